// Every public text of the home page, in pt-PT. The exact texts (nav items, button texts, claims,
// the 5,0 / 34 summary: docs/requirements/exact-texts.md) are kept word for word; the rest is our own
// copy, which claims only what the owner does (tests/unit-shared/home-claims.test.ts): no health
// claims, no durations, no free quotes or prices the owner never stated.
import type { FallbackImageKey } from '../lib/ui/fallback-images.ts';

export const NAV_ITEMS = [
  { id: 'sobre', label: 'Sobre Nós' },
  { id: 'servicos', label: 'Serviços' },
  { id: 'porque', label: 'Porque Nós?' },
  { id: 'faq', label: 'FAQ' },
] as const;

export const HEADER_COPY = {
  contact: 'Contactar',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  navLabel: 'Principal',
  skipToContent: 'Saltar para o conteúdo',
} as const;

export const HERO_COPY = {
  eyebrow: 'Limpeza de estofos ao domicílio',
  titleStart: 'Limpeza de estofos',
  titleHighlight: 'em Lisboa',
  titleEnd: 'sem sair de casa',
  lead:
    'Sofás, colchões, tapetes e bancos de automóvel limpos a fundo e impermeabilizados em sua casa, ' +
    'com produtos ecológicos. Resposta em 24 horas.',
  whatsappButton: 'Pedir Orçamento no WhatsApp',
  callButton: 'Ligar Agora',
  claims: ['4+ anos de experiência', 'Produtos ecológicos', 'Garantia de satisfação'],
} as const;

export const ABOUT_COPY = {
  eyebrow: 'Sobre Nós',
  title: 'Especialistas em devolver a vida aos seus estofos',
  paragraphs: [
    'Somos uma equipa de Lisboa dedicada à limpeza profunda e à impermeabilização de estofos. Há mais ' +
      'de quatro anos que entramos em casas, escritórios e automóveis da Grande Lisboa e da Margem Sul ' +
      'para remover manchas, odores e sujidade acumulada.',
    'Trabalhamos com máquinas profissionais de injeção-extração e produtos ecológicos, sem químicos ' +
      'agressivos. Explicamos o que vamos fazer, cumprimos o horário combinado e só damos o trabalho ' +
      'por terminado quando estiver satisfeito.',
  ],
  stats: [
    { value: '1000+', label: 'Clientes satisfeitos', icon: 'users' },
    { value: '4+', label: 'Anos de experiência', icon: 'award' },
    { value: '100%', label: 'Garantia de qualidade', icon: 'shield' },
    { value: '24h', label: 'Resposta rápida', icon: 'clock' },
  ],
} as const;

export interface ServiceCopy {
  slot: string;
  fallback: FallbackImageKey;
  title: string;
  description: string;
  features: readonly [string, string, string, string];
}

export const SERVICES_COPY = {
  eyebrow: 'Serviços',
  title: 'Limpeza profunda para cada tipo de estofo',
  lead: 'Vamos até si com todo o equipamento. Cada tecido tem o seu tratamento: avaliamos primeiro, limpamos depois.',
  quoteButton: 'Solicitar Orçamento',
  services: [
    {
      slot: 'servico-sofas',
      fallback: 'serviceSofa',
      title: 'Sofás e Poltronas',
      description:
        'Limpeza a fundo de sofás, chaises longues e poltronas em tecido, microfibra ou pele, sem os tirar de casa.',
      features: [
        'Remoção de manchas e odores',
        'Limpeza por injeção-extração',
        'Tecido, microfibra e pele',
        'Secagem rápida',
      ],
    },
    {
      slot: 'servico-colchoes',
      fallback: 'serviceMattress',
      title: 'Colchões',
      description:
        'Limpeza profunda do colchão em sua casa, com tratamento das manchas e dos odores que o uso deixa.',
      features: [
        'Limpeza por injeção-extração',
        'Tratamento de manchas',
        'Tratamento de odores',
        'Ambas as faces do colchão',
      ],
    },
    {
      slot: 'servico-tapetes',
      fallback: 'serviceRug',
      title: 'Tapetes e Carpetes',
      description:
        'Limpamos tapetes e alcatifas, em casa ou no escritório, com o método certo para cada fibra.',
      features: [
        'Lã, sintéticos e fibras naturais',
        'Alcatifas de escritório',
        'Tratamento de manchas',
        'Remoção de pelos de animais',
      ],
    },
    {
      slot: 'servico-automoveis',
      fallback: 'serviceCarSeat',
      title: 'Bancos de Automóvel',
      description:
        'Limpamos bancos, tejadilho e tapetes do carro: manchas, cheiros e a sujidade do dia a dia.',
      features: [
        'Bancos em tecido e pele',
        'Tejadilho e alcatifas',
        'Cadeirinhas de criança',
        'Neutralização de odores',
      ],
    },
  ] satisfies readonly ServiceCopy[],
  custom: {
    title: 'Precisa de um serviço à medida?',
    text:
      'Cadeiras de escritório, cabeceiras de cama, estofos de barco ou de autocaravana, cortinados… ' +
      'Conte-nos o que precisa e encontramos a melhor solução.',
    button: 'Falar com Especialista',
  },
} as const;

export const PROCESS_COPY = {
  eyebrow: 'Simples e rápido',
  title: 'Como Funciona',
  lead: 'Do primeiro contacto ao estofo seco em 4 passos: trata de tudo pelo telemóvel e nós cuidamos do resto.',
  steps: [
    {
      slot: 'process.step_1',
      fallback: 'stepContact',
      title: 'Contacto',
      text: 'Envie-nos uma mensagem no WhatsApp com fotos do que quer limpar, ou ligue-nos.',
    },
    {
      slot: 'process.step_2',
      fallback: 'stepQuote',
      title: 'Orçamento',
      text: 'Respondemos em 24 horas com um orçamento claro para o que nos mostrou.',
    },
    {
      slot: 'process.step_3',
      fallback: 'stepCleaning',
      title: 'Limpeza',
      text: 'Vamos à sua casa no dia combinado e limpamos a fundo com equipamento profissional.',
    },
    {
      slot: 'process.step_4',
      fallback: 'stepDrying',
      title: 'Secagem',
      text: 'Secagem rápida: dizemos-lhe quando pode voltar a usar os seus estofos.',
    },
  ] satisfies readonly { slot: string; fallback: FallbackImageKey; title: string; text: string }[],
} as const;

export const WATERPROOFING_COPY = {
  eyebrow: 'Proteção extra',
  title: 'Impermeabilização: estofos protegidos de manchas e líquidos',
  text:
    'Depois da limpeza, aplicamos um protetor invisível que cria uma barreira nas fibras: os líquidos ' +
    'ficam à superfície e limpam-se com um pano, antes de deixarem mancha. Ideal para casas com crianças, ' +
    'animais ou sofás claros.',
  bullets: [
    'Protege o tecido de manchas de líquidos',
    'Aplicada em sua casa, depois da limpeza',
    'Para sofás, colchões, tapetes e bancos de automóvel',
  ],
  button: 'Pedir Orçamento',
} as const;

export const REASONS_COPY = {
  eyebrow: 'Porque Nós?',
  title: 'Porque escolher-nos',
  lead: 'O cuidado de uma equipa pequena, com o equipamento e as garantias de uma empresa profissional.',
  reasons: [
    {
      icon: 'leaf',
      title: 'Sem químicos agressivos',
      text: 'Produtos ecológicos, escolhidos para cada tecido.',
    },
    {
      icon: 'clock',
      title: 'Serviço rápido em 24 horas',
      text: 'Respondemos em 24 horas e marcamos a limpeza ao ritmo da sua agenda.',
    },
    {
      icon: 'shield',
      title: 'Garantia de satisfação 100%',
      text: 'Se alguma coisa não ficar como combinado, diga-nos: a sua satisfação está garantida.',
    },
    {
      icon: 'heart',
      title: 'Técnicas seguras',
      text: 'Testamos cada tecido antes de limpar e usamos o método certo para cada fibra.',
    },
    {
      icon: 'badge',
      title: 'Profissionais certificados',
      text: 'Uma equipa profissional certificada, pontual e cuidadosa.',
    },
    {
      icon: 'wind',
      title: 'Secagem rápida',
      text: 'A extração potente deixa pouca humidade, para os estofos secarem depressa.',
    },
  ],
  banner: {
    stats: [
      { value: '1000+', label: 'clientes satisfeitos' },
      { value: '4+', label: 'anos de experiência' },
    ],
    title: 'Mais de 1000 clientes satisfeitos e 4+ anos a cuidar dos estofos da Grande Lisboa',
    button: 'Pedir Orçamento',
  },
} as const;

export const FAQ_COPY = {
  eyebrow: 'FAQ',
  title: 'Perguntas Frequentes',
  lead: 'As dúvidas que mais nos colocam. Se a sua não estiver aqui, pergunte-nos diretamente.',
  whatsappButton: 'Falar no WhatsApp',
  bannerAlt: 'A nossa equipa a trabalhar',
  items: [
    {
      id: 'duracao',
      question: 'Quanto tempo demora a limpeza?',
      answer:
        'Depende da peça, do tamanho, do tecido e do estado em que está; a secagem depende também da ' +
        'ventilação da divisão. No orçamento indicamos o tempo previsto para o seu caso.',
    },
    {
      id: 'preco',
      question: 'Quanto custa o serviço?',
      answer:
        'O preço depende do tipo de peça, do tamanho, do tecido e do estado de sujidade. Envie-nos ' +
        'fotos pelo WhatsApp e respondemos com um orçamento em 24 horas.',
    },
    {
      id: 'seguranca',
      question: 'Os produtos são seguros para crianças e animais?',
      answer:
        'Usamos produtos ecológicos, sem químicos agressivos. Diga-nos se em casa há crianças, ' +
        'pessoas com alergias ou animais de estimação: explicamos os cuidados a ter e quando podem ' +
        'voltar a usar os estofos.',
    },
    {
      id: 'zonas',
      question: 'Que zonas servem?',
      answer:
        'Trabalhamos em Lisboa, na Margem Sul (Almada, Seixal, Barreiro, Setúbal…) e em toda a Área ' +
        'Metropolitana de Lisboa, incluindo Oeiras, Cascais, Sintra, Amadora, Odivelas e Loures. ' +
        'Se estiver mais longe, pergunte-nos.',
    },
    {
      id: 'garantia',
      question: 'Que garantia oferecem?',
      answer:
        'Garantia de satisfação a 100%. Antes de começar dizemos-lhe com franqueza o que é possível ' +
        'remover e, se o resultado não ficar como combinado, resolvemos consigo.',
    },
  ],
} as const;

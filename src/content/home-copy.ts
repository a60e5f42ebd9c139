// Every public text of the home page, in pt-PT. The exact texts (nav items, button texts, claims,
// the 5,0 / 34 summary: docs/requirements/exact-texts.md) are kept word for word; the rest is our own copy.
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
    'com produtos ecológicos. Orçamento grátis e sem compromisso.',
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
      'para remover manchas, ácaros, odores e sujidade acumulada.',
    'Trabalhamos com máquinas profissionais de injeção-extração e produtos ecológicos, seguros para ' +
      'crianças e animais. Explicamos o que vamos fazer, cumprimos o horário combinado e só damos o ' +
      'trabalho por terminado quando estiver satisfeito.',
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
        'Eliminação de ácaros e bactérias',
        'Tecido, microfibra e pele',
        'Secagem rápida',
      ],
    },
    {
      slot: 'servico-colchoes',
      fallback: 'serviceMattress',
      title: 'Colchões',
      description:
        'Higienização profunda que elimina ácaros, fungos e manchas de suor, para um sono mais saudável.',
      features: [
        'Elimina 99% dos ácaros',
        'Ideal para quem tem alergias',
        'Remove manchas de suor e urina',
        'Ambas as faces do colchão',
      ],
    },
    {
      slot: 'servico-tapetes',
      fallback: 'serviceRug',
      title: 'Tapetes e Carpetes',
      description:
        'Recuperamos a cor e a textura de tapetes e alcatifas, em casa ou no escritório, com o método certo para cada fibra.',
      features: [
        'Lã, sintéticos e fibras naturais',
        'Alcatifas de escritório',
        'Cores reavivadas',
        'Remoção de pelos de animais',
      ],
    },
    {
      slot: 'servico-automoveis',
      fallback: 'serviceCarSeat',
      title: 'Bancos de Automóvel',
      description:
        'Bancos, tejadilho e tapetes do carro como novos: removemos manchas, cheiros e a sujidade do dia a dia.',
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
      text: 'Recebe um orçamento claro, grátis e sem compromisso, em menos de 24 horas.',
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
      text: 'Secagem rápida: em poucas horas volta a usar os seus estofos, limpos e frescos.',
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
    'Repele água, vinho, café e gordura',
    'Mantém a cor, o toque e a respirabilidade do tecido',
    'Proteção duradoura, segura para crianças e animais',
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
      text: 'Produtos ecológicos e biodegradáveis, que respeitam os tecidos e a sua família.',
    },
    {
      icon: 'clock',
      title: 'Serviço rápido em 24 horas',
      text: 'Respondemos no próprio dia e marcamos a limpeza ao ritmo da sua agenda.',
    },
    {
      icon: 'shield',
      title: 'Garantia de satisfação 100%',
      text: 'Se alguma coisa não ficar como combinado, voltamos sem custos.',
    },
    {
      icon: 'heart',
      title: 'Técnicas seguras',
      text: 'Testamos cada tecido antes de limpar e usamos o método certo para cada fibra.',
    },
    {
      icon: 'badge',
      title: 'Profissionais certificados',
      text: 'Equipa formada em limpeza têxtil, pontual, cuidadosa e identificada.',
    },
    {
      icon: 'wind',
      title: 'Secagem rápida',
      text: 'A extração potente deixa pouca humidade: estofos prontos a usar em poucas horas.',
    },
  ],
  banner: {
    stats: [
      { value: '1000+', label: 'clientes satisfeitos' },
      { value: '4+', label: 'anos de experiência' },
    ],
    title: 'Mais de 1000 clientes satisfeitos e 4+ anos a cuidar dos estofos da Grande Lisboa',
    button: 'Pedir Orçamento Grátis',
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
        'Um sofá de três lugares demora, em média, entre 1 e 2 horas; um colchão cerca de 45 minutos. ' +
        'A secagem completa leva normalmente entre 4 e 8 horas, conforme o tecido e a ventilação da ' +
        'divisão. No orçamento indicamos o tempo previsto para o seu caso.',
    },
    {
      id: 'preco',
      question: 'Quanto custa o serviço?',
      answer:
        'O preço depende do tipo de peça, do tamanho, do tecido e do estado de sujidade. Envie-nos ' +
        'fotos pelo WhatsApp e recebe um orçamento grátis e sem compromisso em menos de 24 horas. ' +
        'O valor combinado é o valor final: sem custos escondidos.',
    },
    {
      id: 'seguranca',
      question: 'Os produtos são seguros para crianças e animais?',
      answer:
        'Sim. Usamos produtos ecológicos e biodegradáveis, sem químicos agressivos nem cheiros ' +
        'fortes. Depois de secos, os estofos podem ser usados normalmente por crianças, pessoas ' +
        'com alergias e animais de estimação.',
    },
    {
      id: 'zonas',
      question: 'Que zonas servem?',
      answer:
        'Trabalhamos em Lisboa, na Margem Sul (Almada, Seixal, Barreiro, Setúbal…) e em toda a Área ' +
        'Metropolitana de Lisboa, incluindo Oeiras, Cascais, Sintra, Amadora, Odivelas e Loures. ' +
        'Se estiver mais longe, pergunte-nos: muitas vezes também conseguimos ir.',
    },
    {
      id: 'garantia',
      question: 'Que garantia oferecem?',
      answer:
        'Garantia de satisfação a 100%: se alguma mancha tratável não sair ou o resultado não ' +
        'ficar como combinado, voltamos e repetimos sem qualquer custo. Antes de começar dizemos-lhe ' +
        'com franqueza o que é possível remover.',
    },
  ],
} as const;

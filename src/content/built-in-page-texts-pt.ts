// The home page's words as the site ships them, in pt-PT: what the page shows until the owner
// edits them in /admin ("Textos"), and where the form starts. The texts the owner's brief
// quotes (nav items, button texts, claims: docs/requirements/exact-texts.md) are kept word for
// word; the rest claims only what the owner does (tests/unit-shared/home-claims.test.ts).
import type { PageTexts } from '#portable/page-texts/page-texts-catalogue.ts';

export const BUILT_IN_PAGE_TEXTS_PT: PageTexts = {
  metadata: {
    title: 'Limpeza de Estofos em Lisboa',
    description:
      'Limpeza profissional e impermeabilização de sofás, colchões, tapetes e bancos de automóvel em ' +
      'Lisboa e Margem Sul. Produtos ecológicos. Resposta em 24 horas.',
  },
  header: {
    navAbout: 'Sobre Nós',
    navServices: 'Serviços',
    navReasons: 'Porque Nós?',
    navFaq: 'FAQ',
    contact: 'Contactar',
  },
  hero: {
    eyebrow: 'Limpeza de estofos ao domicílio',
    titleStart: 'Limpeza de estofos',
    titleHighlight: 'em Lisboa',
    titleEnd: 'sem sair de casa',
    lead:
      'Sofás, colchões, tapetes e bancos de automóvel limpos a fundo e impermeabilizados em sua casa, ' +
      'com produtos ecológicos. Resposta em 24 horas.',
    whatsappButton: 'Pedir Orçamento no WhatsApp',
    whatsappMessage: 'Olá, gostaria de pedir um orçamento.',
    callButton: 'Ligar Agora',
    claims: ['4+ anos de experiência', 'Produtos ecológicos', 'Garantia de satisfação'],
    videoChip: 'Resposta em 24h',
  },
  about: {
    eyebrow: 'Sobre Nós',
    title: 'Especialistas em devolver a vida aos seus estofos',
    paragraphs: [
      'Somos uma equipa de Lisboa dedicada à limpeza profunda e à impermeabilização de estofos. Há mais ' +
        'de quatro anos que entramos em casas, escritórios e automóveis da Grande Lisboa e da Margem Sul ' +
        'para remover manchas, odores e sujidade acumulada.',
      'Trabalhamos com equipamento profissional e produtos ecológicos, sem químicos agressivos. ' +
        'Explicamos o que vamos fazer e só damos o trabalho por terminado quando estiver satisfeito.',
    ],
    stats: [
      { value: '1000+', label: 'Clientes satisfeitos' },
      { value: '4+', label: 'Anos de experiência' },
      { value: '100%', label: 'Garantia de qualidade' },
      { value: '24h', label: 'Resposta rápida' },
    ],
  },
  services: {
    eyebrow: 'Serviços',
    title: 'Limpeza profunda para cada tipo de estofo',
    lead: 'Vamos até si com todo o equipamento. Cada tecido tem o seu tratamento: avaliamos primeiro, limpamos depois.',
    quoteButton: 'Solicitar Orçamento',
    quoteMessage: 'Olá, quero um orçamento para limpeza de estofos',
    services: [
      {
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
    ],
    custom: {
      title: 'Precisa de um serviço à medida?',
      text:
        'Cadeiras de escritório, cabeceiras de cama, estofos de barco ou de autocaravana, cortinados… ' +
        'Conte-nos o que precisa e encontramos a melhor solução.',
      button: 'Falar com Especialista',
      message: 'Olá, gostaria de falar com um especialista sobre um serviço personalizado.',
    },
  },
  process: {
    eyebrow: 'Simples e rápido',
    title: 'Como Funciona',
    lead: 'Do primeiro contacto ao estofo seco em 4 passos: trata de tudo pelo telemóvel e nós cuidamos do resto.',
    steps: [
      {
        title: 'Contacto',
        text: 'Envie-nos uma mensagem no WhatsApp com fotos do que quer limpar, ou ligue-nos.',
      },
      { title: 'Orçamento', text: 'Respondemos em 24 horas com um orçamento para o que nos mostrou.' },
      {
        title: 'Limpeza',
        text: 'Vamos à sua casa no dia combinado e limpamos a fundo com equipamento profissional.',
      },
      { title: 'Secagem', text: 'Secagem rápida: dizemos-lhe quando pode voltar a usar os seus estofos.' },
    ],
  },
  portfolio: {
    eyebrow: 'Portefólio',
    title: 'Antes e Depois',
    lead: 'Trabalhos reais da nossa equipa. Toque numa imagem para ver a diferença.',
    before: 'ANTES',
    after: 'DEPOIS',
    showBefore: 'Ver Antes',
    showAfter: 'Ver Depois',
    cta: 'Quero um resultado assim',
    whatsappMessage: 'Olá, vi os vossos trabalhos de antes e depois e gostaria de pedir um orçamento.',
  },
  waterproofing: {
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
    whatsappMessage: 'Olá, quero um orçamento para impermeabilização de estofos.',
  },
  reasons: {
    eyebrow: 'Porque Nós?',
    title: 'Porque escolher-nos',
    lead: 'O cuidado de uma equipa pequena, com o equipamento e as garantias de uma empresa profissional.',
    reasons: [
      { title: 'Sem químicos agressivos', text: 'Produtos ecológicos, escolhidos para cada tecido.' },
      {
        title: 'Serviço rápido em 24 horas',
        text: 'Respondemos em 24 horas e marcamos a limpeza ao ritmo da sua agenda.',
      },
      {
        title: 'Garantia de satisfação 100%',
        text: 'Se alguma coisa não ficar como combinado, diga-nos: a sua satisfação está garantida.',
      },
      { title: 'Técnicas seguras', text: 'Usamos o método certo para cada tecido e cada fibra.' },
      { title: 'Profissionais certificados', text: 'Uma equipa profissional certificada e cuidadosa.' },
      {
        title: 'Secagem rápida',
        text: 'A extração potente deixa pouca humidade, para os estofos secarem depressa.',
      },
    ],
    banner: {
      title: 'Mais de 1000 clientes satisfeitos e 4+ anos a cuidar dos estofos da Grande Lisboa',
      stats: [
        { value: '1000+', label: 'clientes satisfeitos' },
        { value: '4+', label: 'anos de experiência' },
      ],
      button: 'Pedir Orçamento',
    },
  },
  reviews: {
    eyebrow: 'Avaliações',
    title: 'O que dizem os nossos clientes',
    mapsLink: 'Ver todas as avaliações no Google Maps',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Perguntas Frequentes',
    lead: 'As dúvidas que mais nos colocam. Se a sua não estiver aqui, pergunte-nos diretamente.',
    items: [
      {
        question: 'Quanto tempo demora a limpeza?',
        answer:
          'Depende da peça, do tamanho, do tecido e do estado em que está; a secagem depende também da ' +
          'ventilação da divisão. No orçamento indicamos o tempo previsto para o seu caso.',
      },
      {
        question: 'Quanto custa o serviço?',
        answer:
          'O preço depende do tipo de peça, do tamanho, do tecido e do estado de sujidade. Envie-nos ' +
          'fotos pelo WhatsApp e respondemos com um orçamento em 24 horas.',
      },
      {
        question: 'Os produtos são seguros para crianças e animais?',
        answer:
          'Usamos produtos ecológicos, sem químicos agressivos. Diga-nos se em casa há crianças, ' +
          'pessoas com alergias ou animais de estimação: explicamos os cuidados a ter e quando podem ' +
          'voltar a usar os estofos.',
      },
      {
        question: 'Que zonas servem?',
        answer:
          'Trabalhamos em Lisboa, na Margem Sul (Almada, Seixal, Barreiro, Setúbal…) e em toda a Área ' +
          'Metropolitana de Lisboa, incluindo Oeiras, Cascais, Sintra, Amadora, Odivelas e Loures. ' +
          'Se estiver mais longe, pergunte-nos.',
      },
      {
        question: 'Que garantia oferecem?',
        answer:
          'Garantia de satisfação a 100%. Antes de começar dizemos-lhe com franqueza o que é possível ' +
          'remover e, se o resultado não ficar como combinado, diga-nos.',
      },
    ],
    whatsappButton: 'Falar no WhatsApp',
    whatsappMessage: 'Olá, tenho uma dúvida sobre os vossos serviços.',
  },
  footer: {
    description:
      'Limpeza profissional e impermeabilização de sofás, colchões, tapetes e bancos de automóvel, ' +
      'ao domicílio, com produtos ecológicos e garantia de satisfação.',
    whatsappButton: 'Falar no WhatsApp',
    socialTitle: 'Siga-nos',
    contactTitle: 'Contactos',
    phoneLabel: 'Telefone',
    emailLabel: 'E-mail',
    areaLabel: 'Zona de serviço',
    serviceArea: 'Lisboa, Margem Sul e Área Metropolitana',
    servicesTitle: 'Serviços',
    services: [
      'Limpeza de sofás e poltronas',
      'Limpeza de colchões',
      'Limpeza de tapetes e carpetes',
      'Limpeza de bancos de automóvel',
      'Impermeabilização de estofos',
    ],
    hoursTitle: 'Horário',
    quoteButton: 'Pedir Orçamento',
    backToTop: 'Voltar ao topo',
    rights: 'Todos os direitos reservados.',
  },
};

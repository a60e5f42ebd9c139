// The texts of the parts of the home page that run in the browser (its islands), apart from
// the rest of the page's copy (home-copy.ts) so the islands' script carries only these.

export const HERO_VIDEO_COPY = {
  videoTitle: 'Vídeo: a nossa equipa a limpar estofos',
  playVideo: 'Reproduzir o vídeo',
  ratingChip: (rating: string) => `${rating} no Google`,
  responseChip: 'Resposta em 24h',
  badgeAlt: ['Selo de confiança', 'Selo de qualidade'],
} as const;

export const WATERPROOFING_VIDEO_COPY = {
  videoTitle: 'Vídeo: impermeabilização de um sofá',
  playVideo: 'Reproduzir o vídeo da impermeabilização',
} as const;

export const PORTFOLIO_COPY = {
  eyebrow: 'Portfólio',
  title: 'Antes e Depois',
  lead: 'Trabalhos reais da nossa equipa. Toque numa imagem para ver a diferença.',
  before: 'ANTES',
  after: 'DEPOIS',
  showBefore: 'Ver Antes',
  showAfter: 'Ver Depois',
  itemLabel: (n: number) => `Trabalho ${n}`,
  toggle: (n: number) => `Trocar a imagem do trabalho ${n}`,
  imageAlt: (n: number, side: 'before' | 'after') =>
    `Trabalho ${n}, ${side === 'before' ? 'antes' : 'depois'} da limpeza`,
  previous: 'Trabalhos anteriores',
  next: 'Trabalhos seguintes',
  hint: (shown: number, total: number) => `A mostrar ${shown} de ${total} trabalhos`,
  moreButton: (remaining: number) => `Ver Outros Trabalhos (${remaining})`,
  cta: 'Quero um resultado assim',
} as const;

/** The header's link home, around the logo (the name comes first). */
export const HOME_LINK_COPY = { label: 'página inicial' } as const;

export const REVIEWS_COPY = {
  eyebrow: 'Avaliações',
  title: 'O que dizem os nossos clientes',
  mapsLink: 'Ver todas as avaliações no Google Maps',
  opensInNewTab: '(abre num novo separador)',
  googleBadgeAlt: 'Selo de avaliações do Google',
  reviewPhotoAlt: (name: string) => `Foto do trabalho avaliado por ${name}`,
} as const;

export const FOOTER_COPY = {
  title: 'Contactos e informações',
  description:
    'Limpeza profissional e impermeabilização de sofás, colchões, tapetes e bancos de automóvel, ' +
    'ao domicílio, com produtos ecológicos e garantia de satisfação.',
  whatsappButton: 'Falar no WhatsApp',
  socialTitle: 'Siga-nos',
  social: { instagram: 'Instagram', facebook: 'Facebook', youtube: 'YouTube', tiktok: 'TikTok' },
  contactTitle: 'Contactos',
  phoneLabel: 'Telefone',
  emailLabel: 'E-mail',
  areaLabel: 'Zona de serviço',
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
  admin: 'Admin',
  rights: 'Todos os direitos reservados.',
  teamPhotoAlt: 'A nossa equipa',
  bannerAlt: 'Contacte a nossa equipa',
} as const;

// The texts of the parts of the home page that run in the browser (its islands), apart from
// the rest of the page's copy (home-copy.ts; the words the owner edits are page texts) so the islands' script carries only these.

export const HERO_VIDEO_COPY = {
  videoTitle: 'Vídeo: a nossa equipa a limpar estofos',
  playVideo: 'Reproduzir o vídeo',
  ratingChip: (rating: string) => `${rating} no Google`,
  badgeAlt: ['Selo de confiança', 'Selo de qualidade'],
} as const;

export const WATERPROOFING_VIDEO_COPY = {
  videoTitle: 'Vídeo: impermeabilização de um sofá',
  playVideo: 'Reproduzir o vídeo da impermeabilização',
} as const;

export const PORTFOLIO_COPY = {
  itemLabel: (n: number) => `Trabalho ${n}`,
  toggle: (n: number) => `Trocar a imagem do trabalho ${n}`,
  imageAlt: (n: number, side: 'before' | 'after') =>
    `Trabalho ${n}, ${side === 'before' ? 'antes' : 'depois'} da limpeza`,
  previous: 'Trabalhos anteriores',
  next: 'Trabalhos seguintes',
  hint: (shown: number, total: number) => `A mostrar ${shown} de ${total} trabalhos`,
  moreButton: (remaining: number) => `Ver Outros Trabalhos (${remaining})`,
} as const;

/** The header's link home, around the logo (the name comes first). */
export const HOME_LINK_COPY = { label: 'página inicial' } as const;

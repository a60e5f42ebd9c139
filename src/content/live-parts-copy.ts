// The texts of the parts of the home page that run in the browser (its islands), in each
// language of the site, apart from the rest of the page's copy (home-copy.ts; the words the owner
// edits are page texts) so the islands' script carries only these.
import type { SiteLocale } from '#portable/site-locales.ts';

export const HERO_VIDEO_COPY = {
  'pt-PT': {
    videoTitle: 'Vídeo: a nossa equipa a limpar estofos',
    playVideo: 'Reproduzir o vídeo',
    ratingChip: (rating: string) => `${rating} no Google`,
    badgeAlt: ['Selo de confiança', 'Selo de qualidade'],
  },
  'en-GB': {
    videoTitle: 'Video: our team cleaning upholstery',
    playVideo: 'Play the video',
    ratingChip: (rating: string) => `${rating} on Google`,
    badgeAlt: ['Trust badge', 'Quality badge'],
  },
} as const satisfies Record<SiteLocale, object>;

export const WATERPROOFING_VIDEO_COPY = {
  'pt-PT': {
    videoTitle: 'Vídeo: impermeabilização de um sofá',
    playVideo: 'Reproduzir o vídeo da impermeabilização',
  },
  'en-GB': {
    videoTitle: 'Video: waterproofing a sofa',
    playVideo: 'Play the waterproofing video',
  },
} as const satisfies Record<SiteLocale, object>;

export const PORTFOLIO_COPY = {
  'pt-PT': {
    itemLabel: (n: number) => `Trabalho ${n}`,
    toggle: (n: number) => `Trocar a imagem do trabalho ${n}`,
    imageAlt: (n: number, side: 'before' | 'after') =>
      `Trabalho ${n}, ${side === 'before' ? 'antes' : 'depois'} da limpeza`,
    previous: 'Trabalhos anteriores',
    next: 'Trabalhos seguintes',
    hint: (shown: number, total: number) => `A mostrar ${shown} de ${total} trabalhos`,
    moreButton: (remaining: number) => `Ver Outros Trabalhos (${remaining})`,
  },
  'en-GB': {
    itemLabel: (n: number) => `Job ${n}`,
    toggle: (n: number) => `Switch the picture of job ${n}`,
    imageAlt: (n: number, side: 'before' | 'after') => `Job ${n}, ${side} cleaning`,
    previous: 'Previous jobs',
    next: 'Next jobs',
    hint: (shown: number, total: number) => `Showing ${shown} of ${total} jobs`,
    moreButton: (remaining: number) => `See More Jobs (${remaining})`,
  },
} as const satisfies Record<SiteLocale, object>;

/** The header's link home, around the logo (the name comes first). */
export const HOME_LINK_COPY = {
  'pt-PT': { label: 'página inicial' },
  'en-GB': { label: 'home page' },
} as const satisfies Record<SiteLocale, object>;

// The reviews section's texts that the owner does not edit (its visible words are page texts),
// in each language of the site: it is an island of its own, and carries only these.
import type { SiteLocale } from '#portable/site-locales.ts';

export const REVIEWS_COPY = {
  'pt-PT': {
    opensInNewTab: '(abre num novo separador)',
    googleBadgeAlt: 'Selo de avaliações do Google',
    reviewPhotoAlt: (name: string) => `Foto do trabalho avaliado por ${name}`,
  },
  'en-GB': {
    opensInNewTab: '(opens in a new tab)',
    googleBadgeAlt: 'Google reviews badge',
    reviewPhotoAlt: (name: string) => `Photo of the job reviewed by ${name}`,
  },
} as const satisfies Record<SiteLocale, object>;

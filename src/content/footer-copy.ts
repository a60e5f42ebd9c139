// The footer's texts that the owner does not edit, in each language of the site: its hidden
// heading, the names of the social networks and the images' descriptions. Its visible words are
// page texts (built-in-page-texts-*.ts, edited in /admin).
import type { SiteLocale } from '#portable/site-locales.ts';

const SOCIAL = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
} as const;

export const FOOTER_COPY = {
  'pt-PT': {
    title: 'Contactos e informações',
    social: SOCIAL,
    admin: 'Admin',
    teamPhotoAlt: 'A nossa equipa',
    bannerAlt: 'Contacte a nossa equipa',
  },
  'en-GB': {
    title: 'Contacts and information',
    social: SOCIAL,
    admin: 'Admin',
    teamPhotoAlt: 'Our team',
    bannerAlt: 'Get in touch with our team',
  },
} as const satisfies Record<SiteLocale, object>;

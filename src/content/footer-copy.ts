// The footer's texts (pt-PT) that the owner does not edit: its hidden heading, the names of the
// social networks and the images' descriptions. Its visible words are page texts
// (built-in-page-texts.ts, edited in /admin).

export const FOOTER_COPY = {
  title: 'Contactos e informações',
  social: { instagram: 'Instagram', facebook: 'Facebook', youtube: 'YouTube', tiktok: 'TikTok' },
  admin: 'Admin',
  teamPhotoAlt: 'A nossa equipa',
  bannerAlt: 'Contacte a nossa equipa',
} as const;

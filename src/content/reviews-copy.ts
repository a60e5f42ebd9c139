// The reviews section's texts (pt-PT): it is an island of its own, and carries only these.

export const REVIEWS_COPY = {
  eyebrow: 'Avaliações',
  title: 'O que dizem os nossos clientes',
  mapsLink: 'Ver todas as avaliações no Google Maps',
  opensInNewTab: '(abre num novo separador)',
  googleBadgeAlt: 'Selo de avaliações do Google',
  reviewPhotoAlt: (name: string) => `Foto do trabalho avaliado por ${name}`,
} as const;

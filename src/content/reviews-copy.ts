// The reviews section's texts (pt-PT) that the owner does not edit (its visible words are page
// texts): it is an island of its own, and carries only these.

export const REVIEWS_COPY = {
  opensInNewTab: '(abre num novo separador)',
  googleBadgeAlt: 'Selo de avaliações do Google',
  reviewPhotoAlt: (name: string) => `Foto do trabalho avaliado por ${name}`,
} as const;

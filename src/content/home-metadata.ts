// The home page's title and description for search results and link previews (pt-PT).
// page-metadata.ts cuts them to 60 / 160 characters (docs/requirements/home-page.md) should a
// longer name be set.
export const homeTitle = (businessName: string) => `Limpeza de Estofos em Lisboa | ${businessName}`;

export const HOME_DESCRIPTION =
  'Limpeza profissional e impermeabilização de sofás, colchões, tapetes e bancos de automóvel em ' +
  'Lisboa e Margem Sul. Produtos ecológicos. Resposta em 24 horas.';

/** Shown with the fallback share image, which has no owner-written alt text. */
export const ogImageAlt = (businessName: string) =>
  `${businessName}: limpeza e impermeabilização de estofos em Lisboa`;

// The home page's title for search results and link previews: the owner's title (page texts,
// "metadata.title") and the business name. page-metadata.ts cuts it to 60 characters
// (docs/requirements/home-page.md) should it be longer.
export const homeTitle = (title: string, businessName: string) => `${title} | ${businessName}`;

/** Shown with the fallback share image, which has no owner-written alt text. */
export const ogImageAlt = (businessName: string) =>
  `${businessName}: limpeza e impermeabilização de estofos em Lisboa`;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe for HTML or XML element content and quoted attribute values: the five
 * characters that could end or open markup become entities both languages know. The site's
 * SEO report and the build scripts (sitemap, 404 page, share image) all escape with this.
 */
export function escapeMarkup(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

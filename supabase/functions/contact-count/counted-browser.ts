// Which beacons count: those of a person's browser. Every browser's user agent starts with
// "Mozilla/5.0"; programs that say they are not a person are left out: headless browsers
// (HeadlessChrome, Lighthouse, PhantomJS) and crawlers that render scripts (Googlebot,
// bingbot, …). A program that pretends to be a browser is met by the flood brake instead.

const NOT_A_PERSON = [
  /HeadlessChrome|Chrome-Lighthouse|PhantomJS/,
  // Googlebot, bingbot, YandexBot, SomeCrawler… (case-sensitive, so a phone named CUBOT counts)
  /[a-z](?:bot|Bot|crawler|Crawler|spider|Spider)\b/,
  /\b(?:bot|crawler|spider|crawl)\b/i,
];

export function isCountedBrowser(userAgent: string): boolean {
  if (!userAgent.startsWith('Mozilla/5.0 ')) return false;
  return !NOT_A_PERSON.some((pattern) => pattern.test(userAgent));
}

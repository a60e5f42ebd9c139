import type { ContactBeacon } from '#portable/contact-count.ts';
import { functionUrl } from '#src/lib/function-endpoint.ts';

/**
 * Sends one count to the contact-count function and forgets it: a beacon outlives the page (a
 * tap on a link that leaves it is still delivered), carries no key and, as text/plain, needs no
 * preflight. Where sendBeacon is missing or refuses, a keepalive fetch without credentials.
 * Nothing waits for it and no failure reaches the visitor.
 */
export function sendContactBeacon(beacon: ContactBeacon): void {
  const url = functionUrl('contact-count');
  const body = JSON.stringify(beacon);
  try {
    if (navigator.sendBeacon?.(url, body)) return;
  } catch {
    // a browser that throws (a blocked URL, say) gets the fetch below
  }
  fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', mode: 'no-cors' }).catch(() => {});
}

import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { CONTACT_LINK_ATTRIBUTE, telLink, whatsappLink } from '#src/lib/contact-links.ts';
import type { BusinessFacts } from '#portable/business-facts/shape.ts';
import { CONFIGURED_FACTS } from '#src/content/business.ts';
import { contactNumbersQueryOptions } from '#src/features/home/api/get-contact-numbers.ts';

/**
 * Points the WhatsApp and call links of the prerendered sections at the stored numbers. Those
 * sections are text that React never hydrates; an island's own links are React's to render.
 */
export function applyContactFacts(root: ParentNode, facts: Pick<BusinessFacts, 'whatsapp' | 'phone'>): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[${CONTACT_LINK_ATTRIBUTE}]`)) {
    if (link.closest('[data-island]')) continue;
    if (link.getAttribute(CONTACT_LINK_ATTRIBUTE) === 'tel') {
      link.href = telLink(facts.phone);
    } else {
      // the prefilled message stays the link's own
      link.href = whatsappLink(facts.whatsapp, new URL(link.href).searchParams.get('text') ?? undefined);
    }
  }
}

/**
 * Keeps those links on the saved numbers, after every change; returns the unsubscribe. Facts
 * deleted (null) bring back the build's configuration, as the page shows it then.
 */
export function bindContactLinks(queryClient: QueryClient, root: ParentNode = document): () => void {
  // follows the numbers whenever something reads them; never reads them itself
  const observer = new QueryObserver(queryClient, { ...contactNumbersQueryOptions(), enabled: false });
  return observer.subscribe(({ data }) => {
    if (data !== undefined) applyContactFacts(root, data ?? CONFIGURED_FACTS);
  });
}

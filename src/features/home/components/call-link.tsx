import type { ReactNode } from 'react';
import { CONTACT_LINK_ATTRIBUTE, telLink } from '../../../lib/contact-links.ts';
import { useBusinessFacts } from '../api/get-business-facts.ts';

/** A link that calls the business's phone number. */
export function CallLink({ className, children }: { className?: string; children: ReactNode }) {
  const { phone } = useBusinessFacts();
  const contact = { [CONTACT_LINK_ATTRIBUTE]: 'tel' };
  return (
    <a href={telLink(phone)} className={className} {...contact}>
      {children}
    </a>
  );
}

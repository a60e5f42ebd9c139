import type { ReactNode } from 'react';
import type { ContactSection } from '#portable/contact-count.ts';
import { CONTACT_LINK_ATTRIBUTE, CONTACT_SECTION_ATTRIBUTE, telLink } from '#src/lib/contact-links.ts';
import { useContactNumbers } from '#src/features/home/api/get-contact-numbers.ts';

interface CallLinkProps {
  /** The section the link is in, for the tap count. */
  section: ContactSection;
  className?: string;
  children: ReactNode;
}

/** A link that calls the business's phone number. */
export function CallLink({ section, className, children }: CallLinkProps) {
  const { phone } = useContactNumbers();
  const contact = { [CONTACT_LINK_ATTRIBUTE]: 'tel', [CONTACT_SECTION_ATTRIBUTE]: section };
  return (
    <a href={telLink(phone)} className={className} {...contact}>
      {children}
    </a>
  );
}

import type { ReactNode } from 'react';
import type { ContactSection } from '#portable/contact-count.ts';
import { CONTACT_LINK_ATTRIBUTE, CONTACT_SECTION_ATTRIBUTE, whatsappLink } from '#src/lib/contact-links.ts';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '#src/lib/ui/button-styles.ts';
import { useContactNumbers } from '#src/features/home/api/get-contact-numbers.ts';
import { Icon } from '#src/features/home/icons/icon.tsx';

interface ChatLinkProps {
  /** The section the link is in, for the tap count. */
  section: ContactSection;
  /** Prefilled message; none opens an empty chat with the business number. */
  text?: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  showIcon?: boolean;
}

/** A WhatsApp chat link styled as a button; opens in a new tab (or the app on a phone). */
export function ChatLink({
  section,
  text,
  children,
  variant = 'chat',
  size = 'md',
  className = '',
  showIcon = true,
}: ChatLinkProps) {
  const { whatsapp } = useContactNumbers();
  const contact = { [CONTACT_LINK_ATTRIBUTE]: 'whatsapp', [CONTACT_SECTION_ATTRIBUTE]: section };
  return (
    <a
      href={whatsappLink(whatsapp, text)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses(variant, size, className)}
      {...contact}
    >
      {showIcon && <Icon name="whatsapp" size={20} />}
      {children}
    </a>
  );
}

import type { ReactNode } from 'react';
import { whatsappLink } from '../contact-links.ts';
import { WhatsAppIcon } from './brand-icons.tsx';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles.ts';

interface ChatLinkProps {
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
  text,
  children,
  variant = 'chat',
  size = 'md',
  className = '',
  showIcon = true,
}: ChatLinkProps) {
  return (
    <a
      href={whatsappLink(text)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses(variant, size, className)}
    >
      {showIcon && <WhatsAppIcon size={20} />}
      {children}
    </a>
  );
}

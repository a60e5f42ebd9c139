import type { ReactNode } from 'react';
import { whatsappLink } from '../../../lib/contact-links.ts';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '../../../lib/ui/button-styles.ts';
import { Icon } from '../icons/icon.tsx';

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
      {showIcon && <Icon name="whatsapp" size={20} />}
      {children}
    </a>
  );
}

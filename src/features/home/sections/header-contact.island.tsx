import { usePageTexts } from '#src/features/home/api/get-page-texts.ts';
import { ChatLink } from '#src/features/home/components/chat-link.tsx';

/** The header's "Contactar" WhatsApp button, with the owner's label; an island, so it follows edits live. */
export default function HeaderContactLink({ place }: { place: 'bar' | 'menu' }) {
  const { header } = usePageTexts();
  return place === 'bar' ? (
    <ChatLink section="header">{header.contact}</ChatLink>
  ) : (
    <ChatLink section="header" size="lg" className="mt-3 w-full">
      {header.contact}
    </ChatLink>
  );
}

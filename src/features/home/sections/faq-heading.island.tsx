import { usePageTexts } from '#src/features/home/api/get-page-texts.ts';
import { ChatLink } from '#src/features/home/components/chat-link.tsx';
import { SectionHeading } from '#src/features/home/components/section-heading.tsx';

/** The FAQ's heading and chat button, an island: the owner edits their words in /admin. */
export default function FaqHeading() {
  const { faq } = usePageTexts();
  return (
    <>
      <SectionHeading id="faq-title" eyebrow={faq.eyebrow} title={faq.title} lead={faq.lead} align="left" />
      <div className="mt-8">
        <ChatLink section="faq" text={faq.whatsappMessage} size="lg">
          {faq.whatsappButton}
        </ChatLink>
      </div>
    </>
  );
}

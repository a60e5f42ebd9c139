import { usePageTexts } from '#src/features/home/api/get-page-texts.ts';
import { ChatLink } from '#src/features/home/components/chat-link.tsx';
import { MultilineText } from '#src/features/home/components/multiline-text.tsx';
import { SectionHeading } from '#src/features/home/components/section-heading.tsx';
import { Icon } from '#src/features/home/icons/icon.tsx';

/**
 * The waterproofing section's words and button: an island of their own (the video beside them
 * is another), so the texts the owner edits in /admin follow live.
 */
export default function WaterproofingText() {
  const { waterproofing } = usePageTexts();
  return (
    <div>
      <SectionHeading
        id="impermeabilizacao-title"
        eyebrow={waterproofing.eyebrow}
        title={waterproofing.title}
        align="left"
        tone="dark"
      />
      <p className="mt-5 text-lg leading-relaxed text-pretty text-brand-100">
        <MultilineText text={waterproofing.text} />
      </p>
      <ul className="mt-7 space-y-4">
        {waterproofing.bullets.map((bullet, index) => (
          <li key={index} className="flex items-start gap-3 font-semibold">
            <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-white/10 text-brand-200">
              <Icon name="droplets" size={18} />
            </span>
            <span className="pt-1">{bullet}</span>
          </li>
        ))}
      </ul>
      <div className="mt-9">
        <ChatLink
          section="waterproofing"
          text={waterproofing.whatsappMessage}
          size="lg"
          className="w-full sm:w-auto"
        >
          {waterproofing.button}
        </ChatLink>
      </div>
    </div>
  );
}

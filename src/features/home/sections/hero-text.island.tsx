import { buttonClasses } from '#src/lib/ui/button-styles.ts';
import { usePageTexts } from '#src/features/home/api/get-page-texts.ts';
import { CallLink } from '#src/features/home/components/call-link.tsx';
import { ChatLink } from '#src/features/home/components/chat-link.tsx';
import { MultilineText } from '#src/features/home/components/multiline-text.tsx';
import { Icon } from '#src/features/home/icons/icon.tsx';

/**
 * The hero's words and buttons: an island of their own (the video and badges beside them are
 * others), so the texts the owner edits in /admin follow live.
 */
export default function HeroText() {
  const { hero } = usePageTexts();
  return (
    <div className="lg:col-span-7">
      {hero.eyebrow && (
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-bold text-brand-800 shadow-sm ring-1 ring-brand-100">
          <Icon name="sparkles" size={16} className="text-amber-500" />
          {hero.eyebrow}
        </p>
      )}
      <h1
        id="hero-title"
        className="mt-5 text-[2.15rem] leading-[1.08] font-extrabold tracking-tight text-balance text-brand-950 sm:text-5xl lg:text-[3.6rem]"
      >
        {hero.titleStart} <span className="text-brand-600">{hero.titleHighlight}</span>
        {hero.titleEnd && <>, {hero.titleEnd}</>}
      </h1>
      <p className="mt-4 max-w-xl text-[1.05rem] leading-relaxed text-pretty text-slate-600 sm:mt-5 sm:text-lg">
        <MultilineText text={hero.lead} />
      </p>

      <div className="mt-7 flex flex-col gap-3 sm:mt-8 sm:flex-row">
        <ChatLink section="hero" text={hero.whatsappMessage} size="lg">
          {hero.whatsappButton}
        </ChatLink>
        <CallLink section="hero" className={buttonClasses('outline', 'lg')}>
          <Icon name="phone" size={20} />
          {hero.callButton}
        </CallLink>
      </div>

      <ul className="mt-6 flex flex-col gap-x-6 gap-y-2.5 sm:mt-8 sm:flex-row sm:flex-wrap">
        {hero.claims.map((claim, index) => (
          <li key={index} className="flex items-center gap-2 text-[0.95rem] font-semibold text-slate-700">
            <Icon name="check-circle" size={20} className="shrink-0 text-chat-600" />
            {claim}
          </li>
        ))}
      </ul>
    </div>
  );
}

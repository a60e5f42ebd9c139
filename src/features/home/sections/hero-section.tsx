import { HERO_COPY } from '@/content/home-copy.ts';
import { CHAT_TEXTS } from '@/lib/contact-links.ts';
import { buttonClasses } from '@/lib/ui/button-styles.ts';
import { CallLink } from '../components/call-link.tsx';
import { ChatLink } from '../components/chat-link.tsx';
import { Icon } from '../icons/icon.tsx';
import { Island } from '../islands/island.tsx';

export function HeroSection() {
  return (
    <section id="inicio" aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-gradient-to-b from-brand-50 via-brand-50/60 to-white"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 h-[34rem] w-[34rem] rounded-full bg-brand-100/70 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 pt-8 pb-16 sm:px-6 lg:grid-cols-12 lg:items-center lg:gap-10 lg:px-8 lg:pt-14 lg:pb-24">
        <div className="lg:col-span-7">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-bold text-brand-800 shadow-sm ring-1 ring-brand-100">
            <Icon name="sparkles" size={16} className="text-amber-500" />
            {HERO_COPY.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-[2.15rem] leading-[1.08] font-extrabold tracking-tight text-balance text-brand-950 sm:text-5xl lg:text-[3.6rem]"
          >
            {HERO_COPY.titleStart}{' '}
            <span className="whitespace-nowrap text-brand-600">{HERO_COPY.titleHighlight}</span>,{' '}
            {HERO_COPY.titleEnd}
          </h1>
          {/* On phones the lead takes 4 or 5 lines depending on the font and the width; 5 reserved,
              so the web font's swap cannot move the buttons, claims and video below it. */}
          <p className="mt-4 min-h-[5lh] max-w-xl text-[1.05rem] leading-relaxed text-pretty text-slate-600 sm:mt-5 sm:min-h-0 sm:text-lg">
            {HERO_COPY.lead}
          </p>

          <div className="mt-7 flex flex-col gap-3 sm:mt-8 sm:flex-row">
            <ChatLink section="hero" text={CHAT_TEXTS.hero} size="lg">
              {HERO_COPY.whatsappButton}
            </ChatLink>
            <CallLink section="hero" className={buttonClasses('outline', 'lg')}>
              <Icon name="phone" size={20} />
              {HERO_COPY.callButton}
            </CallLink>
          </div>

          {/* One claim a line on phones: a row would wrap differently in the fallback font. */}
          <ul className="mt-6 flex flex-col gap-x-6 gap-y-2.5 sm:mt-8 sm:flex-row sm:flex-wrap">
            {HERO_COPY.claims.map((claim) => (
              <li key={claim} className="flex items-center gap-2 text-[0.95rem] font-semibold text-slate-700">
                <Icon name="check-circle" size={20} className="shrink-0 text-chat-600" />
                {claim}
              </li>
            ))}
          </ul>
        </div>

        <div className="lg:col-span-5">
          <HeroFrame />
        </div>
      </div>
    </section>
  );
}

/** The 9/16 frame with its poster and video (an island), and the two badges around it. */
function HeroFrame() {
  return (
    <div className="relative mx-auto w-full max-w-[320px] lg:max-w-[360px]">
      <div
        aria-hidden="true"
        className="absolute -inset-6 -z-0 rotate-3 rounded-[2.75rem] bg-gradient-to-br from-brand-200 to-brand-400 opacity-60"
      />
      <div className="relative aspect-[9/16] overflow-hidden rounded-[2.25rem] bg-sand-100 shadow-2xl ring-8 shadow-brand-950/25 ring-white">
        <Island name="hero-video" props={{}} />
      </div>
      <div className="absolute top-10 -left-5 z-10 sm:-left-12">
        <Island name="hero-badge" props={{ badge: 1 }} />
      </div>
      <div className="absolute -right-5 bottom-14 z-10 sm:-right-10 lg:-right-6 xl:-right-10">
        <Island name="hero-badge" props={{ badge: 2 }} />
      </div>
    </div>
  );
}

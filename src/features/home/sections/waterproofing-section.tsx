import { WATERPROOFING_COPY } from '@/content/home-copy.ts';
import { CHAT_TEXTS } from '@/lib/contact-links.ts';
import { ChatLink } from '../components/chat-link.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { Icon } from '../icons/icon.tsx';
import { Island } from '../islands/island.tsx';

export function WaterproofingSection() {
  return (
    <section
      id="impermeabilizacao"
      aria-labelledby="impermeabilizacao-title"
      className="render-near-viewport-[886px] lg:render-near-viewport-[503px] on-dark relative scroll-mt-20 overflow-hidden bg-brand-900 py-20 text-white lg:py-28"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-48 -left-40 h-[30rem] w-[30rem] rounded-full bg-brand-600/25 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:gap-16 lg:px-8">
        <div>
          <SectionHeading
            id="impermeabilizacao-title"
            eyebrow={WATERPROOFING_COPY.eyebrow}
            title={WATERPROOFING_COPY.title}
            align="left"
            tone="dark"
          />
          <p className="mt-5 text-lg leading-relaxed text-pretty text-brand-100">{WATERPROOFING_COPY.text}</p>
          <ul className="mt-7 space-y-4">
            {WATERPROOFING_COPY.bullets.map((bullet) => (
              <li key={bullet} className="flex items-start gap-3 font-semibold">
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
              text={CHAT_TEXTS.waterproofing}
              size="lg"
              className="w-full sm:w-auto"
            >
              {WATERPROOFING_COPY.button}
            </ChatLink>
          </div>
        </div>
        <div className="relative aspect-video overflow-hidden rounded-3xl bg-brand-800 shadow-2xl ring-1 shadow-black/30 ring-white/10">
          <Island name="waterproofing-video" props={{}} />
        </div>
      </div>
    </section>
  );
}

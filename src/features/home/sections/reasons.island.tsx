import { usePageTexts } from '#src/features/home/api/get-page-texts.ts';
import { ChatLink } from '#src/features/home/components/chat-link.tsx';
import { MultilineText } from '#src/features/home/components/multiline-text.tsx';
import { SectionHeading } from '#src/features/home/components/section-heading.tsx';
import { Icon } from '#src/features/home/icons/icon.tsx';
import type { IconName } from '#src/features/home/icons/sprite-icons.tsx';

/** The reasons' icons in order, the built-in six's; a seventh reason starts them again. */
const REASON_ICONS: readonly IconName[] = [
  'leaf',
  'clock',
  'shield-check',
  'heart-handshake',
  'badge-check',
  'wind',
];

/** "Porque Nós?" and its banner: an island, so the texts the owner edits in /admin follow live. */
export default function ReasonsSection() {
  const {
    reasons: copy,
    services: { quoteMessage },
  } = usePageTexts();
  return (
    <section
      id="porque"
      aria-labelledby="porque-title"
      className="render-when-near scroll-mt-20 py-20 lg:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="porque-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {copy.reasons.map((reason, index) => {
            return (
              <li key={index} className="reason-card">
                <span className="reason-icon">
                  <Icon name={REASON_ICONS[index % REASON_ICONS.length]!} size={24} />
                </span>
                <div>
                  <h3 className="text-lg font-extrabold text-brand-950 sm:mt-5">{reason.title}</h3>
                  <p className="card-text">
                    <MultilineText text={reason.text} />
                  </p>
                </div>
              </li>
            );
          })}
        </ul>

        <div className="on-dark relative mt-12 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-900 to-brand-950 px-6 py-10 text-white sm:px-12 sm:py-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-brand-500/30 blur-3xl"
          />
          <div className="relative grid gap-8 lg:grid-cols-[auto_1fr_auto] lg:items-center lg:gap-12">
            <dl className="flex flex-wrap gap-x-10 gap-y-6">
              {copy.banner.stats.map((stat, index) => (
                <div key={index} className="flex flex-col-reverse">
                  <dt className="mt-1 font-semibold text-brand-100">{stat.label}</dt>
                  <dd className="text-4xl font-extrabold tracking-tight sm:text-5xl">{stat.value}</dd>
                </div>
              ))}
            </dl>
            <p className="text-xl leading-snug font-bold text-balance sm:text-2xl">
              <MultilineText text={copy.banner.title} />
            </p>
            <ChatLink section="reasons" text={quoteMessage} variant="light" size="lg">
              {copy.banner.button}
            </ChatLink>
          </div>
        </div>
      </div>
    </section>
  );
}

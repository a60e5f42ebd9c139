import { usePageTexts } from '#src/features/home/api/get-page-texts.ts';
import { MultilineText } from '#src/features/home/components/multiline-text.tsx';
import { SectionHeading } from '#src/features/home/components/section-heading.tsx';
import { Icon } from '#src/features/home/icons/icon.tsx';
import type { IconName } from '#src/features/home/icons/sprite-icons.tsx';

/** The four tiles' icons, in order: clients, years, guarantee, response (the owner edits the words). */
const STAT_ICONS: readonly IconName[] = ['users', 'award', 'shield-check', 'clock'];

/** "Sobre Nós": an island, so the texts the owner edits in /admin follow live. */
export default function AboutSection() {
  const { about } = usePageTexts();
  return (
    <section
      id="sobre"
      aria-labelledby="sobre-title"
      className="render-when-near scroll-mt-20 py-20 lg:py-28"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:gap-16 lg:px-8">
        <div>
          <SectionHeading id="sobre-title" eyebrow={about.eyebrow} title={about.title} align="left" />
          {about.paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-5 text-lg leading-relaxed text-pretty text-slate-600">
              <MultilineText text={paragraph} />
            </p>
          ))}
        </div>
        <ul className="grid grid-cols-2 gap-4 sm:gap-5">
          {about.stats.map((stat, index) => {
            const featured = index === 0;
            return (
              <li
                key={index}
                className={`rounded-3xl p-5 sm:p-7 ${
                  featured
                    ? 'bg-brand-800 text-white shadow-xl shadow-brand-900/20'
                    : 'bg-sand-50 text-brand-950 ring-1 ring-slate-900/5'
                }`}
              >
                <span
                  className={`flex h-11 w-11 items-center justify-center rounded-2xl ${
                    featured ? 'bg-white/15 text-white' : 'bg-brand-100 text-brand-700'
                  }`}
                >
                  <Icon name={STAT_ICONS[index % STAT_ICONS.length]!} size={22} />
                </span>
                <p className="mt-5 text-3xl font-extrabold tracking-tight sm:text-4xl">{stat.value}</p>
                <p className={`mt-1 font-semibold ${featured ? 'text-brand-100' : 'text-slate-600'}`}>
                  {stat.label}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

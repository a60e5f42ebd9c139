import { ABOUT_COPY } from '@/content/home-copy.ts';
import { Icon } from '../icons/icon.tsx';
import type { IconName } from '../icons/sprite-icons.tsx';
import { SectionHeading } from '../components/section-heading.tsx';

const STAT_ICONS: Record<(typeof ABOUT_COPY.stats)[number]['icon'], IconName> = {
  users: 'users',
  award: 'award',
  shield: 'shield-check',
  clock: 'clock',
};

export function AboutSection() {
  return (
    <section
      id="sobre"
      aria-labelledby="sobre-title"
      className="render-near-viewport-[975px] lg:render-near-viewport-[396px] scroll-mt-20 py-20 lg:py-28"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:gap-16 lg:px-8">
        <div>
          <SectionHeading
            id="sobre-title"
            eyebrow={ABOUT_COPY.eyebrow}
            title={ABOUT_COPY.title}
            align="left"
          />
          {ABOUT_COPY.paragraphs.map((paragraph) => (
            <p
              key={paragraph.slice(0, 24)}
              className="mt-5 text-lg leading-relaxed text-pretty text-slate-600"
            >
              {paragraph}
            </p>
          ))}
        </div>
        <ul className="grid grid-cols-2 gap-4 sm:gap-5">
          {ABOUT_COPY.stats.map((stat, index) => {
            const featured = index === 0;
            return (
              <li
                key={stat.label}
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
                  <Icon name={STAT_ICONS[stat.icon]} size={22} />
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

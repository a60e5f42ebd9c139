import { useState } from 'react';
import { PORTFOLIO_COPY } from '#src/content/live-parts-copy.ts';
import { ChatLink } from '#src/features/home/components/chat-link.tsx';
import { SectionHeading } from '#src/features/home/components/section-heading.tsx';
import { usePortfolioPairs } from '#src/features/home/api/get-portfolio-pairs.ts';
import { usePortfolioTexts } from '#src/features/home/api/get-portfolio-texts.ts';
import { Icon } from '#src/features/home/icons/icon.tsx';
import { PortfolioCard } from '#src/features/home/portfolio/portfolio-card.tsx';
import {
  hasMoreThanWindow,
  nextStart,
  normalizeStart,
  previousStart,
  remainingCount,
  windowItems,
} from '#src/features/home/portfolio/portfolio-window.ts';
import { useLocalized } from '#src/lib/page-language.ts';

const ARROW =
  'flex h-12 w-12 items-center justify-center rounded-full bg-white text-brand-800 shadow-md ring-1 ring-slate-900/10 transition-colors hover:bg-brand-50';

/** "Antes e Depois": published before/after pairs, 4 at a time. Hidden while there are none. */
export default function PortfolioSection() {
  const items = usePortfolioPairs();
  const texts = usePortfolioTexts();
  const copy = useLocalized(PORTFOLIO_COPY);
  const [rawStart, setStart] = useState(0);

  if (items.length === 0) return null;

  const total = items.length;
  const start = normalizeStart(rawStart, total);
  const visible = windowItems(items, start);
  const paged = hasMoreThanWindow(total);
  const numberOf = (id: string) => items.findIndex((item) => item.id === id) + 1;
  const next = () => setStart(nextStart(start, total));
  const previous = () => setStart(previousStart(start, total));

  return (
    <section
      id="portfolio"
      aria-labelledby="portfolio-title"
      className="render-when-near scroll-mt-20 bg-brand-50/60 py-20 lg:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="portfolio-title"
            eyebrow={texts.eyebrow}
            title={texts.title}
            lead={texts.lead}
            align="left"
          />
          {paged && (
            <div className="flex shrink-0 gap-3">
              <button type="button" onClick={previous} aria-label={copy.previous} className={ARROW}>
                <Icon name="chevron-left" size={24} />
              </button>
              <button type="button" onClick={next} aria-label={copy.next} className={ARROW}>
                <Icon name="chevron-right" size={24} />
              </button>
            </div>
          )}
        </div>

        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {visible.map((item) => (
            <li key={item.id}>
              <PortfolioCard item={item} number={numberOf(item.id)} labels={texts} />
            </li>
          ))}
        </ul>

        <div className="mt-10 flex flex-col items-center gap-5 text-center">
          {paged && (
            <>
              <p className="font-semibold text-slate-600" aria-live="polite">
                {copy.hint(visible.length, total)}
              </p>
              <button
                type="button"
                onClick={next}
                className="rounded-full border-2 border-brand-800 bg-white px-6 py-2.5 font-bold text-brand-900 transition-colors hover:bg-brand-50"
              >
                {copy.moreButton(remainingCount(total))}
              </button>
            </>
          )}
          <ChatLink section="portfolio" text={texts.whatsappMessage} size="lg">
            {texts.cta}
          </ChatLink>
        </div>
      </div>
    </section>
  );
}

import { useState } from 'react';
import { PORTFOLIO_COPY } from '../../../content/live-parts-copy.ts';
import { publishedSrcSet } from '../../../lib/published-image.ts';
import type { PortfolioItem } from '../api/get-portfolio-pairs.ts';
import { Icon } from '../icons/icon.tsx';

/** The card's width in the portfolio grid: one, two, three, then four a row (max-w-7xl). */
const CARD_SIZES = '(min-width: 1280px) 290px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

interface PortfolioCardProps {
  item: PortfolioItem;
  /** 1-based number shown as "Trabalho N". */
  number: number;
}

/**
 * One before/after pair in a 4:3 box. Starts on the before image; clicking the image, the
 * round toggle or the Ver Antes / Ver Depois button flips it.
 */
export function PortfolioCard({ item, number }: PortfolioCardProps) {
  const [showAfter, setShowAfter] = useState(false);
  const flip = () => setShowAfter((value) => !value);
  const image = showAfter ? item.afterImage : item.beforeImage;
  const alt = image.alt || PORTFOLIO_COPY.imageAlt(number, showAfter ? 'after' : 'before');
  const srcSet = publishedSrcSet(image);

  return (
    <article className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-900/5">
      <div className="relative aspect-[4/3] overflow-hidden bg-sand-100">
        {/* Clicking the picture is a pointer shortcut; the two buttons below do the same for the
            keyboard and assistive technology, so the picture itself is not a tab stop. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <img
          key={image.url}
          src={image.url}
          srcSet={srcSet}
          sizes={srcSet ? CARD_SIZES : undefined}
          alt={alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          onClick={flip}
          className="absolute inset-0 h-full w-full animate-[fade-in_250ms_ease-out] cursor-pointer object-cover motion-reduce:animate-none"
        />
        <span
          className={`pointer-events-none absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-extrabold tracking-wider text-white shadow-md ${
            showAfter ? 'bg-after' : 'bg-before'
          }`}
        >
          {showAfter ? PORTFOLIO_COPY.after : PORTFOLIO_COPY.before}
        </span>
        <button
          type="button"
          onClick={flip}
          aria-label={PORTFOLIO_COPY.toggle(number)}
          className="absolute right-3 bottom-3 flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow-md transition-transform hover:rotate-180 motion-reduce:transition-none"
        >
          <Icon name="repeat" size={20} />
        </button>
      </div>
      <div className="flex items-center justify-between gap-3 px-5 py-4">
        <h3 className="font-extrabold text-brand-950">{PORTFOLIO_COPY.itemLabel(number)}</h3>
        <button
          type="button"
          onClick={flip}
          className="rounded-full bg-brand-50 px-4 py-2 text-sm font-bold text-brand-800 transition-colors hover:bg-brand-100"
        >
          {showAfter ? PORTFOLIO_COPY.showBefore : PORTFOLIO_COPY.showAfter}
        </button>
      </div>
    </article>
  );
}

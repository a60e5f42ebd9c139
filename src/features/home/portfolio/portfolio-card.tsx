import { useState } from 'react';
import { PORTFOLIO_COPY } from '#src/content/live-parts-copy.ts';
import { shownAlt } from '#src/lib/image-alt.ts';
import { publishedSrcSet } from '#src/lib/published-image.ts';
import type { PageTexts } from '#portable/page-texts/page-texts-catalogue.ts';
import type { PortfolioItem } from '#src/features/home/api/get-portfolio-pairs.ts';
import { Icon } from '#src/features/home/icons/icon.tsx';
import { useLocalized, usePageLocale } from '#src/lib/page-language.ts';

/** The card's width in the portfolio grid: one, two, three, then four a row (max-w-7xl). */
const CARD_SIZES = '(min-width: 1280px) 290px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

interface PortfolioCardProps {
  item: PortfolioItem;
  /** 1-based number shown as "Trabalho N". */
  number: number;
  /** The badges' and the button's words (page texts the owner edits). */
  labels: Pick<PageTexts['portfolio'], 'before' | 'after' | 'showBefore' | 'showAfter'>;
}

/**
 * One before/after pair in a 4:3 box. Starts on the before image; clicking the image, the
 * round toggle or the Ver Antes / Ver Depois button flips it.
 */
export function PortfolioCard({ item, number, labels }: PortfolioCardProps) {
  const [showAfter, setShowAfter] = useState(false);
  const copy = useLocalized(PORTFOLIO_COPY);
  const locale = usePageLocale();
  const flip = () => setShowAfter((value) => !value);
  const image = showAfter ? item.afterImage : item.beforeImage;
  const { alt, lang } = shownAlt(image, locale, copy.imageAlt(number, showAfter ? 'after' : 'before'));
  const srcSet = publishedSrcSet(image);

  return (
    <article className="portfolio-card">
      <div className="portfolio-frame">
        {/* Clicking the picture is a pointer shortcut; the two buttons below do the same for the
            keyboard and assistive technology, so the picture itself is not a tab stop. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <img
          key={image.url}
          src={image.url}
          srcSet={srcSet}
          sizes={srcSet ? CARD_SIZES : undefined}
          alt={alt}
          lang={lang}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          onClick={flip}
          className="portfolio-photo"
        />
        <span className={`portfolio-badge ${showAfter ? 'bg-after' : 'bg-before'}`}>
          {showAfter ? labels.after : labels.before}
        </span>
        <button type="button" onClick={flip} aria-label={copy.toggle(number)} className="portfolio-flip">
          <Icon name="repeat" size={20} />
        </button>
      </div>
      <div className="portfolio-caption">
        <h3 className="font-extrabold text-brand-950">{copy.itemLabel(number)}</h3>
        <button type="button" onClick={flip} className="portfolio-toggle">
          {showAfter ? labels.showBefore : labels.showAfter}
        </button>
      </div>
    </article>
  );
}

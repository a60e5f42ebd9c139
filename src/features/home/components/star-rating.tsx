import { iconHref } from '#src/features/home/icons/icon.tsx';

interface StarRatingProps {
  /** 1 to 5, in tenths: 4.8 fills 96 % of the row. */
  rating: number;
  /** Read aloud instead of the five glyphs, e.g. "4,8 de 5 estrelas". */
  label: string;
  /** The height of one star in px. */
  size?: number;
  className?: string;
}

/**
 * Five stars as one image with a text alternative (one symbol of the page's sprite): pale ones
 * under gold ones cut at the rating, so 4 stars show 4 and 4,8 nearly five.
 */
export function StarRating({ rating, label, size = 18, className = '' }: StarRatingProps) {
  const width = (size * 128) / 24;
  const stars = (
    <svg aria-hidden="true" focusable="false" width={width} height={size} className="block">
      <use href={iconHref('five-stars')} />
    </svg>
  );
  return (
    <span role="img" aria-label={label} className={`relative inline-block text-slate-200 ${className}`}>
      {stars}
      <span
        className="absolute inset-y-0 left-0 overflow-hidden text-amber-400"
        style={{ width: `${(Math.min(5, Math.max(0, rating)) / 5) * 100}%` }}
      >
        {stars}
      </span>
    </span>
  );
}

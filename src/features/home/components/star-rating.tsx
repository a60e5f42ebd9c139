import { iconHref } from '../icons/icon.tsx';

interface StarRatingProps {
  /** Read aloud instead of the five glyphs, e.g. "5 de 5 estrelas". */
  label: string;
  /** The height of one star in px. */
  size?: number;
  className?: string;
}

/** Five filled stars as one image with a text alternative (one symbol of the page's sprite). */
export function StarRating({ label, size = 18, className = '' }: StarRatingProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      width={(size * 128) / 24}
      height={size}
      className={`text-amber-400 ${className}`}
    >
      <use href={iconHref('five-stars')} />
    </svg>
  );
}

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
 * Five stars as one image with a text alternative: the row's star mask (styles.css, `.star-row`)
 * cuts a pale background and, over it, a gold one as wide as the rating, so 4 stars show 4 and
 * 4,8 nearly five.
 */
export function StarRating({ rating, label, size = 18, className = '' }: StarRatingProps) {
  // five 24-unit stars with 2-unit gaps between them
  const width = (size * 128) / 24;
  return (
    <span
      role="img"
      aria-label={label}
      className={`star-row relative inline-block bg-slate-200 ${className}`}
      style={{ width, height: size }}
    >
      <span
        className="absolute inset-y-0 left-0 bg-amber-400"
        style={{ width: `${(Math.min(5, Math.max(0, rating)) / 5) * 100}%` }}
      />
    </span>
  );
}

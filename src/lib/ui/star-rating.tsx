import { Star } from 'lucide-react';

interface StarRatingProps {
  /** Read aloud instead of the five glyphs, e.g. "5 de 5 estrelas". */
  label: string;
  size?: number;
  className?: string;
}

/** Five filled stars as one image with a text alternative. */
export function StarRating({ label, size = 18, className = '' }: StarRatingProps) {
  return (
    <span role="img" aria-label={label} className={`inline-flex gap-0.5 text-amber-400 ${className}`}>
      {[0, 1, 2, 3, 4].map((n) => (
        <Star key={n} size={size} fill="currentColor" strokeWidth={1.5} aria-hidden="true" />
      ))}
    </span>
  );
}

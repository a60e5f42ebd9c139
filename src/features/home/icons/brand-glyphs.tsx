// Drawings lucide does not ship, as shapes for the page's sprite: the brand glyphs (drawn on
// lucide's 24×24 grid in its stroke style) and the business's built-in logo mark.

export const WHATSAPP_SHAPES = (
  <>
    <path d="M3.5 20.5l1.3-4.2A9 9 0 1 1 8 19.4z" />
    <path
      d="M9.2 8.1c.2-.5.5-.5.8-.5h.5c.2 0 .4.1.5.4l.7 1.7c.1.2 0 .5-.1.6l-.5.6c-.1.2-.2.4 0 .6.6 1 1.5 1.8 2.5 2.3.2.1.4.1.6-.1l.6-.7c.2-.2.4-.2.6-.1l1.6.8c.2.1.4.3.3.6-.1 1.1-1 1.8-2 1.8-2.8-.3-5.6-3-6.1-5.5-.1-.9.1-1.8.6-2.5z"
      fill="currentColor"
      stroke="none"
    />
  </>
);

export const INSTAGRAM_SHAPES = (
  <>
    <rect x="2.5" y="2.5" width="19" height="19" rx="5" />
    <circle cx="12" cy="12" r="4.2" />
    <circle cx="17.4" cy="6.6" r="0.6" fill="currentColor" />
  </>
);

export const YOUTUBE_SHAPES = (
  <>
    <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
    <path d="m10 15 5-3-5-3z" fill="currentColor" />
  </>
);

/** A note with its flag, as TikTok's mark reads at 20 px. */
export const TIKTOK_SHAPES = (
  <>
    <path d="M14 3v11.5a4 4 0 1 1-4-4" />
    <path d="M14 3c.5 2.9 2.4 4.7 5.5 5" />
  </>
);

export const FACEBOOK_SHAPES = <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />;

/** The built-in mark on a 64×64 grid: a sofa with a sparkle (the same drawing as the favicon). */
export const LOGO_MARK_SHAPES = (
  <>
    <rect width="64" height="64" rx="16" fill="#0f4c54" />
    <g fill="#fff">
      <rect x="15" y="24" width="34" height="15" rx="5" />
      <rect x="8" y="31" width="11" height="17" rx="5" />
      <rect x="45" y="31" width="11" height="17" rx="5" />
      <rect x="17" y="37" width="30" height="7" rx="2.5" />
      <rect x="12" y="43" width="40" height="6" rx="2.5" />
      <rect x="14" y="48" width="4" height="5" rx="1" />
      <rect x="46" y="48" width="4" height="5" rx="1" />
    </g>
    <path fill="#f6c453" d="M50 6C51 12 52 13 58 14 52 15 51 16 50 22 49 16 48 15 42 14 48 13 49 12 50 6Z" />
  </>
);

import { shownAlt } from '#src/lib/image-alt.ts';
import { usePageLocale } from '#src/lib/page-language.ts';
import type { PublishedImage } from '#src/lib/published-image.ts';

interface PublishedImgProps {
  image: PublishedImage;
  /** Used when the image has no alt text of its own in the page's language. */
  alt: string;
  className: string;
}

/** A published image as uploaded, at its own size: a small one (a logo, a badge) needs no copies. */
export function PublishedImg({ image, alt, className }: PublishedImgProps) {
  const shown = shownAlt(image, usePageLocale(), alt);
  return (
    <img
      src={image.url}
      alt={shown.alt}
      lang={shown.lang}
      width={image.width}
      height={image.height}
      className={className}
    />
  );
}

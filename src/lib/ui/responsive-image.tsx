import { shownAlt } from '#src/lib/image-alt.ts';
import { usePageLocale } from '#src/lib/page-language.ts';
import { publishedSrcSet, type PublishedImage } from '#src/lib/published-image.ts';
import { fallbackSrc, fallbackSrcSet, type FallbackImage } from './fallback-images.ts';

export interface ResponsiveImageProps {
  /** The slot's published image; null shows the fallback (or nothing, without one). */
  published: PublishedImage | null;
  fallback?: FallbackImage;
  /** Used when the published image has no alt text of its own (in the page's language). */
  alt: string;
  /** CSS aspect-ratio of the box, e.g. "16 / 9": the box keeps its size whatever loads. */
  ratio: string;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  /** Above the fold: eager, high fetch priority. Otherwise lazy and decoded off the main thread. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}

/**
 * An image in a fixed aspect-ratio box, so nothing shifts when a published image replaces the
 * fallback. Fallbacks come at several widths (srcset); so does a published image uploaded with
 * smaller copies (its variants beside the file), otherwise it is the uploaded file alone.
 */
export function ResponsiveImage({
  published,
  fallback,
  alt,
  ratio,
  sizes,
  priority = false,
  className = '',
  imgClassName = '',
}: ResponsiveImageProps) {
  const locale = usePageLocale();
  if (!published && !fallback) return null;
  const loading = {
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: priority ? ('auto' as const) : ('async' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
  };
  const imgClasses = `absolute inset-0 h-full w-full object-cover ${imgClassName}`;
  const srcSet = published ? publishedSrcSet(published) : undefined;
  const shown = published ? shownAlt(published, locale, alt) : undefined;

  return (
    <div className={`relative overflow-hidden ${className}`} style={{ aspectRatio: ratio }}>
      {published ? (
        <img
          key={published.url}
          src={published.url}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={shown?.alt}
          lang={shown?.lang}
          width={published.width}
          height={published.height}
          className={imgClasses}
          {...loading}
        />
      ) : (
        fallback && (
          <img
            src={fallbackSrc(fallback)}
            srcSet={fallbackSrcSet(fallback)}
            sizes={sizes}
            alt={fallback.alt[locale]}
            width={fallback.width}
            height={fallback.height}
            className={imgClasses}
            {...loading}
          />
        )
      )}
    </div>
  );
}

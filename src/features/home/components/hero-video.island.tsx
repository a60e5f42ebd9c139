import { HERO_VIDEO_COPY } from '#src/content/live-parts-copy.ts';
import { shownAlt } from '#src/lib/image-alt.ts';
import { publishedSrcSet } from '#src/lib/published-image.ts';
import { FALLBACK_IMAGES, fallbackSrc, fallbackSrcSet } from '#src/lib/ui/fallback-images.ts';
import { usePublishedImage } from '#src/features/home/api/get-site-media.ts';
import { useVideoId } from '#src/features/home/api/get-videos.ts';
import { YouTubeEmbed } from './youtube-embed.tsx';
import { useLocalized, usePageLocale } from '#src/lib/page-language.ts';

const POSTER = FALLBACK_IMAGES.heroPoster;
/** Matches the frame's CSS widths (max 320 px on phones, 360 px from lg). */
const POSTER_SIZES = '(min-width: 1024px) 360px, 320px';
const DESKTOP = '(min-width: 1024px)';
const POSTER_CLASSES = 'absolute inset-0 h-full w-full object-cover';

/** The hero's 9/16 frame: the poster (the LCP element) first, the hero-main video over it once idle. */
export default function HeroVideo() {
  const videoId = useVideoId('hero-main');
  const mobile = usePublishedImage('home.hero.mobile');
  const desktop = usePublishedImage('home.hero.desktop');
  const copy = useLocalized(HERO_VIDEO_COPY);
  const locale = usePageLocale();
  const mobileAlt = mobile && shownAlt(mobile, locale, copy.videoTitle);

  const poster = (
    <picture>
      {desktop && (
        <source
          media={DESKTOP}
          srcSet={publishedSrcSet(desktop) ?? desktop.url}
          sizes={POSTER_SIZES}
          width={desktop.width}
          height={desktop.height}
        />
      )}
      {mobile ? (
        <img
          key={mobile.url}
          src={mobile.url}
          srcSet={publishedSrcSet(mobile)}
          sizes={POSTER_SIZES}
          alt={mobileAlt?.alt}
          lang={mobileAlt?.lang}
          width={mobile.width}
          height={mobile.height}
          fetchPriority="high"
          className={POSTER_CLASSES}
        />
      ) : (
        <img
          src={fallbackSrc(POSTER)}
          srcSet={fallbackSrcSet(POSTER)}
          sizes={POSTER_SIZES}
          alt={POSTER.alt[locale]}
          width={POSTER.width}
          height={POSTER.height}
          fetchPriority="high"
          className={POSTER_CLASSES}
        />
      )}
    </picture>
  );

  return (
    <YouTubeEmbed videoId={videoId} title={copy.videoTitle} playLabel={copy.playVideo} poster={poster} />
  );
}

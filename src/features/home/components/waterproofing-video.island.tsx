import { WATERPROOFING_VIDEO_COPY } from '#src/content/live-parts-copy.ts';
import { FALLBACK_IMAGES } from '#src/lib/ui/fallback-images.ts';
import { ResponsiveImage } from '#src/lib/ui/responsive-image.tsx';
import { useVideoId } from '#src/features/home/api/get-videos.ts';
import { YouTubeEmbed } from './youtube-embed.tsx';
import { useLocalized, usePageLocale } from '#src/lib/page-language.ts';

/** The waterproofing section's player over its illustration; the frame loads near the viewport. */
export default function WaterproofingVideo() {
  const videoId = useVideoId('waterproofing');
  const copy = useLocalized(WATERPROOFING_VIDEO_COPY);
  const locale = usePageLocale();
  return (
    <YouTubeEmbed
      videoId={videoId}
      title={copy.videoTitle}
      playLabel={copy.playVideo}
      lazyFrame
      poster={
        <div className="absolute inset-0">
          <ResponsiveImage
            published={null}
            fallback={FALLBACK_IMAGES.waterproofing}
            alt={FALLBACK_IMAGES.waterproofing.alt[locale]}
            ratio="16 / 9"
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 92vw"
          />
        </div>
      }
    />
  );
}

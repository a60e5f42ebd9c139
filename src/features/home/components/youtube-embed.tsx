import { useState, type ReactNode } from 'react';
import { useAfterIdle } from '../../../lib/use-after-idle.ts';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion.ts';
import { youtubeBackgroundEmbedUrl } from '../../../lib/youtube-embed-url.ts';
import { Icon } from '../icons/icon.tsx';

interface YouTubeEmbedProps {
  /** null when no video is set: then only the poster shows, with nothing to play. */
  videoId: string | null;
  /** The iframe's accessible name. */
  title: string;
  /** Label of the play button shown instead of autoplay to visitors who prefer reduced motion. */
  playLabel: string;
  /** Shown first, and left in place under the player (the hero's poster is the LCP element). */
  poster: ReactNode;
  /** Let the browser delay the player until it is near the viewport (below-the-fold videos). */
  lazyFrame?: boolean;
}

/**
 * A poster first; the muted looping player is attached once the page is idle, so it never
 * competes with the first screen. With prefers-reduced-motion it never starts by itself:
 * a play button attaches it on request. Without a video id there is no player and no play
 * button: the poster stands alone, and nothing is requested from YouTube.
 */
export function YouTubeEmbed({ videoId, title, playLabel, poster, lazyFrame = false }: YouTubeEmbedProps) {
  const idle = useAfterIdle();
  const reducedMotion = usePrefersReducedMotion();
  const [requested, setRequested] = useState(false);
  const attached = requested || (idle && !reducedMotion);

  return (
    <div className="relative h-full w-full">
      {poster}
      {videoId !== null && attached && (
        <PlayerFrame key={videoId} videoId={videoId} title={title} lazy={lazyFrame && !requested} />
      )}
      {videoId !== null && !attached && reducedMotion && (
        <button
          type="button"
          onClick={() => setRequested(true)}
          aria-label={playLabel}
          className="group absolute inset-0 flex items-center justify-center bg-black/10 transition-colors hover:bg-black/20"
        >
          <span className="flex h-18 w-18 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow-xl transition-transform group-hover:scale-105">
            <Icon name="play" size={30} className="ml-1" />
          </span>
        </button>
      )}
    </div>
  );
}

/** Fades in over the poster once the player's page has loaded. Keyed by id: a new video starts fresh. */
function PlayerFrame({ videoId, title, lazy }: { videoId: string; title: string; lazy: boolean }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <iframe
      src={youtubeBackgroundEmbedUrl(videoId)}
      title={title}
      loading={lazy ? 'lazy' : undefined}
      allow="autoplay; encrypted-media; picture-in-picture"
      // YouTube refuses to play embeds that arrive without a referrer.
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={() => setLoaded(true)}
      className={`absolute inset-0 h-full w-full border-0 transition-opacity duration-700 ${
        loaded ? 'opacity-100' : 'opacity-0'
      }`}
    />
  );
}

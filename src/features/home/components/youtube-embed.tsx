import { useEffect, type DetailedHTMLProps, type HTMLAttributes, type ReactNode } from 'react';
import { defineYouTubePlayer } from './youtube-player-element.ts';

interface YouTubePlayerAttributes extends HTMLAttributes<HTMLElement> {
  'video-id'?: string;
  'player-title': string;
  'play-label': string;
  lazy?: boolean;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how React's types name custom elements
  namespace JSX {
    interface IntrinsicElements {
      'youtube-player': DetailedHTMLProps<YouTubePlayerAttributes, HTMLElement>;
    }
  }
}

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
 * A poster, and the video over it once the page is idle: a <youtube-player> element laid over the
 * poster (youtube-player-element.ts) does the rest without React, in the prerendered page as here.
 */
export function YouTubeEmbed({ videoId, title, playLabel, poster, lazyFrame = false }: YouTubeEmbedProps) {
  // the home page's script defines it at load; the router's home page needs it too
  useEffect(defineYouTubePlayer, []);
  return (
    <div className="relative h-full w-full">
      {poster}
      <youtube-player
        className="absolute inset-0"
        video-id={videoId ?? undefined}
        player-title={title}
        play-label={playLabel}
        lazy={lazyFrame || undefined}
      />
    </div>
  );
}

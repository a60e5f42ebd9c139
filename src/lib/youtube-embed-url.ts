/**
 * YouTube's privacy-enhanced player: it sets no cookies until the visitor plays. Every embed
 * the site shows comes from here, and the CSP's frame-src allows exactly this origin.
 */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The player address of a video, with YouTube's default controls (the admin's preview). */
export function youtubeEmbedUrl(videoId: string): string {
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}`;
}

/**
 * The player address for a silent, looping, chromeless background video (the home page's).
 * `playlist=<id>` is what makes a single video loop.
 */
export function youtubeBackgroundEmbedUrl(videoId: string): string {
  const id = encodeURIComponent(videoId);
  return (
    youtubeEmbedUrl(videoId) +
    `?autoplay=1&mute=1&loop=1&playlist=${id}&controls=0&playsinline=1&rel=0&modestbranding=1`
  );
}

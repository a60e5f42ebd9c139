/**
 * The player address for a silent, looping, chromeless background video. youtube-nocookie
 * sets no cookies until the visitor plays; `playlist=<id>` is what makes a single video loop.
 */
export function youtubeEmbedUrl(videoId: string): string {
  const id = encodeURIComponent(videoId);
  return (
    `https://www.youtube-nocookie.com/embed/${id}` +
    `?autoplay=1&mute=1&loop=1&playlist=${id}&controls=0&playsinline=1&rel=0&modestbranding=1`
  );
}

import { parseYouTubeVideoId } from '#portable/youtube.ts';
import { youtubeEmbedUrl } from '#src/lib/youtube-embed-url.ts';

/** The privacy-enhanced embed address for what the owner typed, or null when it is not a YouTube video. */
export function youTubePreviewUrl(input: string): string | null {
  const id = parseYouTubeVideoId(input);
  return id ? youtubeEmbedUrl(id) : null;
}

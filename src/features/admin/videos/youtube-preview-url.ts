import { parseYouTubeVideoId } from '../../../../supabase/functions/_shared/youtube.ts';

/** The privacy-enhanced embed address for what the owner typed, or null when it is not a YouTube video. */
export function youTubePreviewUrl(input: string): string | null {
  const id = parseYouTubeVideoId(input);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

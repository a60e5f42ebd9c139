import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseYouTubeVideoId } from '#portable/youtube.ts';
import { logReadFailure } from '#src/lib/log-read-failure.ts';
import { rowsOf } from '#src/lib/read-error.ts';
import { getSupabase } from '#src/lib/supabase-lazy.ts';
import { videoQueryKeys } from './media-and-video-query-keys.ts';

export type VideoKey = 'hero-main' | 'waterproofing';

/** What the page needs of an active video (the public read selects all fields; the page keeps these). */
export interface ActiveVideo {
  video_key: string;
  youtube_url: string | null;
}

/** The public read of the videos: the active ones, all fields. */
async function getActiveVideos(signal?: AbortSignal): Promise<ActiveVideo[]> {
  const supabase = await getSupabase();
  // ordered: a restored project stores its rows in another order, and must render the same page
  let query = supabase.rest.from('videos').select('*').eq('is_active', true).order('video_key');
  if (signal) query = query.abortSignal(signal);
  const answer = await query;
  if (answer.error) logReadFailure('Erro ao carregar vídeos:', answer.error.message, signal);
  return rowsOf('videos', answer).map(({ video_key, youtube_url }) => ({ video_key, youtube_url }));
}

export function activeVideosQueryOptions() {
  return queryOptions({
    queryKey: videoQueryKeys.active(),
    queryFn: ({ signal }) => getActiveVideos(signal),
  });
}

/** The YouTube id of the active video with this key, or null when there is none or it does not parse. */
function videoIdFor(rows: readonly ActiveVideo[] | undefined, key: VideoKey): string | null {
  const row = rows?.find((video) => video.video_key === key);
  return row?.youtube_url ? parseYouTubeVideoId(row.youtube_url) : null;
}

/**
 * The id to embed for this key, or null: there is no built-in video, so without a managed one
 * (none set, not read, or the read failed) the section shows its poster only.
 */
export function useVideoId(key: VideoKey): string | null {
  const query = useQuery(activeVideosQueryOptions());
  return videoIdFor(query.data, key);
}

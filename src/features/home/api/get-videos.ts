import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseYouTubeVideoId } from '../../../../supabase/functions/_shared/portable/youtube.ts';
import { getSupabase } from '../../../lib/supabase-lazy.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { videoQueryKeys } from './media-query-keys.ts';
import type { VideoRow } from '../../../lib/database-rows.ts';
import { refetchOnFocusUnlessLive } from '../../../lib/site-live-connection.ts';

export type VideoKey = 'hero-main' | 'waterproofing';

/** The public read of the videos: the active ones, all fields. */
export async function getActiveVideos(): Promise<VideoRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rest.from('videos').select('*').eq('is_active', true);
  if (error) {
    console.error('Erro ao carregar vídeos:', error.message);
    throw new Error(error.message);
  }
  return data;
}

export function activeVideosQueryOptions() {
  return queryOptions({
    queryKey: videoQueryKeys.active(),
    queryFn: getActiveVideos,
    // see siteMediaQueryOptions
    refetchOnWindowFocus: refetchOnFocusUnlessLive,
  });
}

/** The YouTube id of the active video with this key, or null when there is none or it does not parse. */
export function videoIdFor(rows: readonly VideoRow[] | undefined, key: VideoKey): string | null {
  const row = rows?.find((video) => video.video_key === key);
  return row ? parseYouTubeVideoId(row.youtube_url) : null;
}

/** The active videos and the failure message, if any (kept as state; the posters stay). */
export function useVideos(): { videos: VideoRow[]; isLoading: boolean; error: string | null } {
  const query = useQuery(activeVideosQueryOptions());
  return { videos: query.data ?? [], isLoading: query.isLoading, error: query.error?.message ?? null };
}

/**
 * The id to embed for this key, or null: there is no built-in video, so without a managed one
 * (none set, not loaded yet, failed to load, or while React hydrates the prerendered page,
 * which was built without the data) the section shows its poster only.
 */
export function useVideoId(key: VideoKey): string | null {
  const hydrated = useHydrated();
  const query = useQuery(activeVideosQueryOptions());
  return hydrated ? videoIdFor(query.data, key) : null;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toPublishedImage, type MediaSlotRow, type PublishedImage } from '../../../lib/published-image.ts';
import { getSupabase } from '../../../lib/supabase-lazy.ts';
import { mediaQueryKeys } from './media-query-keys.ts';

/** Published images by slot name. */
export type SiteMedia = ReadonlyMap<string, PublishedImage>;

/**
 * The spec's public read 2: media_slots with their versions where is_published, newest first.
 * Failures are logged with the spec's texts and rethrown, so the sections keep their fallbacks.
 */
export async function getSiteMedia(): Promise<SiteMedia> {
  let result;
  try {
    const supabase = await getSupabase();
    result = await supabase.rest
      .from('media_slots')
      .select('*, media_versions(*)')
      .eq('is_published', true)
      .order('updated_at', { ascending: false });
  } catch (error) {
    // postgrest-js answers most failures as `error`; this is whatever still throws.
    console.error('Erro ao carregar mídia:', error);
    throw error;
  }
  if (result.error) {
    console.error('Erro ao buscar media slots:', result.error);
    throw new Error(result.error.message);
  }
  const rows = result.data as MediaSlotRow[];
  const images = new Map<string, PublishedImage>();
  for (const row of rows) {
    const image = toPublishedImage(row);
    // Rows come newest first; a duplicate name cannot happen (unique), but keep the newest.
    if (image && !images.has(image.slotName)) images.set(image.slotName, image);
  }
  return images;
}

export function siteMediaQueryOptions() {
  return queryOptions({
    queryKey: mediaQueryKeys.published(),
    queryFn: getSiteMedia,
    // Realtime only tells anon about slots it may read, so an unpublished slot is noticed
    // when the visitor comes back to the tab.
    refetchOnWindowFocus: true,
  });
}

export interface UseSiteMedia {
  /** The slot's published image, or null (the section shows its built-in fallback). */
  image: (slotName: string) => PublishedImage | null;
  isLoading: boolean;
  error: Error | null;
}

export function useSiteMedia(): UseSiteMedia {
  const query = useQuery(siteMediaQueryOptions());
  const media = query.data;
  const image = useCallback((slotName: string) => media?.get(slotName) ?? null, [media]);
  return { image, isLoading: query.isLoading, error: query.error };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { toPublishedImage, type PublishedImage } from '../../../lib/published-image.ts';
import { getSupabase } from '../../../lib/supabase-lazy.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { mediaQueryKeys } from './media-query-keys.ts';
import { refetchOnFocusUnlessLive } from '../../../lib/site-live-connection.ts';

/** Published images by slot name. */
export type SiteMedia = ReadonlyMap<string, PublishedImage>;

/**
 * The public read of published images: media_slots with their versions where is_published, newest
 * first. Failures are logged with the exact texts (docs/requirements/exact-texts.md) and rethrown,
 * so the sections keep their fallbacks.
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
  const images = new Map<string, PublishedImage>();
  for (const row of result.data) {
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
    // Realtime reports every change, deletes included; while it cannot (refused, dropped, not
    // started yet), a returning visitor refetches instead.
    refetchOnWindowFocus: refetchOnFocusUnlessLive,
  });
}

/**
 * The slot's published image, or null (the caller shows its built-in fallback). Null too while
 * React hydrates the prerendered page, which has the fallbacks: the image appears in the
 * render right after, whether the data arrived before or after hydration. Each caller selects
 * its own slot, so when the published images arrive or change only the components whose image
 * did re-render.
 */
export function usePublishedImage(slotName: string): PublishedImage | null {
  const hydrated = useHydrated();
  const { data } = useQuery({
    ...siteMediaQueryOptions(),
    // undefined, like the data before the first answer: an unpublished slot does not re-render
    select: (media: SiteMedia) => media.get(slotName),
  });
  return hydrated ? (data ?? null) : null;
}

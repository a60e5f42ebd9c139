import { queryOptions, useQuery } from '@tanstack/react-query';
import { logReadFailure } from '#src/lib/log-read-failure.ts';
import { toPublishedImage, type PublishedImage } from '#src/lib/published-image.ts';
import { rowsOf } from '#src/lib/read-error.ts';
import { getSupabase } from '#src/lib/supabase-lazy.ts';
import { mediaQueryKeys } from './media-and-video-query-keys.ts';

/** Published images by slot name: plain data, so the build can write it into the page. */
export type SiteMedia = Readonly<Record<string, PublishedImage>>;

/**
 * The public read of published images: media_slots with their versions where is_published, newest
 * first. Failures are logged with the exact texts (docs/requirements/exact-texts.md) and rethrown,
 * so the sections keep their fallbacks.
 */
async function getSiteMedia(signal?: AbortSignal): Promise<SiteMedia> {
  let result;
  try {
    const supabase = await getSupabase();
    let query = supabase.rest
      .from('media_slots')
      .select('*, media_versions(*)')
      .eq('is_published', true)
      .order('updated_at', { ascending: false });
    if (signal) query = query.abortSignal(signal);
    result = await query;
  } catch (error) {
    // postgrest-js answers most failures as `error`; this is whatever still throws.
    logReadFailure('Erro ao carregar mídia:', error, signal);
    throw error;
  }
  if (result.error) logReadFailure('Erro ao buscar media slots:', result.error, signal);
  const images: Record<string, PublishedImage> = {};
  for (const row of rowsOf('media_slots', result)) {
    // The gallery's slots are the portfolio's own read: not carried twice in the page.
    if (row.slot_name.startsWith('gallery.')) continue;
    const image = toPublishedImage(row);
    // Rows come newest first; a duplicate name cannot happen (unique), but keep the newest.
    if (image && !Object.hasOwn(images, row.slot_name)) images[row.slot_name] = image;
  }
  return images;
}

export function siteMediaQueryOptions() {
  return queryOptions({
    queryKey: mediaQueryKeys.published(),
    queryFn: ({ signal }) => getSiteMedia(signal),
  });
}

/**
 * The slot's published image, or null (the caller shows its built-in fallback). Each caller
 * selects its own slot, so when the published images change only the components whose image
 * did re-render.
 */
export function usePublishedImage(slotName: string): PublishedImage | null {
  const { data } = useQuery({
    ...siteMediaQueryOptions(),
    select: (media: SiteMedia) => (Object.hasOwn(media, slotName) ? media[slotName] : undefined),
  });
  return data ?? null;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase-client.ts';

export interface PublishedSlot {
  slot_name: string;
  section: string;
  title: string;
}

/** Reads with the anon key, so RLS returns only the published slots. */
export async function getPublishedSlots(): Promise<PublishedSlot[]> {
  const { data, error } = await supabase
    .from('media_slots')
    .select('slot_name, section, title')
    .order('slot_name', { ascending: true });
  if (error) throw new Error(error.message);
  return data as PublishedSlot[];
}

export function getPublishedSlotsQueryOptions() {
  return queryOptions({
    queryKey: ['media-slots', 'published'],
    queryFn: getPublishedSlots,
  });
}

export function usePublishedSlots() {
  return useQuery(getPublishedSlotsQueryOptions());
}

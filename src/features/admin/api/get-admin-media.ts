import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '#src/lib/supabase-client.ts';
import { useSessionToken } from '#src/features/admin/session/use-session-token.ts';
import { AdminApiError } from './admin-api-error.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { liveSessionRead } from './session-requests.ts';
import type { AdminMediaSlot } from './admin-types.ts';
import { callAdminFunction } from './call-admin-function.ts';

export interface AdminMedia {
  slots: AdminMediaSlot[];
  /**
   * True when media-list failed and only the public read answered: empty slots and every
   * slot's history are missing ("Algumas imagens podem não estar visíveis"); anon reads only
   * the version a published slot shows.
   */
  partial: boolean;
}

/** Every slot with all its versions (media-list); the public read of published slots when that fails. */
export async function getAdminMedia(sessionToken: string): Promise<AdminMedia> {
  try {
    const { media } = await callAdminFunction<{ media: AdminMediaSlot[] }>('media-list', {
      method: 'GET',
      sessionToken,
    });
    return { slots: media, partial: false };
  } catch (error) {
    if (error instanceof AdminApiError && error.sessionRejected) throw error;
    console.error('Erro ao carregar mídia (media-list):', error);
    return { slots: await getPublishedSlots(), partial: true };
  }
}

async function getPublishedSlots(): Promise<AdminMediaSlot[]> {
  const { data, error } = await supabase.rest
    .from('media_slots')
    .select('*, media_versions(*)')
    .eq('is_published', true)
    .order('updated_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data.map((slot) => ({
    ...slot,
    media_versions: [...slot.media_versions].sort((a, b) => b.version_number - a.version_number),
  }));
}

export function adminMediaQueryOptions(sessionToken: string | null) {
  return queryOptions(liveSessionRead(adminQueryKeys.media(), getAdminMedia, sessionToken));
}

export function useAdminMedia() {
  return useQuery(adminMediaQueryOptions(useSessionToken()));
}

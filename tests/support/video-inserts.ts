// Inserting videos (active or hidden from anon) and following their INSERTs over Realtime with
// supabase-js, for the tests of what a key may see.
import { createClient, REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { expect, inject } from 'vitest';
import type { TestClient } from './clients.ts';

/** Inserts videos with the service client, named after `prefix`; remove() deletes them all. */
export function videoRows(service: () => TestClient, prefix: string) {
  const keys: string[] = [];
  return {
    async insert(active: boolean): Promise<string> {
      const key = `${prefix}-${keys.length}`;
      keys.push(key);
      const { error } = await service().from('videos').insert({
        video_key: key,
        youtube_url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
        video_name: key,
        is_active: active,
      });
      expect(error).toBeNull();
      return key;
    },
    async remove(): Promise<void> {
      if (keys.length > 0) await service().from('videos').delete().in('video_key', keys);
    },
  };
}

/**
 * supabase-js with `key` subscribes to video INSERTs; a hidden and an active video are inserted:
 * the active one must arrive and the hidden one not, as anon may read only active videos.
 */
export async function expectActiveVideoInsertsOnly(
  key: string,
  insert: (active: boolean) => Promise<string>,
): Promise<void> {
  const client = createClient(inject('supabaseUrl'), key, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const seen: string[] = [];
  const statuses: string[] = [];
  const channel = client
    .channel(`video-inserts-${Math.random().toString(36).slice(2, 8)}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'videos' }, (change) => {
      seen.push(String((change.new as { video_key?: unknown }).video_key));
    })
    .subscribe((status) => statuses.push(status));
  try {
    await expect.poll(() => statuses.at(-1), { timeout: 10_000 }).toBe(REALTIME_SUBSCRIBE_STATES.SUBSCRIBED);
    const hidden = await insert(false);
    const shown = await insert(true);
    await expect.poll(() => seen, { timeout: 10_000 }).toContain(shown);
    expect(seen).not.toContain(hidden);
  } finally {
    await client.removeChannel(channel);
    client.realtime.disconnect();
  }
}

// The site's shared realtime subscription (src/lib/table-changes-channel.ts) against the real
// stand-in: one channel per name whatever the number of subscribers, events reach every
// subscriber, and a subscriber after the last one left gets a working channel of its own.
// The realtime client is built as src/lib/supabase-client.ts builds it: the anon key as the
// API key and as the channels' access token.
import { RealtimeClient } from '@supabase/realtime-js';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { subscribeToTableChanges, type TableChangeReason } from '#src/lib/table-changes-channel.ts';
import { serviceClient } from '#tests/support/clients.ts';

const anon = new RealtimeClient(`${inject('supabaseUrl').replace(/^http/, 'ws')}/realtime/v1`, {
  params: { apikey: inject('publishableKey') },
  accessToken: () => Promise.resolve(inject('publishableKey')),
});
const service = serviceClient();

afterAll(async () => {
  await anon.removeAllChannels();
});

/** Resolves with the reasons seen once `predicate` holds for them (or rejects after `ms`). */
function recorder() {
  const seen: TableChangeReason[] = [];
  const waiters: Array<() => void> = [];
  return {
    seen,
    onChange: (reason: TableChangeReason) => {
      seen.push(reason);
      waiters.splice(0).forEach((wake) => wake());
    },
    async until(predicate: (seen: TableChangeReason[]) => boolean, ms = 5_000): Promise<void> {
      const deadline = Date.now() + ms;
      while (!predicate(seen)) {
        if (Date.now() > deadline) throw new Error(`timed out; seen: ${seen.join(', ')}`);
        await new Promise<void>((wake) => {
          waiters.push(wake);
          setTimeout(wake, 100);
        });
      }
    },
  };
}

/** A change anon may see: touching an active video's description. */
async function touchVideo(): Promise<void> {
  const { error } = await service
    .from('videos')
    .update({ description: `touched ${Date.now()}` })
    .eq('video_key', 'waterproofing');
  expect(error).toBeNull();
}

describe('subscribeToTableChanges', () => {
  it('shares one channel between subscribers and tells each of them about a change', async () => {
    const first = recorder();
    const second = recorder();
    const stopFirst = subscribeToTableChanges(anon, {
      channelName: 'it-shared',
      table: 'videos',
      onChange: first.onChange,
    });
    const stopSecond = subscribeToTableChanges(anon, {
      channelName: 'it-shared',
      table: 'videos',
      onChange: second.onChange,
    });
    expect(anon.getChannels().filter((channel) => channel.topic === 'realtime:it-shared')).toHaveLength(1);

    await first.until((seen) => seen.includes('subscribed'));
    await touchVideo();
    await first.until((seen) => seen.includes('change'));
    await second.until((seen) => seen.includes('change'));

    stopFirst();
    stopSecond();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(anon.getChannels().filter((channel) => channel.topic === 'realtime:it-shared')).toHaveLength(0);
  });

  it('gives a fresh, working channel to a subscriber that comes after the last one left', async () => {
    const old = recorder();
    const stopOld = subscribeToTableChanges(anon, {
      channelName: 'it-rejoin',
      table: 'videos',
      onChange: old.onChange,
    });
    await old.until((seen) => seen.includes('subscribed'));
    const oldChannel = anon.getChannels().find((channel) => channel.topic === 'realtime:it-rejoin');
    stopOld();
    // right after the deferred removal, before the server could have answered the leave
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(oldChannel?.state).toBe('closed');

    const next = recorder();
    const stopNext = subscribeToTableChanges(anon, {
      channelName: 'it-rejoin',
      table: 'videos',
      onChange: next.onChange,
    });
    await next.until((seen) => seen.includes('subscribed'));
    await touchVideo();
    await next.until((seen) => seen.includes('change'));
    expect(old.seen).not.toContain('change');
    stopNext();
  });
});

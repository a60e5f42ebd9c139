import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supabase } from '../../../lib/supabase-client.ts';

const { realtime } = supabase;
import {
  BUSINESS_FACTS_CHANNEL,
  MEDIA_SLOTS_CHANNEL,
  useLiveUpdates,
  VIDEOS_CHANNEL,
} from './use-live-updates.ts';

// The unit project points the client at a host that never resolves: channels are created and
// removed for real by realtime-js, they just never reach a server.

function LiveUpdates() {
  useLiveUpdates();
  return null;
}

function renderStrict(children: ReactNode) {
  const queryClient = new QueryClient();
  return render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </StrictMode>,
  );
}

const topics = () =>
  realtime
    .getChannels()
    .map((channel) => channel.topic)
    .sort();

/** Lets the deferred removal (a 0 ms timer) and realtime-js's leave run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  // the unresolvable host makes every join fail with a warning; that is expected here
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  await realtime.removeAllChannels();
  vi.restoreAllMocks();
});

describe('useLiveUpdates', () => {
  it('opens one channel per table under StrictMode, even when rendered twice', async () => {
    const first = renderStrict(<LiveUpdates />);
    const second = renderStrict(<LiveUpdates />);
    await settle();

    expect(topics()).toEqual([
      `realtime:${BUSINESS_FACTS_CHANNEL}`,
      `realtime:${MEDIA_SLOTS_CHANNEL}`,
      `realtime:${VIDEOS_CHANNEL}`,
    ]);
    expect(VIDEOS_CHANNEL).toBe('videos-updates');

    first.unmount();
    await settle();
    expect(topics()).toHaveLength(3); // the second page still listens

    second.unmount();
    await settle();
    expect(topics()).toEqual([]);
  });

  it('listens to every change of its table', async () => {
    const view = renderStrict(<LiveUpdates />);
    await settle();

    const bindings = realtime.getChannels().map((channel) => ({
      topic: channel.topic,
      filters: channel.bindings.postgres_changes?.map((binding) => binding.filter),
    }));
    expect(bindings).toContainEqual({
      topic: 'realtime:videos-updates',
      filters: [{ event: '*', schema: 'public', table: 'videos' }],
    });
    expect(bindings).toContainEqual({
      topic: `realtime:${MEDIA_SLOTS_CHANNEL}`,
      filters: [{ event: '*', schema: 'public', table: 'media_slots' }],
    });
    expect(bindings).toContainEqual({
      topic: `realtime:${BUSINESS_FACTS_CHANNEL}`,
      filters: [{ event: '*', schema: 'public', table: 'business_facts' }],
    });
    view.unmount();
  });

  it('opens a fresh channel when mounted again after a real unmount', async () => {
    renderStrict(<LiveUpdates />).unmount();
    await settle();
    expect(topics()).toEqual([]);

    const again = renderStrict(<LiveUpdates />);
    await settle();
    expect(topics()).toHaveLength(3);
    expect(realtime.getChannels().every((channel) => channel.state !== 'closed')).toBe(true);
    again.unmount();
  });
});

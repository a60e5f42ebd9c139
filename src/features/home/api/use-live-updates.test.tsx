import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { getSupabase } from '@/lib/supabase-lazy.ts';
import { setupFakeSupabaseServer } from '@/testing/mocks/fake-supabase-server.ts';
import {
  BUSINESS_FACTS_CHANNEL,
  MEDIA_SLOTS_CHANNEL,
  PAGE_TEXTS_CHANNEL,
  VIDEOS_CHANNEL,
} from './live-channels.ts';
import { useLiveUpdates } from './use-live-updates.ts';
import { createQueryClient } from '@/lib/query-client.ts';

// The channels useLiveUpdates opens, against msw's fake Realtime (src/testing/mocks): realtime-js
// and the page's live connection run unchanged; only the server is fake.

const fake = setupFakeSupabaseServer({ realtime: true });

function LiveUpdates() {
  useLiveUpdates();
  return null;
}

function renderStrict(children: ReactNode) {
  return render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient('test')}>{children}</QueryClientProvider>
    </StrictMode>,
  );
}

const TOPICS = [
  `realtime:${BUSINESS_FACTS_CHANNEL}`,
  `realtime:${MEDIA_SLOTS_CHANNEL}`,
  `realtime:${PAGE_TEXTS_CHANNEL}`,
  `realtime:${VIDEOS_CHANNEL}`,
];

async function clientTopics(): Promise<string[]> {
  const { realtime } = await getSupabase();
  return realtime
    .getChannels()
    .map((channel) => channel.topic)
    .sort();
}

describe('useLiveUpdates', () => {
  it('joins one channel per table under StrictMode, even when rendered twice', async () => {
    const first = renderStrict(<LiveUpdates />);
    const second = renderStrict(<LiveUpdates />);
    await waitFor(() => expect(fake.backend.realtime.joinedTopics()).toEqual(TOPICS));
    expect(await clientTopics()).toEqual(TOPICS);
    expect(VIDEOS_CHANNEL).toBe('videos-updates');

    first.unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.backend.realtime.joinedTopics()).toEqual(TOPICS); // the second page still listens

    second.unmount();
    await waitFor(() => expect(fake.backend.realtime.joinedTopics()).toEqual([]));
  });

  it('listens to every change of its table', async () => {
    renderStrict(<LiveUpdates />);
    await waitFor(() => expect(fake.backend.realtime.joinedTopics()).toEqual(TOPICS));
    const { realtime } = await getSupabase();

    const bindings = realtime.getChannels().map((channel) => ({
      topic: channel.topic,
      filters: channel.bindings.postgres_changes?.map((binding) => binding.filter),
    }));
    expect(bindings).toContainEqual({
      topic: `realtime:${VIDEOS_CHANNEL}`,
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
    expect(bindings).toContainEqual({
      topic: `realtime:${PAGE_TEXTS_CHANNEL}`,
      filters: [{ event: '*', schema: 'public', table: 'page_texts' }],
    });
  });

  it('joins fresh channels when mounted again after a real unmount', async () => {
    renderStrict(<LiveUpdates />).unmount();
    await waitFor(async () => expect(await clientTopics()).toEqual([]));

    renderStrict(<LiveUpdates />);
    await waitFor(() => expect(fake.backend.realtime.joinedTopics()).toEqual(TOPICS));
    const { realtime } = await getSupabase();
    expect(realtime.getChannels().every((channel) => channel.state === 'joined')).toBe(true);
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { nextTask } from '#src/lib/next-task.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { getSupabase } from '#src/lib/supabase-lazy.ts';
import { liveConnectionClosed } from '#src/testing/live-connection-closed.ts';
import { MEDIA_SLOTS_CHANNEL, OWNER_DOCUMENTS_CHANNEL, VIDEOS_CHANNEL } from './live-channels.ts';
import { useLiveUpdates } from './use-live-updates.ts';

// The channels useLiveUpdates opens, against the stand-in's Realtime: realtime-js and the page's
// live connection run unchanged, and "joined" is the server's answer to each join.

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
  `realtime:${MEDIA_SLOTS_CHANNEL}`,
  `realtime:${OWNER_DOCUMENTS_CHANNEL}`,
  `realtime:${VIDEOS_CHANNEL}`,
];

/** The client's channels, by topic, each with its state. */
async function channels(): Promise<string[][]> {
  const { realtime } = await getSupabase();
  return realtime
    .getChannels()
    .map((channel) => [channel.topic, channel.state])
    .sort();
}
const ALL_JOINED = TOPICS.map((topic) => [topic, 'joined']);

afterEach(async () => {
  await waitFor(async () => expect(await channels()).toEqual([]));
  await liveConnectionClosed();
});

describe('useLiveUpdates', () => {
  it('joins one channel per table under StrictMode, even when rendered twice', async () => {
    const first = renderStrict(<LiveUpdates />);
    const second = renderStrict(<LiveUpdates />);
    await waitFor(async () => expect(await channels()).toEqual(ALL_JOINED));
    expect(VIDEOS_CHANNEL).toBe('videos-updates');

    first.unmount();
    await nextTask(); // a channel goes a task after its last listener: none went
    expect(await channels()).toEqual(ALL_JOINED); // the second page still listens

    second.unmount();
    await waitFor(async () => expect(await channels()).toEqual([]));
  });

  it('listens to every change of its table', async () => {
    const view = renderStrict(<LiveUpdates />);
    await waitFor(async () => expect(await channels()).toEqual(ALL_JOINED));
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
      topic: `realtime:${OWNER_DOCUMENTS_CHANNEL}`,
      filters: [{ event: '*', schema: 'public', table: 'owner_documents' }],
    });
    view.unmount();
  });

  it('joins fresh channels when mounted again after a real unmount', async () => {
    renderStrict(<LiveUpdates />).unmount();
    await waitFor(async () => expect(await channels()).toEqual([]));

    const view = renderStrict(<LiveUpdates />);
    await waitFor(async () => expect(await channels()).toEqual(ALL_JOINED));
    view.unmount();
  });
});

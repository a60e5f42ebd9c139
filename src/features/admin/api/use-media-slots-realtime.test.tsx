import { type QueryClient } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupFakeSupabaseServer } from '../../../testing/mocks/fake-supabase-server.ts';
import { fakeVideo, slotWithVersions } from '../../../testing/mocks/fake-tables.ts';
import type { ChangeType } from '../../../testing/mocks/realtime-handlers.ts';
import { createTestQueryClient, queryClientWrapper } from '../../../testing/query-client-wrapper.tsx';
import { sessionStore } from '../session/session-store.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { currentVersionOf } from './admin-types.ts';
import type { AdminMedia } from './get-admin-media.ts';

// useMediaSlotsRealtime against msw: the edge functions answer from fake tables and a fake
// Realtime pushes media_slots changes through realtime-js and the app's channel code.

const fake = setupFakeSupabaseServer({
  seed: () => {
    const hero = slotWithVersions('hero.main', 1);
    return {
      slots: [hero.slot],
      versions: hero.versions,
      videos: [fakeVideo('hero-main', 'https://www.youtube.com/watch?v=aaaaaaaaaaa')],
    };
  },
  realtime: true,
});
let modules: Awaited<ReturnType<typeof loadModules>>;

// realtime-js takes the WebSocket class when the site's client is built, so the modules that
// build it load only once msw has replaced that class (a static import would run first).
const loadModules = async () => ({
  ...(await import('./use-media-slots-realtime.ts')),
  ...(await import('./get-admin-media.ts')),
  ...(await import('./get-admin-videos.ts')),
  ...(await import('../../../lib/supabase-client.ts')),
});

beforeAll(async () => {
  modules = await loadModules();
});
beforeEach(() => sessionStore.setToken('sessao-de-teste'));
afterEach(() => {
  cleanup(); // unmount first: signing out re-renders whatever still reads the session
  sessionStore.clear();
});

const fetchCount = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.dataUpdateCount ?? 0;

/** The panel's lists with useMediaSlotsRealtime, once the channel has joined and the lists settled. */
async function renderLivePanel() {
  const queryClient = createTestQueryClient();
  const view = renderHook(
    () => {
      modules.useMediaSlotsRealtime();
      return { media: modules.useAdminMedia(), videos: modules.useAdminVideos() };
    },
    { wrapper: queryClientWrapper(queryClient) },
  );
  await waitFor(() => {
    expect(fake.backend.realtime.joinedTopics()).toEqual(['realtime:admin-media-slots']);
    expect(modules.supabase.realtime.getChannels().map((channel) => channel.state)).toEqual(['joined']);
  });
  await waitFor(() => {
    expect(queryClient.isFetching()).toBe(0);
    expect(view.result.current.media.isSuccess && view.result.current.videos.isSuccess).toBe(true);
  });
  const before = {
    media: fetchCount(queryClient, adminQueryKeys.media()),
    videos: fetchCount(queryClient, adminQueryKeys.videos()),
  };
  return { ...view, queryClient, before };
}

/** The version the list shows for hero.main: null when empty, undefined before the list loads. */
function heroVersion(media: AdminMedia | undefined): number | null | undefined {
  const slot = media?.slots.find((candidate) => candidate.slot_name === 'hero.main');
  return slot && (currentVersionOf(slot)?.version_number ?? null);
}

const EVENTS: ChangeType[] = ['INSERT', 'UPDATE', 'DELETE'];

describe('useMediaSlotsRealtime reloads the admin media list on media_slots changes', () => {
  it.each(EVENTS)('a media_slots %s refetches the media list, not the videos', async (type) => {
    const { result, queryClient, before } = await renderLivePanel();

    // another tab or phone emptied the slot
    fake.backend.tables.unpublishSlot('hero.main');
    expect(
      fake.backend.realtime.emitChange({ table: 'media_slots', type, record: { id: 'slot-hero.main' } }),
    ).toBe(1);

    await waitFor(() => expect(heroVersion(result.current.media.data)).toBeNull());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(fetchCount(queryClient, adminQueryKeys.media())).toBe(before.media + 1);
    expect(fetchCount(queryClient, adminQueryKeys.videos())).toBe(before.videos);
  });

  it('does not listen to the videos table', async () => {
    await renderLivePanel();
    expect(fake.backend.realtime.emitChange({ table: 'videos', type: 'UPDATE', record: {} })).toBe(0);
  });

  it('refetches the media list when the channel joins again after a dropped connection', async () => {
    const { result } = await renderLivePanel();
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    fake.backend.realtime.dropConnections();
    fake.backend.tables.unpublishSlot('hero.main'); // missed while the socket was down

    await waitFor(() => expect(heroVersion(result.current.media.data)).toBeNull(), { timeout: 5000 });
  });
});

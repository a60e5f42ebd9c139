import { type QueryClient } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupFakeSupabaseServer } from '@/testing/mocks/fake-supabase-server.ts';
import { fakeVideo, slotWithVersions } from '@/testing/mocks/fake-tables.ts';
import { completeBusinessFacts } from '@/testing/complete-business-facts.ts';
import type { FakeSupabase } from '@/testing/mocks/fake-supabase.ts';
import type { ChangeType } from '@/testing/mocks/realtime-handlers.ts';
import { queryClientWrapper } from '@/testing/query-client-wrapper.tsx';
import { sessionStore } from '../session/session-store.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { currentVersionOf } from './admin-types.ts';
import { createQueryClient } from '@/lib/query-client.ts';

// useAdminLiveUpdates against msw: the edge functions answer from fake tables and a fake
// Realtime pushes changes of media_slots, videos, business_facts and page_texts through realtime-js and the
// app's channel code.

const fake = setupFakeSupabaseServer({
  seed: () => {
    const hero = slotWithVersions('hero.main', 1);
    return {
      slots: [hero.slot],
      versions: hero.versions,
      videos: [fakeVideo('hero-main', 'https://www.youtube.com/watch?v=aaaaaaaaaaa')],
      businessFacts: [completeBusinessFacts()],
    };
  },
  realtime: true,
});
let modules: Awaited<ReturnType<typeof loadModules>>;

// realtime-js takes the WebSocket class when the site's client is built, so the modules that
// build it load only once msw has replaced that class (a static import would run first).
const loadModules = async () => ({
  ...(await import('./use-admin-live-updates.ts')),
  ...(await import('./get-admin-media.ts')),
  ...(await import('./get-admin-videos.ts')),
  ...(await import('./get-business-facts-history.ts')),
  ...(await import('./get-page-texts.ts')),
  ...(await import('@/lib/supabase-client.ts')),
});

beforeAll(async () => {
  modules = await loadModules();
});
beforeEach(() => sessionStore.setToken('sessao-de-teste'));
afterEach(() => {
  cleanup(); // unmount first: signing out re-renders whatever still reads the session
  sessionStore.clear();
});

type Read = 'media' | 'videos' | 'facts' | 'texts';
const KEYS: Record<Read, readonly unknown[]> = {
  media: adminQueryKeys.media(),
  videos: adminQueryKeys.videos(),
  facts: adminQueryKeys.businessFacts(),
  texts: adminQueryKeys.pageTexts(),
};
const fetchCount = (queryClient: QueryClient, read: Read) =>
  queryClient.getQueryState(KEYS[read])?.dataUpdateCount ?? 0;

/** The panel's four reads with useAdminLiveUpdates, once every channel has joined and the reads settled. */
async function renderLivePanel() {
  const queryClient = createQueryClient('test');
  const view = renderHook(
    () => {
      modules.useAdminLiveUpdates();
      return {
        media: modules.useAdminMedia(),
        videos: modules.useAdminVideos(),
        facts: modules.useBusinessFactsHistory(),
        texts: modules.usePageTextsHistory(),
      };
    },
    { wrapper: queryClientWrapper(queryClient) },
  );
  await waitFor(() => {
    expect(fake.backend.realtime.joinedTopics().sort()).toEqual([
      'realtime:admin-business-facts',
      'realtime:admin-media-slots',
      'realtime:admin-page-texts',
      'realtime:admin-videos',
    ]);
    expect(modules.supabase.realtime.getChannels().map((channel) => channel.state)).toEqual([
      'joined',
      'joined',
      'joined',
      'joined',
    ]);
  });
  await waitFor(() => {
    expect(queryClient.isFetching()).toBe(0);
    const { media, videos, facts, texts } = view.result.current;
    expect(media.isSuccess && videos.isSuccess && facts.isSuccess && texts.isSuccess).toBe(true);
  });
  const before = {
    media: fetchCount(queryClient, 'media'),
    videos: fetchCount(queryClient, 'videos'),
    facts: fetchCount(queryClient, 'facts'),
    texts: fetchCount(queryClient, 'texts'),
  };
  return { ...view, queryClient, before };
}

type Panel = Awaited<ReturnType<typeof renderLivePanel>>['result']['current'];

/** A change made in another tab or on another phone, and what the panel shows once it has it. */
interface Elsewhere {
  table: string;
  read: Read;
  change(backend: FakeSupabase): void;
  shown(panel: Panel): boolean;
}

const CHANGES: Elsewhere[] = [
  {
    table: 'media_slots',
    read: 'media',
    change: (backend) => backend.tables.unpublishSlot('hero.main'),
    shown: ({ media }) => {
      const hero = media.data?.slots.find((slot) => slot.slot_name === 'hero.main');
      return hero !== undefined && currentVersionOf(hero) === null;
    },
  },
  {
    table: 'videos',
    read: 'videos',
    change: (backend) =>
      backend.tables.upsertVideo('hero-main', {
        youtube_url: 'https://www.youtube.com/watch?v=bbbbbbbbbbb',
        video_name: 'Renomeado noutro separador',
        description: '',
      }),
    shown: ({ videos }) => videos.data?.[0]?.video_name === 'Renomeado noutro separador',
  },
  {
    table: 'business_facts',
    read: 'facts',
    change: (backend) =>
      backend.tables.saveBusinessFacts(completeBusinessFacts({ name: 'Guardado noutro separador' })),
    shown: ({ facts }) => facts.data?.current?.facts.name === 'Guardado noutro separador',
  },
  {
    table: 'page_texts',
    read: 'texts',
    change: (backend) =>
      backend.tables.savePageTexts('pt-PT', { faq: { title: 'Guardado noutro separador' } }),
    shown: ({ texts }) => texts.data?.current?.texts.faq?.title === 'Guardado noutro separador',
  },
];

const EVENTS: ChangeType[] = ['INSERT', 'UPDATE', 'DELETE'];

describe('useAdminLiveUpdates reloads each admin list on changes of its table', () => {
  describe.each(CHANGES)('$table', ({ table, read, change, shown }) => {
    it.each(EVENTS)('a %s refetches only its own list', async (type) => {
      const { result, queryClient, before } = await renderLivePanel();
      change(fake.backend);
      expect(fake.backend.realtime.emitChange({ table, type, record: { id: 1 } })).toBe(1);

      await waitFor(() => expect(shown(result.current)).toBe(true));
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      for (const other of Object.keys(KEYS) as Read[]) {
        expect(fetchCount(queryClient, other)).toBe(before[other] + (other === read ? 1 : 0));
      }
    });
  });

  it('refetches every list when the channels join again after a dropped connection', async () => {
    const { result } = await renderLivePanel();
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    fake.backend.realtime.dropConnections();
    for (const { change } of CHANGES) change(fake.backend); // missed while the socket was down

    await waitFor(() => expect(CHANGES.every(({ shown }) => shown(result.current))).toBe(true), {
      timeout: 5000,
    });
  });
});

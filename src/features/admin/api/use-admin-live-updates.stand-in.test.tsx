import type { QueryClient } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#src/lib/query-client.ts';
import { completeBusinessFacts } from '#src/testing/complete-business-facts.ts';
import { liveConnectionClosed } from '#src/testing/live-connection-closed.ts';
import { queryClientWrapper } from '#src/testing/query-client-wrapper.tsx';
import {
  publishVersions,
  resetPublishedContent,
  saveFacts,
  savePageTexts,
  signInAsAdmin,
  standInService,
  trackWebSockets,
} from '#src/testing/stand-in.ts';
import { sessionStore } from '#src/features/admin/session/session-store.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

// useAdminLiveUpdates against the stand-in: real changes of media_slots, videos and
// owner_documents (an insert, an update and a delete of each) reach the panel through the
// stand-in's Realtime, realtime-js and the app's channel code, and each reloads only its own
// lists (a document's change, the documents': the facts and the texts).

const sockets = trackWebSockets();
let modules: Awaited<ReturnType<typeof loadModules>>;
let session: string;

// realtime-js takes the WebSocket class when the site's client is built, so the modules that
// build it load only once the sockets are tracked (a static import would run first).
const loadModules = async () => ({
  ...(await import('./use-admin-live-updates.ts')),
  ...(await import('./get-admin-media.ts')),
  ...(await import('./get-admin-videos.ts')),
  ...(await import('./get-document-history.ts')),
  ...(await import('#src/lib/supabase-client.ts')),
  ...(await import('#src/lib/site-live-connection.ts')),
});

/** A slot and a video of this file's own, inserted and deleted by the tests. */
const EXTRA_SLOT = 'gallery.before_after.21.before';
const EXTRA_VIDEO = 'teste-ao-vivo';

beforeAll(async () => {
  modules = await loadModules();
  session = await signInAsAdmin();
});
beforeEach(async () => {
  await resetPublishedContent();
  await standInService().from('videos').delete().eq('video_key', EXTRA_VIDEO);
  await standInService().from('media_slots').delete().eq('slot_name', EXTRA_SLOT);
  await publishVersions('home.hero.desktop', 1);
  sessionStore.setToken(session);
});
afterEach(async () => {
  cleanup(); // unmount first: signing out re-renders whatever still reads the session
  sessionStore.clear();
  await liveConnectionClosed();
});
// the page's texts cannot be deleted: the built-in ones again, whatever a test saved
afterAll(() => savePageTexts({}));

type Read = 'media' | 'videos' | 'facts' | 'texts';
const KEYS: Record<Read, readonly unknown[]> = {
  media: adminQueryKeys.media(),
  videos: adminQueryKeys.videos(),
  facts: adminQueryKeys.document('business-facts', 'pt-PT'),
  texts: adminQueryKeys.document('page-texts', 'pt-PT'),
};
/** What a change of each table reloads: the documents are one table, so both its lists. */
const RELOADED: Record<string, Read[]> = {
  media_slots: ['media'],
  videos: ['videos'],
  owner_documents: ['facts', 'texts'],
};
const answers = (queryClient: QueryClient, read: Read) =>
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
        facts: modules.useDocumentHistory('business-facts', 'pt-PT'),
        texts: modules.useDocumentHistory('page-texts', 'pt-PT'),
      };
    },
    { wrapper: queryClientWrapper(queryClient) },
  );
  await waitFor(() =>
    expect(
      modules.supabase.realtime
        .getChannels()
        .map((channel) => [channel.topic, channel.state])
        .sort(),
    ).toEqual([
      ['realtime:admin-media-slots', 'joined'],
      ['realtime:admin-owner-documents', 'joined'],
      ['realtime:admin-videos', 'joined'],
    ]),
  );
  await waitFor(() => {
    expect(queryClient.isFetching()).toBe(0);
    const { media, videos, facts, texts } = view.result.current;
    expect(media.isSuccess && videos.isSuccess && facts.isSuccess && texts.isSuccess).toBe(true);
  });
  const before = {
    media: answers(queryClient, 'media'),
    videos: answers(queryClient, 'videos'),
    facts: answers(queryClient, 'facts'),
    texts: answers(queryClient, 'texts'),
  };
  /** Waits until `reads` have answered once more, and checks the others have not. */
  const reloadedOnly = async (reads: Read[]) => {
    for (const read of reads) {
      await waitFor(() => expect(answers(queryClient, read), read).toBeGreaterThan(before[read]));
    }
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    for (const other of Object.keys(KEYS) as Read[]) {
      if (!reads.includes(other)) expect(answers(queryClient, other), other).toBe(before[other]);
    }
  };
  return { ...view, reloadedOnly, queryClient };
}

const db = () => standInService();
const insertSlot = () =>
  db().from('media_slots').insert({ slot_name: EXTRA_SLOT, section: 'gallery', title: 'Extra' });
const insertVideo = () =>
  db()
    .from('videos')
    .insert({ video_key: EXTRA_VIDEO, video_name: 'Ao vivo', youtube_url: null, is_active: true });

interface Elsewhere {
  table: string;
  event: string;
  /** What must exist before the panel opens (the row an update or a delete changes). */
  before?(): PromiseLike<unknown>;
  /** The change, made in another tab or on another phone. */
  change(): PromiseLike<unknown>;
}

const CHANGES: Elsewhere[] = [
  { table: 'media_slots', event: 'INSERT', change: insertSlot },
  { table: 'media_slots', event: 'UPDATE', change: () => publishVersions('servico-sofas', 1) },
  {
    table: 'media_slots',

    event: 'DELETE',
    before: insertSlot,
    change: () => db().from('media_slots').delete().eq('slot_name', EXTRA_SLOT),
  },
  { table: 'videos', event: 'INSERT', change: insertVideo },
  {
    table: 'videos',

    event: 'UPDATE',
    change: () =>
      db().from('videos').update({ video_name: 'Renomeado noutro separador' }).eq('video_key', 'hero-main'),
  },
  {
    table: 'videos',

    event: 'DELETE',
    before: insertVideo,
    change: () => db().from('videos').delete().eq('video_key', EXTRA_VIDEO),
  },
  {
    table: 'owner_documents',
    event: 'INSERT (the first facts)',
    change: () => saveFacts(completeBusinessFacts()),
  },
  {
    table: 'owner_documents',
    event: 'UPDATE (facts saved again)',
    before: () => saveFacts(completeBusinessFacts()),
    change: () => saveFacts(completeBusinessFacts({ name: 'Guardado noutro separador' })),
  },
  {
    table: 'owner_documents',
    event: 'DELETE (a backup restored)',
    before: () => saveFacts(completeBusinessFacts()),
    change: () => db().from('owner_documents').delete().eq('document', 'business-facts'),
  },
  {
    // the first save inserts the language's row, every later one updates it
    table: 'owner_documents',
    event: 'save of the texts',
    change: () => savePageTexts({ faq: { title: 'Guardado noutro separador' } }),
  },
];

describe('useAdminLiveUpdates reloads each admin list on changes of its table', () => {
  it.each(CHANGES)('a $table $event reloads only its own lists', async ({ table, before, change }) => {
    const failed = (done: unknown) =>
      (done as { error?: { message: string } | null } | undefined)?.error ?? null;
    expect(failed(await before?.())).toBeNull();
    const { reloadedOnly } = await renderLivePanel();

    expect(failed(await change())).toBeNull();
    await reloadedOnly(RELOADED[table]!);
  });

  it(
    'reloads every list when the channels join again after a dropped connection',
    { timeout: 60_000 },
    async () => {
      const { queryClient } = await renderLivePanel();
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      // the live connection waits 2 s and more before it tries again: the shortest, so the test is quick
      vi.spyOn(Math, 'random').mockReturnValue(0);

      sockets.cutNetwork();
      // missed while the network is down: no event reaches the panel, only the rejoin can tell it
      await publishVersions('servico-sofas', 1);
      const renamed = await db()
        .from('videos')
        .update({ video_name: 'Renomeado sem rede' })
        .eq('video_key', 'hero-main')
        .select('video_name');
      expect(renamed.error).toBeNull();
      expect(renamed.data).toEqual([{ video_name: 'Renomeado sem rede' }]);
      await saveFacts(completeBusinessFacts({ name: 'Guardado sem rede' }));
      // back only now: however long the writes took, the channels join again after all of them
      sockets.restoreNetwork();
      // at the next retry of the connection's ladder (2 s, 4 s, 8 s… with this random), which on a
      // busy machine may come after several failed ones made while the writes were running
      await waitFor(() => expect(modules.liveStatus()).toBe('live'), { timeout: 45_000 });

      // read from the cache the panel renders from: the hook's last render can lag behind it here,
      // React's updates outside act() being left to the test environment (seen: the facts query
      // idle with the new rows while the hook still showed its refetch starting)
      await waitFor(
        () => {
          const media = queryClient.getQueryData(KEYS.media) as ReturnType<
            typeof modules.useAdminMedia
          >['data'];
          const videos = queryClient.getQueryData(KEYS.videos) as ReturnType<
            typeof modules.useAdminVideos
          >['data'];
          const facts = queryClient.getQueryData(KEYS.facts) as
            ReturnType<typeof modules.useDocumentHistory<'business-facts'>>['data'] | undefined;
          expect(media?.slots.find((slot) => slot.slot_name === 'servico-sofas')?.is_published).toBe(true);
          expect(videos?.find((video) => video.video_key === 'hero-main')?.video_name).toBe(
            'Renomeado sem rede',
          );
          expect(facts?.current?.facts.name).toBe('Guardado sem rede');
        },
        { timeout: 30_000 },
      );
    },
  );
});

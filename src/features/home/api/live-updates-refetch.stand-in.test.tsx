import { useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#src/lib/query-client.ts';
import { getSupabase } from '#src/lib/supabase-lazy.ts';
import { completeBusinessFacts } from '#src/testing/complete-business-facts.ts';
import { liveConnectionClosed } from '#src/testing/live-connection-closed.ts';
import { queryClientWrapper } from '#src/testing/query-client-wrapper.tsx';
import {
  publishVersions,
  resetPublishedContent,
  saveFacts,
  savePageTexts,
  standInService,
  trackWebSockets,
} from '#src/testing/stand-in.ts';
import { businessFactsQueryOptions } from './get-business-facts.ts';
import { pageTextsQueryOptions } from './get-page-texts.ts';
import { portfolioPairsQueryOptions } from './get-portfolio-pairs.ts';
import { portfolioTextsQueryOptions } from './get-portfolio-texts.ts';
import { siteMediaQueryOptions } from './get-site-media.ts';
import { activeVideosQueryOptions } from './get-videos.ts';
import { useLiveUpdates } from './use-live-updates.ts';

// useLiveUpdates against the stand-in: real changes of videos, media_slots and owner_documents
// (an insert, an update and a delete of each) reach the page through the stand-in's Realtime,
// realtime-js and the app's channel code, and each refetches only the reads of its table (a
// document's, the reads of the facts and the texts). The
// site's Supabase client loads lazily (getSupabase), after the sockets below are tracked.

const sockets = trackWebSockets();

const KEYS = {
  siteMedia: siteMediaQueryOptions().queryKey,
  portfolio: portfolioPairsQueryOptions('pt-PT').queryKey,
  videos: activeVideosQueryOptions().queryKey,
  facts: businessFactsQueryOptions().queryKey,
  texts: pageTextsQueryOptions('pt-PT').queryKey,
  portfolioTexts: portfolioTextsQueryOptions('pt-PT').queryKey,
};
/** What the page reads of the owner's documents: a change of one refetches all of them. */
const DOCUMENT_READS: ReadName[] = ['facts', 'texts', 'portfolioTexts'];
type ReadName = keyof typeof KEYS;
const EVERY_READ = Object.keys(KEYS) as ReadName[];

/** A slot and a video of this file's own, inserted and deleted by the tests. */
const EXTRA_SLOT = 'gallery.before_after.22.before';
const EXTRA_VIDEO = 'teste-pagina-ao-vivo';
const NEW_VIDEO = 'https://www.youtube.com/watch?v=bbbbbbbbbbb';

const db = () => standInService();

beforeEach(async () => {
  await resetPublishedContent();
  await db().from('videos').delete().eq('video_key', EXTRA_VIDEO);
  await db().from('media_slots').delete().eq('slot_name', EXTRA_SLOT);
  await publishVersions('gallery.before_after.1.before', 1);
  await publishVersions('gallery.before_after.1.after', 1);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await liveConnectionClosed();
});
// the page's texts cannot be deleted: the built-in ones again, whatever a test saved
afterAll(() => savePageTexts({}));

/** How many answers each read has stored in the cache so far. */
function fetchCounts(queryClient: QueryClient): Record<ReadName, number> {
  const count = (key: QueryKey) => queryClient.getQueryState(key)?.dataUpdateCount ?? 0;
  return {
    siteMedia: count(KEYS.siteMedia),
    portfolio: count(KEYS.portfolio),
    videos: count(KEYS.videos),
    facts: count(KEYS.facts),
    texts: count(KEYS.texts),
    portfolioTexts: count(KEYS.portfolioTexts),
  };
}

/**
 * When each answer to the page's reads of site_revision arrived, since the current test's page
 * opened. fetch itself runs unchanged; supabase-js takes it when the site's client is built, so
 * it is wrapped before that, once for the file.
 */
let revisionAnsweredAt: number[] = [];
const platformFetch = globalThis.fetch;
vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
  const response = await platformFetch(input, init);
  const url = input instanceof Request ? input.url : String(input);
  if (url.includes('/rest/v1/site_revision')) revisionAnsweredAt.push(Date.now());
  return response;
});

/** The home page's reads and useLiveUpdates, once the channels have joined and the reads settled. */
async function renderLiveHome() {
  revisionAnsweredAt = [];
  const queryClient = createQueryClient('test');
  const view = renderHook(
    () => {
      useLiveUpdates();
      return {
        siteMedia: useQuery(siteMediaQueryOptions()),
        portfolio: useQuery(portfolioPairsQueryOptions('pt-PT')),
        videos: useQuery(activeVideosQueryOptions()),
        facts: useQuery(businessFactsQueryOptions()),
        texts: useQuery(pageTextsQueryOptions('pt-PT')),
        portfolioTexts: useQuery(portfolioTextsQueryOptions('pt-PT')),
      };
    },
    { wrapper: queryClientWrapper(queryClient) },
  );
  const { realtime } = await getSupabase();
  await waitFor(() =>
    expect(
      realtime
        .getChannels()
        .map((channel) => [channel.topic, channel.state])
        .sort(),
    ).toEqual([
      ['realtime:media-slots-updates', 'joined'],
      ['realtime:owner-documents-updates', 'joined'],
      ['realtime:videos-updates', 'joined'],
    ]),
  );
  // the first join reads the site revision; the router's page knows none, so it reads everything
  // again: settled once every read has an answer newer than the revision's
  await waitFor(() => {
    const [revisionAnswered] = revisionAnsweredAt;
    expect(revisionAnswered).toBeDefined();
    expect(queryClient.isFetching()).toBe(0);
    for (const key of Object.values(KEYS)) {
      expect(queryClient.getQueryState(key)?.dataUpdatedAt).toBeGreaterThan(revisionAnswered!);
    }
  });
  return { ...view, queryClient };
}

/** Waits for `expected` reads to refetch, then checks the others did not. */
async function expectRefetched(
  queryClient: QueryClient,
  before: Record<ReadName, number>,
  expected: ReadName[],
) {
  await waitFor(() => {
    const now = fetchCounts(queryClient);
    for (const name of expected) expect(now[name], name).toBeGreaterThan(before[name]);
    expect(queryClient.isFetching()).toBe(0);
  });
  const now = fetchCounts(queryClient);
  for (const name of Object.keys(KEYS) as ReadName[]) {
    if (!expected.includes(name)) expect(now[name], `${name} refetched`).toBe(before[name]);
  }
}

const insertSlot = () =>
  db().from('media_slots').insert({ slot_name: EXTRA_SLOT, section: 'gallery', title: 'Extra' });
const insertVideo = () =>
  db()
    .from('videos')
    .insert({ video_key: EXTRA_VIDEO, video_name: 'Ao vivo', youtube_url: NEW_VIDEO, is_active: true });

interface Change {
  table: string;
  event: string;
  refetches: ReadName[];
  /** What must exist before the page opens (the row an update or a delete changes). */
  before?(): PromiseLike<unknown>;
  /** The change, made by the owner meanwhile. */
  change(): PromiseLike<unknown>;
}

const CHANGES: Change[] = [
  { table: 'videos', event: 'INSERT', refetches: ['videos'], change: insertVideo },
  {
    table: 'videos',
    event: 'UPDATE',
    refetches: ['videos'],
    change: () => db().from('videos').update({ youtube_url: NEW_VIDEO }).eq('video_key', 'hero-main'),
  },
  {
    table: 'videos',
    event: 'DELETE',
    refetches: ['videos'],
    before: insertVideo,
    change: () => db().from('videos').delete().eq('video_key', EXTRA_VIDEO),
  },
  { table: 'media_slots', event: 'INSERT', refetches: ['siteMedia', 'portfolio'], change: insertSlot },
  {
    table: 'media_slots',
    event: 'UPDATE',
    refetches: ['siteMedia', 'portfolio'],
    change: () => publishVersions('servico-sofas', 1),
  },
  {
    table: 'media_slots',
    event: 'DELETE',
    refetches: ['siteMedia', 'portfolio'],
    before: insertSlot,
    change: () => db().from('media_slots').delete().eq('slot_name', EXTRA_SLOT),
  },
  {
    table: 'owner_documents',
    event: 'INSERT (the first facts)',
    refetches: DOCUMENT_READS,
    change: () => saveFacts(completeBusinessFacts({ phone: '+351213456789' })),
  },
  {
    table: 'owner_documents',
    event: 'UPDATE (facts saved again)',
    refetches: DOCUMENT_READS,
    before: () => saveFacts(completeBusinessFacts()),
    change: () => saveFacts(completeBusinessFacts({ phone: '+351213456789' })),
  },
  {
    table: 'owner_documents',
    event: 'DELETE (a backup restored)',
    refetches: DOCUMENT_READS,
    before: () => saveFacts(completeBusinessFacts()),
    change: () => db().from('owner_documents').delete().eq('document', 'business-facts'),
  },
  {
    // the first save inserts the language's row, every later one updates it
    table: 'owner_documents',
    event: 'save of the texts',
    refetches: DOCUMENT_READS,
    change: () => savePageTexts({ faq: { title: 'Dúvidas' } }),
  },
];

const failed = (done: unknown) => (done as { error?: { message: string } | null } | undefined)?.error ?? null;

describe('useLiveUpdates refetches the reads of the table that changed', () => {
  it.each(CHANGES)(
    'a $table $event refetches $refetches, and only them',
    async ({ refetches, before, change }) => {
      expect(failed(await before?.())).toBeNull();
      const { queryClient } = await renderLiveHome();
      const counts = fetchCounts(queryClient);

      expect(failed(await change())).toBeNull();
      await expectRefetched(queryClient, counts, refetches);
    },
  );

  it('shows what changed: a new video, a published photo, a lost pair, saved facts and texts', async () => {
    const { result, queryClient } = await renderLiveHome();
    expect(result.current.facts.data).toBeNull(); // nothing saved yet
    expect(result.current.portfolio.data).toHaveLength(1);
    const counts = fetchCounts(queryClient);

    await db().from('videos').update({ youtube_url: NEW_VIDEO }).eq('video_key', 'hero-main');
    await publishVersions('servico-sofas', 1);
    await db()
      .from('media_slots')
      .update({ is_published: false, current_version: null })
      .eq('slot_name', 'gallery.before_after.1.after');
    await saveFacts(completeBusinessFacts({ phone: '+351213456789' }));
    await savePageTexts({ portfolio: { cta: 'Quero o meu sofá assim' }, faq: { title: 'Dúvidas' } });

    await expectRefetched(queryClient, counts, EVERY_READ);
    await waitFor(() => {
      const { videos, siteMedia, portfolio, facts, texts, portfolioTexts } = result.current;
      expect(videos.data?.find((video) => video.video_key === 'hero-main')?.youtube_url).toBe(NEW_VIDEO);
      expect(siteMedia.data?.['servico-sofas']).toBeDefined();
      expect(portfolio.data).toEqual([]); // the pair lost its "after" image
      expect(facts.data?.facts.phone).toBe('+351213456789');
      expect(texts.data?.texts).toEqual({
        portfolio: { cta: 'Quero o meu sofá assim' },
        faq: { title: 'Dúvidas' },
      });
      // the portfolio's entry keeps its own words only
      expect(portfolioTexts.data?.texts).toEqual({ portfolio: { cta: 'Quero o meu sofá assim' } });
    });
  });

  it('refetches every table when the channels join again after a dropped connection and the site changed meanwhile', async () => {
    const { result, queryClient } = await renderLiveHome();
    const counts = fetchCounts(queryClient);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // the live connection waits 2 s and more before it tries again: the shortest, so the test is quick
    vi.spyOn(Math, 'random').mockReturnValue(0);

    sockets.cutNetwork();
    // changed while the network is down: no event reaches the page, only the rejoin can tell it
    await db().from('videos').update({ youtube_url: NEW_VIDEO }).eq('video_key', 'hero-main');
    sockets.restoreNetwork();

    await waitFor(() =>
      expect(result.current.videos.data?.find((video) => video.video_key === 'hero-main')?.youtube_url).toBe(
        NEW_VIDEO,
      ),
    );
    await expectRefetched(queryClient, counts, EVERY_READ);
    // one line for the pause, not one per channel
    expect(warn.mock.calls).toEqual([['Atualizações em tempo real em pausa: o projeto não respondeu.']]);
  });
});

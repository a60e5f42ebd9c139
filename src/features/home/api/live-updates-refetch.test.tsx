import { useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nextTask } from '@/lib/next-task.ts';
import { getSupabase } from '@/lib/supabase-lazy.ts';
import { setupFakeSupabaseServer } from '@/testing/mocks/fake-supabase-server.ts';
import { fakeVideo, slotWithVersions } from '@/testing/mocks/fake-tables.ts';
import { completeBusinessFacts } from '@/testing/complete-business-facts.ts';
import type { ChangeType } from '@/testing/mocks/realtime-handlers.ts';
import { queryClientWrapper } from '@/testing/query-client-wrapper.tsx';
import { businessFactsQueryOptions } from './get-business-facts.ts';
import { pageTextsQueryOptions } from './get-page-texts.ts';
import { portfolioPairsQueryOptions } from './get-portfolio-pairs.ts';
import { siteMediaQueryOptions } from './get-site-media.ts';
import { activeVideosQueryOptions } from './get-videos.ts';
import { useLiveUpdates } from './use-live-updates.ts';
import { createQueryClient } from '@/lib/query-client.ts';

// useLiveUpdates against msw: PostgREST answers the home page's reads and a fake Realtime
// pushes table changes through realtime-js and the app's channel code, unchanged. The site's
// Supabase client loads lazily (getSupabase), after the server below is listening.

const KEYS = {
  siteMedia: siteMediaQueryOptions().queryKey,
  portfolio: portfolioPairsQueryOptions().queryKey,
  videos: activeVideosQueryOptions().queryKey,
  facts: businessFactsQueryOptions().queryKey,
  texts: pageTextsQueryOptions().queryKey,
};
type ReadName = keyof typeof KEYS;

const HERO_VIDEO = 'https://www.youtube.com/watch?v=aaaaaaaaaaa';
const NEW_VIDEO = 'https://www.youtube.com/watch?v=bbbbbbbbbbb';

const fake = setupFakeSupabaseServer({
  seed: () => {
    const hero = slotWithVersions('hero.main', 1);
    const before = slotWithVersions('gallery.before_after.1.before', 1);
    const after = slotWithVersions('gallery.before_after.1.after', 1);
    return {
      slots: [hero.slot, before.slot, after.slot],
      versions: [...hero.versions, ...before.versions, ...after.versions],
      videos: [fakeVideo('hero-main', HERO_VIDEO)],
    };
  },
  realtime: true,
});

/** How many answers each read has stored in the cache so far. */
function fetchCounts(queryClient: QueryClient): Record<ReadName, number> {
  const count = (key: QueryKey) => queryClient.getQueryState(key)?.dataUpdateCount ?? 0;
  return {
    siteMedia: count(KEYS.siteMedia),
    portfolio: count(KEYS.portfolio),
    videos: count(KEYS.videos),
    facts: count(KEYS.facts),
    texts: count(KEYS.texts),
  };
}

/** The home page's four reads and useLiveUpdates, once the channels have joined and the reads settled. */
async function renderLiveHome() {
  const queryClient = createQueryClient('test');
  const view = renderHook(
    () => {
      useLiveUpdates();
      return {
        siteMedia: useQuery(siteMediaQueryOptions()),
        portfolio: useQuery(portfolioPairsQueryOptions()),
        videos: useQuery(activeVideosQueryOptions()),
        facts: useQuery(businessFactsQueryOptions()),
        texts: useQuery(pageTextsQueryOptions()),
      };
    },
    { wrapper: queryClientWrapper(queryClient) },
  );
  const { realtime } = await getSupabase();
  await waitFor(() => {
    expect(fake.backend.realtime.joinedTopics()).toEqual([
      'realtime:business-facts-updates',
      'realtime:media-slots-updates',
      'realtime:page-texts-updates',
      'realtime:videos-updates',
    ]);
    expect(realtime.getChannels().map((channel) => channel.state)).toEqual([
      'joined',
      'joined',
      'joined',
      'joined',
    ]);
  });
  // the first join reads the site revision; the router's page knows none, so it reads everything again
  await waitFor(() => expect(fake.backend.log.count('GET rest/site_revision')).toBeGreaterThan(0));
  await nextTask(); // the answer's invalidation
  await waitFor(() => {
    expect(queryClient.isFetching()).toBe(0);
    expect(Object.values(fetchCounts(queryClient)).every((count) => count > 0)).toBe(true);
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

const EVENTS: ChangeType[] = ['INSERT', 'UPDATE', 'DELETE'];

describe('useLiveUpdates refetches the reads of the table that changed', () => {
  it.each(EVENTS)('a videos %s refetches the active videos, and only them', async (type) => {
    const { result, queryClient } = await renderLiveHome();
    const before = fetchCounts(queryClient);

    fake.backend.tables.upsertVideo('hero-main', {
      youtube_url: NEW_VIDEO,
      video_name: 'Novo',
      description: '',
    });
    expect(
      fake.backend.realtime.emitChange({ table: 'videos', type, record: { id: 'video-hero-main' } }),
    ).toBe(1);

    await expectRefetched(queryClient, before, ['videos']);
    expect(result.current.videos.data?.map((video) => video.youtube_url)).toEqual([NEW_VIDEO]);
  });

  it.each(EVENTS)(
    'a media_slots %s refetches the published images and the portfolio, not the videos',
    async (type) => {
      const { result, queryClient } = await renderLiveHome();
      const before = fetchCounts(queryClient);

      fake.backend.tables.publishVersion('hero.main', {
        fileName: 'novo.webp',
        mimeType: 'image/webp',
        fileSize: 2048,
      });
      fake.backend.tables.unpublishSlot('gallery.before_after.1.after');
      expect(
        fake.backend.realtime.emitChange({ table: 'media_slots', type, record: { id: 'slot-hero.main' } }),
      ).toBe(1);

      await expectRefetched(queryClient, before, ['siteMedia', 'portfolio']);
      expect(result.current.siteMedia.data?.['hero.main']?.url).toMatch(/\/v2\.jpg$/);
      expect(result.current.portfolio.data).toEqual([]); // the pair lost its "after" image
    },
  );

  it.each(EVENTS)('a business_facts %s refetches the business facts, and only them', async (type) => {
    const { result, queryClient } = await renderLiveHome();
    expect(result.current.facts.data).toBeNull(); // nothing saved yet
    const before = fetchCounts(queryClient);

    fake.backend.tables.saveBusinessFacts(completeBusinessFacts({ phone: '+351213456789' }));
    expect(fake.backend.realtime.emitChange({ table: 'business_facts', type, record: { id: 1 } })).toBe(1);

    await expectRefetched(queryClient, before, ['facts']);
    expect(result.current.facts.data?.facts.phone).toBe('+351213456789');
  });

  it.each(EVENTS)('a page_texts %s refetches the page texts, and only them', async (type) => {
    const { result, queryClient } = await renderLiveHome();
    expect(result.current.texts.data).toBeNull(); // nothing saved yet
    const before = fetchCounts(queryClient);

    fake.backend.tables.savePageTexts('pt-PT', { faq: { title: 'Dúvidas' } });
    expect(fake.backend.realtime.emitChange({ table: 'page_texts', type, record: { locale: 'pt-PT' } })).toBe(
      1,
    );

    await expectRefetched(queryClient, before, ['texts']);
    expect(result.current.texts.data).toEqual({ version: 1, texts: { faq: { title: 'Dúvidas' } } });
  });

  it('refetches every table when the channels join again after a dropped connection and the site changed meanwhile', async () => {
    const { result, queryClient } = await renderLiveHome();
    const before = fetchCounts(queryClient);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // the live connection waits 2 to 4 s before it tries again: the shortest, so the test is quick
    vi.spyOn(Math, 'random').mockReturnValue(0);

    // changed while the socket is down: no event reaches the page, only the rejoin can tell it
    fake.backend.realtime.dropConnections();
    fake.backend.tables.upsertVideo('hero-main', {
      youtube_url: NEW_VIDEO,
      video_name: 'Novo',
      description: '',
    });

    await waitFor(() => expect(result.current.videos.data?.[0]?.youtube_url).toBe(NEW_VIDEO), {
      timeout: 5000,
    });
    await expectRefetched(queryClient, before, ['siteMedia', 'portfolio', 'videos', 'facts', 'texts']);
    // one line for the pause, not one per channel
    expect(warn.mock.calls).toEqual([['Atualizações em tempo real em pausa: o projeto não respondeu.']]);
  });
});

import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { compactDehydratedState, expandDehydratedState } from './compact-dehydrated-state.ts';

async function readClient(): Promise<QueryClient> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  await client.prefetchQuery({
    queryKey: ['media-slots', 'published'],
    queryFn: () => ({ sofa: { url: '~/a.webp' } }),
  });
  await client.prefetchQuery({ queryKey: ['videos', 'active'], queryFn: () => [] });
  return client;
}

describe('compactDehydratedState / expandDehydratedState', () => {
  it('leaves out what a successful read has at its defaults, and hydrates to the same cache', async () => {
    const dehydrated = dehydrate(await readClient());
    const compact = compactDehydratedState(dehydrated);

    expect(Object.keys(compact.queries[0]!.state).sort()).toEqual(['data', 'dataUpdatedAt']);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(dehydrated).length / 2);

    const browser = new QueryClient();
    hydrate(browser, expandDehydratedState(JSON.parse(JSON.stringify(compact))));
    for (const query of dehydrated.queries) {
      const hydrated = browser.getQueryCache().find({ queryKey: query.queryKey, exact: true });
      expect(hydrated?.state).toEqual({ ...query.state, fetchStatus: 'idle' });
    }
  });

  it('keeps a field that differs from a successful read, such as an invalidated query', async () => {
    const client = await readClient();
    await client.invalidateQueries({ queryKey: ['videos'], refetchType: 'none' });
    const compact = compactDehydratedState(dehydrate(client));
    const videos = compact.queries.find((query) => query.queryKey[0] === 'videos')!;
    expect(videos.state.isInvalidated).toBe(true);
    expect(
      expandDehydratedState(compact).queries.find((q) => q.queryKey[0] === 'videos')!.state.isInvalidated,
    ).toBe(true);
  });
});

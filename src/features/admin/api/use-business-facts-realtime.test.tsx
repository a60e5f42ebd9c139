import { type QueryClient } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupFakeSupabaseServer } from '../../../testing/mocks/fake-supabase-server.ts';
import { fakeBusinessFacts, slotWithVersions } from '../../../testing/mocks/fake-tables.ts';
import type { ChangeType } from '../../../testing/mocks/realtime-handlers.ts';
import { createTestQueryClient, queryClientWrapper } from '../../../testing/query-client-wrapper.tsx';
import { sessionStore } from '../session/session-store.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

// useBusinessFactsRealtime against msw: the business-facts function answers from fake tables
// and a fake Realtime pushes business_facts changes through realtime-js and the app's channel code.

const fake = setupFakeSupabaseServer({
  seed: () => {
    const hero = slotWithVersions('hero.main', 1);
    return {
      slots: [hero.slot],
      versions: hero.versions,
      businessFacts: [fakeBusinessFacts()],
    };
  },
  realtime: true,
});
let modules: Awaited<ReturnType<typeof loadModules>>;

// realtime-js takes the WebSocket class when the site's client is built, so the modules that
// build it load only once msw has replaced that class (a static import would run first).
const loadModules = async () => ({
  ...(await import('./use-business-facts-realtime.ts')),
  ...(await import('./get-business-facts.ts')),
  ...(await import('./get-admin-media.ts')),
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

/** The facts and the media list with useBusinessFactsRealtime, once the channel has joined and both settled. */
async function renderLivePanel() {
  const queryClient = createTestQueryClient();
  const view = renderHook(
    () => {
      modules.useBusinessFactsRealtime();
      return { facts: modules.useBusinessFactsHistory(), media: modules.useAdminMedia() };
    },
    { wrapper: queryClientWrapper(queryClient) },
  );
  await waitFor(() => {
    expect(fake.backend.realtime.joinedTopics()).toEqual(['realtime:admin-business-facts']);
    expect(modules.supabase.realtime.getChannels().map((channel) => channel.state)).toEqual(['joined']);
  });
  await waitFor(() => {
    expect(queryClient.isFetching()).toBe(0);
    expect(view.result.current.facts.isSuccess && view.result.current.media.isSuccess).toBe(true);
  });
  const before = {
    facts: fetchCount(queryClient, adminQueryKeys.businessFacts()),
    media: fetchCount(queryClient, adminQueryKeys.media()),
  };
  return { ...view, queryClient, before };
}

const EVENTS: ChangeType[] = ['INSERT', 'UPDATE', 'DELETE'];

describe('useBusinessFactsRealtime reloads the admin’s business facts on business_facts changes', () => {
  it.each(EVENTS)('a business_facts %s refetches the facts, not the media list', async (type) => {
    const { result, queryClient, before } = await renderLivePanel();

    // another tab or phone saved new facts
    fake.backend.tables.saveBusinessFacts(fakeBusinessFacts({ name: 'Guardado noutro separador' }));
    expect(fake.backend.realtime.emitChange({ table: 'business_facts', type, record: { id: 1 } })).toBe(1);

    await waitFor(() =>
      expect(result.current.facts.data?.current?.facts.name).toBe('Guardado noutro separador'),
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(fetchCount(queryClient, adminQueryKeys.businessFacts())).toBe(before.facts + 1);
    expect(fetchCount(queryClient, adminQueryKeys.media())).toBe(before.media);
  });

  it('does not listen to the media tables', async () => {
    await renderLivePanel();
    expect(fake.backend.realtime.emitChange({ table: 'media_slots', type: 'UPDATE', record: {} })).toBe(0);
  });

  it('refetches the facts when the channel joins again after a dropped connection', async () => {
    const { result } = await renderLivePanel();
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    fake.backend.realtime.dropConnections();
    fake.backend.tables.saveBusinessFacts(fakeBusinessFacts({ name: 'Guardado sem rede' })); // missed while down

    await waitFor(() => expect(result.current.facts.data?.current?.facts.name).toBe('Guardado sem rede'), {
      timeout: 5000,
    });
  });
});

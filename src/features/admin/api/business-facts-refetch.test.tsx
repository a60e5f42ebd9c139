import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refusedFunction } from '../../../testing/mocks/edge-function-handlers.ts';
import { setupFakeSupabaseServer } from '../../../testing/mocks/fake-supabase-server.ts';
import { fakeVideo, slotWithVersions } from '../../../testing/mocks/fake-tables.ts';
import { completeBusinessFacts } from '../../../testing/complete-business-facts.ts';
import { queryClientWrapper } from '../../../testing/query-client-wrapper.tsx';
import { sessionStore } from '../session/session-store.ts';
import { useBusinessFactsHistory } from './get-business-facts-history.ts';
import { useAdminMedia } from './get-admin-media.ts';
import { useAdminVideos } from './get-admin-videos.ts';
import { useRestoreBusinessFacts } from './restore-business-facts.ts';
import { useSaveBusinessFacts } from './save-business-facts.ts';
import { createQueryClient } from '../../../lib/query-client.ts';

// Saving and restoring the business facts against msw: the fake business-facts function answers
// from fake tables, so the facts query shows the new version only if the mutation reloaded it.

const fake = setupFakeSupabaseServer({
  seed: () => {
    const hero = slotWithVersions('hero.main', 1);
    return {
      slots: [hero.slot],
      versions: hero.versions,
      videos: [fakeVideo('hero-main', null)],
      businessFacts: [completeBusinessFacts({ name: 'Primeiro nome' }), completeBusinessFacts()],
    };
  },
});
beforeEach(() => sessionStore.setToken('sessao-de-teste'));
afterEach(() => {
  cleanup(); // unmount first: signing out re-renders whatever still reads the session
  sessionStore.clear();
});

/** The panel's three reads and one mutation hook, once all three have loaded. */
async function renderPanelWith<T>(useMutationHook: () => T) {
  const view = renderHook(
    () => ({
      facts: useBusinessFactsHistory(),
      media: useAdminMedia(),
      videos: useAdminVideos(),
      mutation: useMutationHook(),
    }),
    { wrapper: queryClientWrapper(createQueryClient('test')) },
  );
  await waitFor(() => {
    expect(view.result.current.facts.isSuccess).toBe(true);
    expect(view.result.current.media.isSuccess).toBe(true);
    expect(view.result.current.videos.isSuccess).toBe(true);
  });
  expect([...fake.backend.log.entries].sort()).toEqual([
    'GET business-facts',
    'GET media-list',
    'GET video-manager',
  ]);
  expect(view.result.current.facts.data?.current?.version).toBe(2);
  return view.result;
}

describe('the business facts mutations reload the facts, and only them', () => {
  it('useSaveBusinessFacts: the new version is current after the facts refetch', async () => {
    const result = await renderPanelWith(useSaveBusinessFacts);
    const saved = await act(() =>
      result.current.mutation.mutateAsync(completeBusinessFacts({ name: 'Novo nome' })),
    );
    expect(saved).toMatchObject({ version: 3, facts: { name: 'Novo nome' } });

    await waitFor(() => expect(result.current.facts.data?.current?.facts.name).toBe('Novo nome'));
    expect(result.current.facts.data?.versions.map((version) => version.version)).toEqual([3, 2, 1]);
    expect(fake.backend.log.entries.slice(3)).toEqual(['POST business-facts', 'GET business-facts']);
  });

  it('useRestoreBusinessFacts: the restored facts are current, as a new version, after the facts refetch', async () => {
    const result = await renderPanelWith(useRestoreBusinessFacts);
    await act(() => result.current.mutation.mutateAsync(1));

    await waitFor(() => expect(result.current.facts.data?.current).toMatchObject({ version: 3 }));
    expect(result.current.facts.data?.current?.facts.name).toBe('Primeiro nome');
    expect(fake.backend.log.entries.slice(3)).toEqual(['POST business-facts', 'GET business-facts']);
  });
});

describe('a refused change still reloads the facts (the server may have changed meanwhile)', () => {
  it('useSaveBusinessFacts, refused with fieldErrors, which the error carries', async () => {
    fake.server.use(
      refusedFunction('post', 'business-facts', 'Dados inválidos.', 400, {
        fieldErrors: { phone: 'Número de telefone: inválido.' },
      }),
    );
    const result = await renderPanelWith(useSaveBusinessFacts);
    const save = result.current.mutation.mutateAsync(completeBusinessFacts());
    await act(() =>
      expect(save).rejects.toMatchObject({
        status: 400,
        message: 'Dados inválidos.',
        fieldErrors: { phone: 'Número de telefone: inválido.' },
      }),
    );
    await waitFor(() => expect(fake.backend.log.count('GET business-facts')).toBe(2));
  });

  it('useRestoreBusinessFacts, of an unknown version', async () => {
    const result = await renderPanelWith(useRestoreBusinessFacts);
    await act(() => expect(result.current.mutation.mutateAsync(9)).rejects.toThrow('Versão não encontrada.'));
    await waitFor(() => expect(fake.backend.log.count('GET business-facts')).toBe(2));
    expect(fake.backend.log.count('GET media-list')).toBe(1);
  });
});

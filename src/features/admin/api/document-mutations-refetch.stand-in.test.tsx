import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '#src/lib/query-client.ts';
import { completeBusinessFacts } from '#src/testing/complete-business-facts.ts';
import { queryClientWrapper } from '#src/testing/query-client-wrapper.tsx';
import { resetPublishedContent, saveFacts, signInAsAdmin } from '#src/testing/stand-in.ts';
import { sessionStore } from '#src/features/admin/session/session-store.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { useAdminMedia } from './get-admin-media.ts';
import { useAdminVideos } from './get-admin-videos.ts';
import { useDocumentHistory } from './get-document-history.ts';
import { useRestoreDocument } from './restore-document.ts';
import { useSaveDocument } from './save-document.ts';

// Saving and restoring one of the owner's documents (here the business facts) against the
// stand-in and the real business-facts function, through the admin's one data-access set for
// every document: the document's query shows the new version only if the mutation reloaded it,
// and a refused change reloads it too. Which read reloaded is each query's count of answers.

const useBusinessFactsHistory = () => useDocumentHistory('business-facts', 'pt-PT');
const useSaveBusinessFacts = () => useSaveDocument('business-facts', 'pt-PT');
const useRestoreBusinessFacts = () => useRestoreDocument('business-facts', 'pt-PT');

let session: string;
beforeAll(async () => {
  session = await signInAsAdmin();
});
beforeEach(async () => {
  await resetPublishedContent();
  await saveFacts(completeBusinessFacts({ name: 'Primeiro nome' })); // version 1
  await saveFacts(completeBusinessFacts()); // version 2, current
  sessionStore.setToken(session);
});
afterEach(() => {
  cleanup(); // unmount first: signing out re-renders whatever still reads the session
  sessionStore.clear();
});

const KEYS = {
  facts: adminQueryKeys.document('business-facts', 'pt-PT'),
  media: adminQueryKeys.media(),
  videos: adminQueryKeys.videos(),
};
type Read = keyof typeof KEYS;
const answers = (queryClient: QueryClient, key: QueryKey) =>
  queryClient.getQueryState(key)?.dataUpdateCount ?? 0;

/** The panel's three reads and one mutation hook, once all three have loaded. */
async function renderPanelWith<T>(useMutationHook: () => T) {
  const queryClient = createQueryClient('test');
  const view = renderHook(
    () => ({
      facts: useBusinessFactsHistory(),
      media: useAdminMedia(),
      videos: useAdminVideos(),
      mutation: useMutationHook(),
    }),
    { wrapper: queryClientWrapper(queryClient) },
  );
  await waitFor(() => {
    expect(view.result.current.facts.isSuccess).toBe(true);
    expect(view.result.current.media.isSuccess).toBe(true);
    expect(view.result.current.videos.isSuccess).toBe(true);
  });
  expect(view.result.current.facts.data?.current?.version).toBe(2);
  const loaded = Object.fromEntries(
    (Object.keys(KEYS) as Read[]).map((read) => [read, answers(queryClient, KEYS[read])]),
  ) as Record<Read, number>;
  /** Waits until the facts have answered once more, and checks the other reads have not. */
  const factsReloaded = async () => {
    await waitFor(() => expect(answers(queryClient, KEYS.facts)).toBe(loaded.facts + 1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(answers(queryClient, KEYS.media), 'media').toBe(loaded.media);
    expect(answers(queryClient, KEYS.videos), 'videos').toBe(loaded.videos);
  };
  return { result: view.result, factsReloaded };
}

describe('the business facts mutations reload the facts, and only them', () => {
  it('useSaveBusinessFacts: the new version is current after the facts reload', async () => {
    const { result, factsReloaded } = await renderPanelWith(useSaveBusinessFacts);
    const saved = await act(() =>
      result.current.mutation.mutateAsync(completeBusinessFacts({ name: 'Novo nome' })),
    );
    expect(saved).toMatchObject({ version: 3, facts: { name: 'Novo nome' } });

    await factsReloaded();
    expect(result.current.facts.data?.current?.facts.name).toBe('Novo nome');
    expect(result.current.facts.data?.versions.map((version) => version.version)).toEqual([3, 2, 1]);
  });

  it('useRestoreBusinessFacts: the restored facts are current, as a new version, after the facts reload', async () => {
    const { result, factsReloaded } = await renderPanelWith(useRestoreBusinessFacts);
    await act(() => result.current.mutation.mutateAsync(1));

    await factsReloaded();
    expect(result.current.facts.data?.current).toMatchObject({
      version: 3,
      facts: { name: 'Primeiro nome' },
    });
  });
});

describe('a refused change still reloads the facts (the server may have changed meanwhile)', () => {
  it('useSaveBusinessFacts, refused with fieldErrors, which the error carries', async () => {
    const { result, factsReloaded } = await renderPanelWith(useSaveBusinessFacts);
    const save = result.current.mutation.mutateAsync(completeBusinessFacts({ email: 'geral' }));
    await act(() =>
      expect(save).rejects.toMatchObject({
        status: 400,
        fieldErrors: { email: 'E-mail: escreva um endereço como nome@dominio.pt.' },
      }),
    );
    await factsReloaded();
    expect(result.current.facts.data?.current?.version).toBe(2);
  });

  it('useRestoreBusinessFacts, of an unknown version', async () => {
    const { result, factsReloaded } = await renderPanelWith(useRestoreBusinessFacts);
    await act(() => expect(result.current.mutation.mutateAsync(9)).rejects.toThrow('não encontrada'));
    await factsReloaded();
  });
});

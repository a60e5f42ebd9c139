import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refusedFunction } from '../../../testing/mocks/edge-function-handlers.ts';
import { setupFakeSupabaseServer } from '../../../testing/mocks/fake-supabase-server.ts';
import { fakeVideo, slotWithVersions } from '../../../testing/mocks/fake-tables.ts';
import { queryClientWrapper } from '../../../testing/query-client-wrapper.tsx';
import { sessionStore } from '../session/session-store.ts';
import { currentVersionOf } from './admin-types.ts';
import { useDeleteMedia } from './delete-media.ts';
import { useAdminMedia, type AdminMedia } from './get-admin-media.ts';
import { useAdminVideos } from './get-admin-videos.ts';
import { useRestoreMediaVersion } from './restore-media-version.ts';
import { useUpdateVideo } from './update-video.ts';
import { useUploadMedia } from './upload-media.ts';
import { createQueryClient } from '../../../lib/query-client.ts';

// The admin's changes against msw: the edge functions answer from fake tables, so after each
// mutation the panel's lists show the server's new state only if the hook invalidated them.

const OLD_VIDEO = 'https://www.youtube.com/watch?v=aaaaaaaaaaa';
const NEW_VIDEO = 'https://www.youtube.com/watch?v=bbbbbbbbbbb';

const fake = setupFakeSupabaseServer({
  seed: () => {
    const hero = slotWithVersions('hero.main', 2); // showing version 2
    const about = slotWithVersions('about.team', 1, false); // empty (Vazia), version 1 kept
    return {
      slots: [hero.slot, about.slot],
      versions: [...hero.versions, ...about.versions],
      videos: [fakeVideo('hero-main', OLD_VIDEO)],
    };
  },
});
beforeEach(() => sessionStore.setToken('sessao-de-teste'));
afterEach(() => {
  cleanup(); // unmount first: signing out re-renders whatever still reads the session
  sessionStore.clear();
});

/** The panel's two lists and one mutation hook, once both lists have loaded. */
async function renderPanelWith<T>(useMutationHook: () => T) {
  const view = renderHook(
    () => ({ media: useAdminMedia(), videos: useAdminVideos(), mutation: useMutationHook() }),
    { wrapper: queryClientWrapper(createQueryClient('test')) },
  );
  await waitFor(() => {
    expect(view.result.current.media.isSuccess).toBe(true);
    expect(view.result.current.videos.isSuccess).toBe(true);
  });
  expect([...fake.backend.log.entries].sort()).toEqual(['GET media-list', 'GET video-manager']);
  return view.result;
}

function shownVersion(media: AdminMedia | undefined, slotName: string): number | null {
  const slot = media?.slots.find((candidate) => candidate.slot_name === slotName);
  if (!slot) throw new Error(`no slot ${slotName} in the list`);
  return currentVersionOf(slot)?.version_number ?? null;
}

const webpFile = () => new File([new Uint8Array(64)], 'sofa-limpo.webp', { type: 'image/webp' });

describe('admin mutations reload the list they change, and only it', () => {
  it('useUploadMedia: the new version shows as current after the media list refetches', async () => {
    const result = await renderPanelWith(useUploadMedia);
    await act(() =>
      result.current.mutation.mutateAsync({
        file: webpFile(),
        slotName: 'hero.main',
        altText: 'Sofá depois da limpeza',
        caption: '',
      }),
    );

    await waitFor(() => expect(shownVersion(result.current.media.data, 'hero.main')).toBe(3));
    expect(fake.backend.log.entries.slice(2)).toEqual(['POST media-upload', 'GET media-list']);
  });

  it('useDeleteMedia: the slot shows empty after the media list refetches', async () => {
    const result = await renderPanelWith(useDeleteMedia);
    await act(() => result.current.mutation.mutateAsync('hero.main'));

    await waitFor(() => expect(shownVersion(result.current.media.data, 'hero.main')).toBeNull());
    expect(fake.backend.log.entries.slice(2)).toEqual(['DELETE media-delete', 'GET media-list']);
  });

  it('useRestoreMediaVersion: the restored version shows as current after the media list refetches', async () => {
    const result = await renderPanelWith(useRestoreMediaVersion);
    await act(() => result.current.mutation.mutateAsync({ slotName: 'about.team', versionNumber: 1 }));

    await waitFor(() => expect(shownVersion(result.current.media.data, 'about.team')).toBe(1));
    expect(fake.backend.log.entries.slice(2)).toEqual(['POST media-restore', 'GET media-list']);
  });

  it('useUpdateVideo: the new URL shows after the video list refetches', async () => {
    const result = await renderPanelWith(useUpdateVideo);
    await act(() =>
      result.current.mutation.mutateAsync({
        videoKey: 'hero-main',
        youtubeUrl: NEW_VIDEO,
        videoName: 'Antes e depois',
        description: '',
      }),
    );

    await waitFor(() =>
      expect(result.current.videos.data?.map((video) => video.youtube_url)).toEqual([NEW_VIDEO]),
    );
    expect(fake.backend.log.entries.slice(2)).toEqual(['POST video-manager', 'GET video-manager']);
  });
});

describe('a refused change still reloads its list (the server may have changed meanwhile)', () => {
  it('useUploadMedia', async () => {
    fake.server.use(refusedFunction('post', 'media-upload', 'Falha simulada.'));
    const result = await renderPanelWith(useUploadMedia);
    const upload = result.current.mutation.mutateAsync({
      file: webpFile(),
      slotName: 'hero.main',
      altText: '',
      caption: '',
    });
    await act(() => expect(upload).rejects.toThrow('Falha simulada.'));
    await waitFor(() => expect(fake.backend.log.count('GET media-list')).toBe(2));
  });

  it('useDeleteMedia', async () => {
    const result = await renderPanelWith(useDeleteMedia);
    await act(() =>
      expect(result.current.mutation.mutateAsync('gallery.gone')).rejects.toThrow('Slot não encontrado'),
    );
    await waitFor(() => expect(fake.backend.log.count('GET media-list')).toBe(2));
  });

  it('useRestoreMediaVersion', async () => {
    const result = await renderPanelWith(useRestoreMediaVersion);
    const restore = result.current.mutation.mutateAsync({ slotName: 'about.team', versionNumber: 9 });
    await act(() => expect(restore).rejects.toThrow('Versão não encontrada'));
    await waitFor(() => expect(fake.backend.log.count('GET media-list')).toBe(2));
  });

  it('useUpdateVideo', async () => {
    fake.server.use(refusedFunction('post', 'video-manager', 'Falha simulada.'));
    const result = await renderPanelWith(useUpdateVideo);
    const update = result.current.mutation.mutateAsync({
      videoKey: 'hero-main',
      youtubeUrl: NEW_VIDEO,
      videoName: '',
      description: '',
    });
    await act(() => expect(update).rejects.toThrow('Falha simulada.'));
    await waitFor(() => expect(fake.backend.log.count('GET video-manager')).toBe(2));
  });
});

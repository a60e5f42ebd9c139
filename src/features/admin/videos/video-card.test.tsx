import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminVideo } from '#src/features/admin/api/admin-types.ts';
import { VideoCard } from './video-card.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';

const video: AdminVideo = {
  id: 'b5d7d2c4-0000-4000-8000-000000000001',
  video_key: 'hero-main',
  youtube_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  video_name: 'Vídeo principal',
  description: 'Vídeo vertical do topo da página.',
  is_active: true,
  created_at: '2026-11-22T09:00:00Z',
  updated_at: '2026-11-23T17:45:00Z',
};

function renderCard(shown: AdminVideo = video) {
  return render(
    <QueryClientProvider client={createQueryClient('test')}>
      <VideoCard video={shown} />
    </QueryClientProvider>,
  );
}

/** Answers video-manager like the server does and keeps the bodies it was sent. */
function stubVideoManager(): Array<Record<string, unknown>> {
  const sent: Array<Record<string, unknown>> = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push(body);
    const youtubeUrl = String(body.youtubeUrl);
    const saved = {
      ...video,
      youtube_url: youtubeUrl ? `https://www.youtube.com/watch?v=${youtubeUrl}` : null,
    };
    return new Response(JSON.stringify({ success: true, video: saved }), { status: 200 });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function cardIn(client: QueryClient, shown: AdminVideo) {
  return (
    <QueryClientProvider client={client}>
      <VideoCard video={shown} />
    </QueryClientProvider>
  );
}

describe('<VideoCard> when the saved video changes elsewhere (a live reload)', () => {
  const renamed: AdminVideo = {
    ...video,
    video_name: 'Renomeado noutro aparelho',
    updated_at: '2026-11-24T08:00:00Z',
  };

  it('shows the new values in a card without unsaved changes', () => {
    const client = createQueryClient('test');
    const view = render(cardIn(client, video));
    view.rerender(cardIn(client, renamed));
    expect(screen.getByLabelText('Nome do vídeo')).toHaveValue('Renomeado noutro aparelho');
    expect(screen.getByRole('heading', { name: 'Renomeado noutro aparelho' })).toBeInTheDocument();
    expect(screen.queryByText(/alterado noutro separador/)).toBeNull();
  });

  it('keeps the owner’s unsaved edits and says the saved video changed; Cancelar shows the new one', async () => {
    const user = userEvent.setup();
    const client = createQueryClient('test');
    const view = render(cardIn(client, video));
    await user.clear(screen.getByLabelText('Descrição'));
    await user.type(screen.getByLabelText('Descrição'), 'Texto por guardar');

    view.rerender(cardIn(client, renamed));
    expect(screen.getByLabelText('Descrição')).toHaveValue('Texto por guardar');
    expect(screen.getByLabelText('Nome do vídeo')).toHaveValue('Vídeo principal');
    expect(screen.getByText('Alterações não guardadas.')).toBeInTheDocument();
    expect(screen.getByText(/alterado noutro separador ou aparelho/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByLabelText('Nome do vídeo')).toHaveValue('Renomeado noutro aparelho');
    expect(screen.getByLabelText('Descrição')).toHaveValue(video.description);
    expect(screen.queryByText(/alterado noutro separador/)).toBeNull();
  });
});

describe('<VideoCard>', () => {
  it('shows the read-only key and the dates in pt-PT', () => {
    renderCard();
    expect(screen.getByText('hero-main')).toBeInTheDocument();
    const expected = (iso: string) =>
      new Intl.DateTimeFormat('pt-PT', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(iso));
    expect(screen.getByText(expected(video.created_at))).toBeInTheDocument();
    expect(screen.getByText(expected(video.updated_at))).toBeInTheDocument();
    expect(expected(video.updated_at)).toMatch(/^23\/11\/2026, \d\d:\d\d$/);
  });

  it('enables Guardar and Cancelar only with unsaved changes, and Cancelar restores the saved values', async () => {
    const user = userEvent.setup();
    renderCard();
    const save = screen.getByRole('button', { name: 'Guardar' });
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    const name = screen.getByLabelText('Nome do vídeo');
    expect(save).toBeDisabled();
    expect(cancel).toBeDisabled();
    expect(screen.queryByText('Alterações não guardadas.')).toBeNull();

    await user.type(name, ' novo');
    expect(screen.getByText('Alterações não guardadas.')).toBeInTheDocument();
    expect(save).toBeEnabled();
    expect(cancel).toBeEnabled();

    await user.click(cancel);
    expect(name).toHaveValue('Vídeo principal');
    expect(save).toBeDisabled();
    expect(screen.queryByText('Alterações não guardadas.')).toBeNull();
  });

  it('previews the URL as it is typed, and keeps Guardar off while it is not a YouTube video', async () => {
    const user = userEvent.setup();
    renderCard();
    const url = screen.getByLabelText('URL ou ID do YouTube');
    expect(screen.getByTitle('Pré-visualização: Vídeo principal')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );

    await user.clear(url);
    await user.type(url, 'https://vimeo.com/1');
    expect(screen.queryByTitle('Pré-visualização: Vídeo principal')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(/^URL do YouTube inválido/);
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();

    await user.clear(url);
    await user.type(url, 'dQw4w9WgXcQ');
    expect(screen.getByTitle('Pré-visualização: Vídeo principal')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  });

  it('shows a video without a URL honestly: no player, a note on what the site shows, nothing to remove', () => {
    const { container } = renderCard({ ...video, youtube_url: null });
    expect(screen.getByLabelText('URL ou ID do YouTube')).toHaveValue('');
    expect(screen.getByTestId('video-empty-note')).toHaveTextContent(
      'Nenhum vídeo definido — o site mostra a imagem de capa.',
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remover vídeo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  it('sets a video where there was none', async () => {
    const sent = stubVideoManager();
    const user = userEvent.setup();
    renderCard({ ...video, youtube_url: null });
    await user.type(screen.getByLabelText('URL ou ID do YouTube'), 'https://youtu.be/dQw4w9WgXcQ');
    expect(screen.getByTitle('Pré-visualização: Vídeo principal')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ videoKey: 'hero-main', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' });
  });

  it('after its own save the card shows what the server stored, clean, also once the list reloads', async () => {
    stubVideoManager();
    const user = userEvent.setup();
    const client = createQueryClient('test');
    const view = render(cardIn(client, { ...video, youtube_url: null }));
    await user.type(screen.getByLabelText('URL ou ID do YouTube'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const stored = 'https://www.youtube.com/watch?v=https://youtu.be/dQw4w9WgXcQ'; // the stub's "normal form"
    await waitFor(() => expect(screen.getByLabelText('URL ou ID do YouTube')).toHaveValue(stored));
    expect(screen.queryByText('Alterações não guardadas.')).toBeNull();

    // the live reload brings the same saved state: nothing changes, nothing is flagged
    view.rerender(cardIn(client, { ...video, youtube_url: stored }));
    expect(screen.getByLabelText('URL ou ID do YouTube')).toHaveValue(stored);
    expect(screen.queryByText(/alterado noutro separador/)).toBeNull();
  });

  it('Remover vídeo empties the field; saving sends an empty URL, which removes the video', async () => {
    const sent = stubVideoManager();
    const user = userEvent.setup();
    const { container } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Remover vídeo' }));
    const url = screen.getByLabelText('URL ou ID do YouTube');
    expect(url).toHaveValue('');
    expect(url).toHaveFocus();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByTestId('video-empty-note')).toHaveTextContent('o site mostra a imagem de capa');
    expect(screen.getByText('Alterações não guardadas.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ videoKey: 'hero-main', youtubeUrl: '' });
  });
});

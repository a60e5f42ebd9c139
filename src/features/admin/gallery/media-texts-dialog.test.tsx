import { corsHeaders as supabaseCorsHeaders } from '@supabase/supabase-js/cors';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#src/lib/query-client.ts';
import { refusedFunction } from '#src/testing/mocks/edge-function-handlers.ts';
import { setupFakeSupabaseServer } from '#src/testing/mocks/fake-supabase-server.ts';
import { functionCorsHeaders } from '#portable/function-cors.ts';
import { adminQueryKeys } from '#src/features/admin/api/admin-query-keys.ts';
import type { AdminMediaSlot, AdminMediaVersion } from '#src/features/admin/api/admin-types.ts';
import { sessionStore } from '#src/features/admin/session/session-store.ts';
import { SlotCard } from './slot-card.tsx';

// The gallery card's "Inglês" dialog: the English alt text and caption of the image the slot
// shows, set without a new version. The function's answers are fixed (msw); the write itself
// runs against the stand-in in mutations-refetch.stand-in.test.tsx.

const fake = setupFakeSupabaseServer();
beforeEach(() => sessionStore.setToken('sessao-de-teste'));
afterEach(() => {
  cleanup(); // unmount first: signing out re-renders whatever still reads the session
  sessionStore.clear();
});

const current: AdminMediaVersion = {
  id: 'version-3',
  slot_id: 'slot-1',
  version_number: 3,
  file_url: 'https://cdn.example/slots/servico-sofas/3.webp',
  storage_path: 'slots/servico-sofas/3.webp',
  file_name: 'sofa.webp',
  alt_text: 'Sofá cinzento depois da limpeza',
  caption: 'Limpeza a vapor',
  mime_type: 'image/webp',
  file_size: 2048,
  width: 1600,
  height: 900,
  variants: [],
  translations: { 'en-GB': { altText: 'Grey sofa', caption: '' } },
  created_at: '2026-11-22T09:00:00Z',
};

const slot: AdminMediaSlot = {
  id: 'slot-1',
  slot_name: 'servico-sofas',
  section: 'services',
  title: 'Serviço: sofás',
  description: '',
  page_tags: ['home'],
  current_version: 3,
  is_published: true,
  updated_at: '2026-11-22T09:00:00Z',
  media_versions: [current],
};

function renderCard(shown: AdminMediaSlot = slot) {
  const queryClient = createQueryClient('test');
  queryClient.setQueryData(adminQueryKeys.media(), { slots: [shown], partial: false });
  render(
    <QueryClientProvider client={queryClient}>
      <ul>
        <SlotCard slot={shown} />
      </ul>
    </QueryClientProvider>,
  );
  return queryClient;
}

/** Answers the texts action as media-upload does, and keeps what it was sent. */
function answerTexts(): Array<Record<string, unknown>> {
  const sent: Array<Record<string, unknown>> = [];
  fake.server.use(
    http.post('*/functions/v1/media-upload', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      const version = {
        ...current,
        translations: { 'en-GB': { altText: body.altText, caption: body.caption } },
      };
      return HttpResponse.json(
        { success: true, version },
        { headers: functionCorsHeaders(supabaseCorsHeaders) },
      );
    }),
  );
  return sent;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Textos em inglês da imagem de Serviço: sofás' }));
  return screen.getByRole('dialog', { name: 'Textos em inglês' });
}

describe('the gallery card’s English texts', () => {
  it('shows the English alt text beside the Portuguese one, marked as English', () => {
    renderCard();
    const english = screen.getByText('Grey sofa');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english.previousElementSibling).toHaveTextContent('Texto alternativo em inglês:');
  });

  it('says when there is none', () => {
    renderCard({ ...slot, media_versions: [{ ...current, translations: {} }] });
    const row = screen.getByText('Texto alternativo em inglês:').parentElement!;
    expect(row).toHaveTextContent('sem texto');
  });

  it('saves the texts of the same version, trimmed, reloads the list and says so', async () => {
    const sent = answerTexts();
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    const queryClient = renderCard();
    const dialog = await openDialog(user);

    expect(within(dialog).getByTestId('media-texts-base')).toHaveTextContent(
      'Em português: Sofá cinzento depois da limpeza · Legenda: Limpeza a vapor',
    );
    const alt = within(dialog).getByLabelText('Texto alternativo em inglês');
    expect(alt).toHaveValue('Grey sofa');
    expect(alt).toHaveAttribute('lang', 'en');
    expect(alt).toHaveAttribute('maxlength', '150');
    expect(within(dialog).getByLabelText('Legenda em inglês')).toHaveAttribute('maxlength', '500');
    await user.clear(alt);
    await user.type(alt, ' Grey sofa after cleaning ');
    await user.type(within(dialog).getByLabelText('Legenda em inglês'), 'Steam cleaning');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        action: 'texts',
        slotName: 'servico-sofas',
        versionNumber: 3,
        locale: 'en-GB',
        altText: 'Grey sofa after cleaning',
        caption: 'Steam cleaning',
      },
    ]);
    expect(success).toHaveBeenCalledWith('Textos em inglês guardados!', {
      description: 'Serviço: sofás: versão 3, a mesma imagem.',
    });
    expect(queryClient.getQueryState(adminQueryKeys.media())?.isInvalidated).toBe(true);
  });

  it('keeps the dialog and what was typed when the server refuses, with its message', async () => {
    fake.server.use(refusedFunction('post', 'media-upload', 'Versão não encontrada neste slot.', 404));
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderCard();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Legenda em inglês'), 'Steam');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Erro ao guardar os textos em inglês', {
        description: 'Versão não encontrada neste slot.',
      }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Legenda em inglês')).toHaveValue('Steam');
  });

  it('says what the server would refuse, and sends nothing', async () => {
    const sent = answerTexts();
    const user = userEvent.setup();
    renderCard();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByLabelText('Legenda em inglês'));
    await user.paste('Sofa\u0007');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Legenda em inglês: contém caracteres de controlo não permitidos.',
    );
    expect(sent).toEqual([]);
  });

  it('starts again from what is stored after Cancelar', async () => {
    const user = userEvent.setup();
    renderCard();
    let dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Texto alternativo em inglês'), ' and more');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    dialog = await openDialog(user);
    expect(within(dialog).getByLabelText('Texto alternativo em inglês')).toHaveValue('Grey sofa');
  });
});

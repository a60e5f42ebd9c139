import { corsHeaders as supabaseCorsHeaders } from '@supabase/supabase-js/cors';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { setupFakeSupabaseServer } from '#src/testing/mocks/fake-supabase-server.ts';
import { functionCorsHeaders } from '#portable/function-cors.ts';
import type { AdminMediaSlot } from '#src/features/admin/api/admin-types.ts';
import { sessionStore } from '#src/features/admin/session/session-store.ts';
import { UploadTab } from './upload-tab.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';

function slot(slot_name: string, section: string, title: string): AdminMediaSlot {
  return {
    id: slot_name,
    slot_name,
    section,
    title,
    description: `Descrição de ${title}.`,
    page_tags: ['home'],
    current_version: null,
    is_published: false,
    updated_at: '2026-11-22T09:00:00Z',
    media_versions: [],
  };
}

const slots = [
  slot('servico-sofas', 'services', 'Serviço: sofás e poltronas'),
  slot('servico-colchoes', 'services', 'Serviço: colchões'),
  slot('global.logo', 'global', 'Logótipo'),
];

function renderTab() {
  render(
    <QueryClientProvider client={createQueryClient('test')}>
      <UploadTab slots={slots} isLoading={false} />
    </QueryClientProvider>,
  );
}

describe('<UploadTab> validation', () => {
  it('keeps the submit disabled with the hint until both a file and a slot are chosen', async () => {
    const user = userEvent.setup();
    renderTab();
    const submit = screen.getByRole('button', { name: 'Enviar imagem' });
    const hint = 'Campos obrigatórios: Selecione um arquivo e um slot';
    expect(submit).toBeDisabled();
    expect(screen.getByText(hint)).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('Escolher imagem'),
      new File(['x'], 'sofa.jpg', { type: 'image/jpeg' }),
    );
    expect(submit).toBeDisabled();
    expect(screen.getByText(/sofa\.jpg/)).toBeInTheDocument();

    // the slot select only appears once a section is chosen, and lists that section's slots
    expect(screen.queryByLabelText('Slot (lugar da imagem)')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Secção do site'), 'services');
    const slotSelect = screen.getByLabelText('Slot (lugar da imagem)');
    expect([...slotSelect.querySelectorAll('option')].map((option) => option.value)).toEqual([
      '',
      'servico-sofas',
      'servico-colchoes',
    ]);
    await user.selectOptions(slotSelect, 'servico-sofas');

    expect(submit).toBeEnabled();
    expect(screen.queryByText(hint)).toBeNull();
    expect(screen.getByTestId('upload-placement-note')).toHaveTextContent(
      'Vai aparecer em: Serviço: sofás e poltronas — Descrição de Serviço: sofás e poltronas.',
    );

    // another section clears the slot again
    await user.selectOptions(screen.getByLabelText('Secção do site'), 'global');
    expect(submit).toBeDisabled();
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it('refuses an SVG with a message and keeps no file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderTab();
    await user.upload(
      screen.getByLabelText('Escolher imagem'),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tipo de ficheiro não suportado. Escolha uma imagem JPG, PNG ou WebP.',
    );
    expect(screen.getByText(/Nenhuma imagem escolhida/)).toBeInTheDocument();
  });
});

describe('<UploadTab> drag and drop', () => {
  it('takes a file dropped on the zone', () => {
    renderTab();
    const file = new File(['x'], 'arrastada.png', { type: 'image/png' });
    fireEvent.drop(screen.getByTestId('upload-drop-zone'), { dataTransfer: { files: [file] } });
    expect(screen.getByText('arrastada.png')).toBeInTheDocument();
  });
});

describe('<UploadTab> texts in English', () => {
  const fake = setupFakeSupabaseServer();
  beforeEach(() => sessionStore.setToken('sessao-de-teste'));
  afterEach(() => {
    cleanup(); // unmount first: signing out re-renders whatever still reads the session
    sessionStore.clear();
  });

  /** Answers the upload as media-upload does and keeps the form's text fields. */
  function answerUpload(): Array<Record<string, string>> {
    const sent: Array<Record<string, string>> = [];
    fake.server.use(
      http.post('*/functions/v1/media-upload', async ({ request }) => {
        const form = await request.formData();
        sent.push(
          Object.fromEntries(
            [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
          ),
        );
        return HttpResponse.json(
          { success: true, version: { version_number: 1 } },
          { status: 201, headers: functionCorsHeaders(supabaseCorsHeaders) },
        );
      }),
    );
    return sent;
  }

  async function chooseFileAndSlot(user: ReturnType<typeof userEvent.setup>) {
    await user.upload(
      screen.getByLabelText('Escolher imagem'),
      new File(['x'], 'sofa.png', { type: 'image/png' }),
    );
    await user.selectOptions(screen.getByLabelText('Secção do site'), 'services');
    await user.selectOptions(screen.getByLabelText('Slot (lugar da imagem)'), 'servico-sofas');
  }

  it('keeps them in a closed "Textos em inglês (opcional)" and sends them, trimmed, with the upload', async () => {
    const sent = answerUpload();
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderTab();
    const details = screen.getByText('Textos em inglês (opcional)').closest('details');
    expect(details).not.toHaveAttribute('open');

    await chooseFileAndSlot(user);
    await user.type(screen.getByLabelText('Texto alternativo'), 'Sofá limpo');
    await user.click(screen.getByText('Textos em inglês (opcional)'));
    expect(details).toHaveAttribute('open');
    const englishAlt = screen.getByLabelText('Texto alternativo em inglês');
    expect(englishAlt).toHaveAttribute('lang', 'en');
    expect(englishAlt).toHaveAttribute('maxlength', '150');
    await user.type(englishAlt, ' Clean sofa ');
    await user.click(screen.getByRole('button', { name: 'Enviar imagem' }));

    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        slotName: 'servico-sofas',
        altText: 'Sofá limpo',
        caption: '',
        translations: '{"en-GB":{"altText":"Clean sofa","caption":""}}',
      },
    ]);
    // emptied for the next image
    expect(englishAlt).toHaveValue('');
  });

  it('sends no translations when none were written', async () => {
    const sent = answerUpload();
    const user = userEvent.setup();
    renderTab();
    await chooseFileAndSlot(user);
    await user.type(screen.getByLabelText('Legenda em inglês'), '   ');
    await user.click(screen.getByRole('button', { name: 'Enviar imagem' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('translations');
  });

  it('holds the upload back with the server’s words when an English text would be refused', async () => {
    const user = userEvent.setup();
    renderTab();
    await chooseFileAndSlot(user);
    await user.click(screen.getByLabelText('Legenda em inglês'));
    await user.paste('Steam\u0000');
    expect(screen.getByRole('button', { name: 'Enviar imagem' })).toBeDisabled();
    expect(
      screen.getByText('Legenda em inglês: contém o carácter nulo (U+0000), que não pode ser guardado.'),
    ).toBeInTheDocument();
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMediaSlot } from '../api/admin-types.ts';
import { UploadTab } from './upload-tab.tsx';
import { createQueryClient } from '@/lib/query-client.ts';

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

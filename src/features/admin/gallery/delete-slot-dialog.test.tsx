import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMediaSlot } from '#src/features/admin/api/admin-types.ts';
import { DeleteSlotDialog } from './delete-slot-dialog.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';

const slot: AdminMediaSlot = {
  id: 'slot-1',
  slot_name: 'trust.review_1',
  section: 'trust',
  title: 'Avaliação 1',
  description: '',
  page_tags: ['home'],
  current_version: 1,
  is_published: true,
  updated_at: '2026-11-22T09:00:00Z',
  media_versions: [],
};

describe('<DeleteSlotDialog>', () => {
  it('asks with the quoted question and tells the truth: the old file stays reachable at its address', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient('test')}>
        <DeleteSlotDialog slot={slot} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Remover imagem de Avaliação 1' }));

    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Tem certeza que deseja remover a imagem do slot trust.review_1?');
    expect(screen.getByTestId('delete-consequences')).toHaveTextContent(
      'Deixa de aparecer no site. O site não mostra nenhuma imagem neste lugar. ' +
        'A imagem fica no histórico e pode ser restaurada. ' +
        'O ficheiro não é apagado: quem tiver o endereço antigo (por exemplo, copiado com Link) ' +
        'continua a conseguir abri-lo.',
    );
  });
});

import { render, screen } from '@testing-library/react';
import type { AdminMediaSlot, AdminMediaVersion } from '#src/features/admin/api/admin-types.ts';
import { UploadPreview } from './upload-preview.tsx';

const version: AdminMediaVersion = {
  id: 'version-2',
  slot_id: 'slot-1',
  version_number: 2,
  file_url: 'https://cdn.example/slots/servico-sofas/2.webp',
  storage_path: 'slots/servico-sofas/2.webp',
  file_name: 'sofa.webp',
  alt_text: '',
  caption: '',
  mime_type: 'image/webp',
  file_size: 1234,
  width: 800,
  height: 600,
  variants: [],
  translations: {},
  created_at: '2026-11-22T09:00:00Z',
};

const emptySlot: AdminMediaSlot = {
  id: 'slot-1',
  slot_name: 'servico-sofas',
  section: 'services',
  title: 'Serviço: sofás e poltronas',
  description: '',
  page_tags: ['home'],
  current_version: null,
  is_published: false,
  updated_at: '2026-11-22T09:00:00Z',
  media_versions: [],
};

const placementNote = () => screen.getByTestId('upload-placement-note');

describe('<UploadPreview> placement note', () => {
  it('says a replaced image stays in the history and that its old address still opens it', () => {
    const filled = { ...emptySlot, current_version: 2, is_published: true, media_versions: [version] };
    render(<UploadPreview file={null} slot={filled} altText="" caption="" />);
    expect(placementNote()).toHaveTextContent(
      'Vai aparecer em: Serviço: sofás e poltronas ' +
        'Substitui a imagem atual (versão 2), que fica no histórico. ' +
        'O ficheiro não é apagado: quem tiver o endereço antigo (por exemplo, copiado com Link) ' +
        'continua a conseguir abri-lo.',
    );
  });

  it('says nothing about an old file when the slot is empty', () => {
    render(<UploadPreview file={null} slot={emptySlot} altText="" caption="" />);
    expect(placementNote()).toHaveTextContent('Vai aparecer em: Serviço: sofás e poltronas');
    expect(placementNote()).not.toHaveTextContent(/Substitui|endereço antigo/);
  });
});

import type { BackupRows } from '#portable/backup-tables.ts';
import {
  describeMissing,
  missingVersionAdvice,
  missingVersionName,
  missingVersions,
} from './missing-images.ts';

const ROWS: BackupRows = {
  media_slots: [
    {
      slot_name: 'pages.contact.team_photo',
      title: 'Foto da equipa',
      section: 'pages',
      is_published: true,
      current_version: 3,
    },
    { slot_name: 'servico-sofas', title: '', section: 'services', is_published: true, current_version: 2 },
  ],
};

describe('the images a backup left out, as the owner knows them', () => {
  it('names the slot by its title and says whether the site shows that version', () => {
    const images = describeMissing(ROWS, [
      {
        path: 'a/3.jpg',
        slot: 'pages.contact.team_photo',
        version: 3,
        reason: 'não existe no armazenamento (404)',
      },
      {
        path: 'a/2.jpg',
        slot: 'pages.contact.team_photo',
        version: 2,
        reason: 'não existe no armazenamento (404)',
      },
      { path: 's/1.png', slot: 'servico-sofas', version: 1, reason: 'o armazenamento recusou-a (403)' },
    ]);
    expect(images.map(({ slotTitle, section, shown }) => ({ slotTitle, section, shown }))).toEqual([
      { slotTitle: 'Foto da equipa', section: 'pages', shown: true },
      { slotTitle: 'Foto da equipa', section: 'pages', shown: false },
      // a slot with no title is named as the rows name it
      { slotTitle: 'servico-sofas', section: 'services', shown: false },
    ]);
  });

  it('lists a version once, whichever of its files are missing', () => {
    const versions = missingVersions(
      describeMissing(ROWS, [
        {
          path: 'a/3-480.webp',
          slot: 'pages.contact.team_photo',
          version: 3,
          reason: 'não existe no armazenamento (404)',
        },
        {
          path: 'a/3.jpg',
          slot: 'pages.contact.team_photo',
          version: 3,
          reason: 'não existe no armazenamento (404)',
        },
      ]),
    );
    expect(versions).toHaveLength(1);
    expect(versions[0]!.paths).toEqual(['a/3-480.webp', 'a/3.jpg']);
    expect(versions[0]!.reasons).toEqual(['não existe no armazenamento (404)']);
    expect(missingVersionName(versions[0]!)).toBe('Foto da equipa, versão 3');
  });

  it('tells the owner what the panel lets them do about it', () => {
    const [shown, history] = missingVersions(
      describeMissing(ROWS, [
        { path: 'a/3.jpg', slot: 'pages.contact.team_photo', version: 3, reason: 'x' },
        { path: 'a/2.jpg', slot: 'pages.contact.team_photo', version: 2, reason: 'x' },
      ]),
    );
    expect(missingVersionAdvice(shown!)).toBe(
      'É a imagem que o site mostra agora neste lugar: envie a imagem de novo em «Adicionar Imagem», ' +
        'escolhendo a secção «Perguntas e contacto» e o slot «Foto da equipa», ou, em «Ver Todas as ' +
        'Imagens», abra o «Histórico» deste slot e restaure outra versão.',
    );
    expect(missingVersionAdvice(history!)).toBe(
      'É uma versão do histórico, que o site não mostra agora: não a restaure. Se precisar dela, envie ' +
        'a imagem de novo em «Adicionar Imagem», escolhendo a secção «Perguntas e contacto» e o slot ' +
        '«Foto da equipa».',
    );
  });

  it('names by its path a file no version of the rows points to', () => {
    const [item] = missingVersions(
      describeMissing(ROWS, [
        { path: 'x/y.jpg', slot: null, version: null, reason: 'não existe no armazenamento (404)' },
      ]),
    );
    expect(missingVersionName(item!)).toBe('A imagem x/y.jpg');
  });
});

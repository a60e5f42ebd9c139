import { describe, expect, it } from 'vitest';
import { backupRowsProblem } from '#scripts/backup/check-backup-rows.ts';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';

const version = (changes: Record<string, unknown> = {}) => ({
  slot_id: 'a',
  version_number: 1,
  storage_path: 'slots/servico-sofas/up-0123456789abcdef.jpg',
  file_url: 'https://old.example/media/slots/servico-sofas/up-0123456789abcdef.jpg',
  mime_type: 'image/jpeg',
  alt_text: 'Sofá',
  caption: '',
  translations: { 'en-GB': { altText: 'Sofa', caption: '' } },
  variants: [
    {
      path: 'slots/servico-sofas/up-0123456789abcdef-w480.webp',
      url: 'https://old.example/media/slots/servico-sofas/up-0123456789abcdef-w480.webp',
      width: 480,
    },
  ],
  ...changes,
});

const texts = (locale: 'pt-PT' | 'en-GB', content: unknown = BUILT_IN_PAGE_TEXTS[locale]) => ({
  document: 'page-texts',
  locale,
  version: 1,
  content,
});

describe('backupRowsProblem', () => {
  it('passes rows the functions could have written', () => {
    expect(
      backupRowsProblem({
        media_versions: [version()],
        owner_documents: [texts('pt-PT'), texts('en-GB')],
        owner_document_versions: [texts('pt-PT')],
      }),
    ).toBeNull();
  });

  it.each([
    [
      'a path out of slots/',
      version({ storage_path: 'media/../x.jpg' }),
      /storage_path "media\/\.\.\/x\.jpg"/,
    ],
    ['a path that is a number', version({ storage_path: 7 }), /storage_path 7 não é um caminho/],
    ['a URL that is not text', version({ file_url: null }), /file_url não é texto/],
    ['copies that are no list', version({ variants: {} }), /variants não é uma lista/],
    [
      'a copy with a query in its path',
      version({ variants: [{ path: 'slots/servico-sofas/a.webp?x', url: '' }] }),
      /variants\[0\]\.path/,
    ],
    ['an alt text too long', version({ alt_text: 'a'.repeat(151) }), /Texto alternativo: no máximo 150/],
    [
      'a translation in an unknown language',
      version({ translations: { 'fr-FR': { altText: 'x', caption: '' } } }),
      /idioma desconhecido \(fr-FR\)/,
    ],
  ])('names %s by table and row', (_, row, message) => {
    const problem = backupRowsProblem({ media_versions: [version(), row] });
    expect(problem).toMatch(/^media_versions, linha 2: /);
    expect(problem).toMatch(message);
  });

  it('holds each document to its own validator and languages', () => {
    expect(backupRowsProblem({ owner_documents: [texts('pt-PT', { hero: { titleStart: 7 } })] })).toMatch(
      /^owner_documents, linha 1: page-texts \(pt-PT\) não passa a validação em hero\.titleStart/,
    );
    expect(
      backupRowsProblem({
        owner_documents: [{ document: 'business-facts', locale: 'en-GB', version: 1, content: {} }],
      }),
    ).toMatch(/business-facts não existe no idioma "en-GB"/);
    expect(
      backupRowsProblem({
        owner_document_versions: [{ document: 'notes', locale: 'pt-PT', version: 1, content: {} }],
      }),
    ).toMatch(/^owner_document_versions, linha 1: documento desconhecido: "notes"/);
  });
});

// A backup made before the owner's documents were one kind of thing, read by today's restore: its
// facts and texts tables become owner_document_versions and owner_documents rows (same versions,
// dates and contents), and the facts' service area a new version of the Portuguese texts, as the
// migration does to a project's rows.
import { describe, expect, it } from 'vitest';
import { withDocumentsOfOlderBackups } from '#scripts/backup/documents-of-older-backups.ts';
import type { BackupRows } from '#portable/backup-tables.ts';

const FACTS_V1 = { name: 'Estofos Lisboa', serviceArea: 'Lisboa' };
const FACTS_V2 = { name: 'Estofos Lisboa', serviceArea: 'Lisboa e Margem Sul' };
const TEXTS_V1 = { faq: { title: 'Dúvidas' } };
const TEXTS_V2 = { faq: { title: 'Perguntas' }, footer: { rights: 'Todos os direitos reservados' } };
const VIDEOS = [{ video_key: 'hero-main', youtube_url: 'https://youtu.be/aqz-KE-bpKQ' }];

/** An older backup: two facts versions, two Portuguese texts versions, each with its current row. */
function olderBackup(): BackupRows {
  return {
    videos: VIDEOS,
    business_facts_versions: [
      { version: 1, facts: FACTS_V1, created_at: '2026-01-10T10:00:00+00:00' },
      { version: 2, facts: FACTS_V2, created_at: '2026-02-01T09:30:00+00:00' },
    ],
    business_facts: [{ id: 1, version: 2, facts: FACTS_V2, updated_at: '2026-02-01T09:45:00+00:00' }],
    page_text_versions: [
      { locale: 'pt-PT', version: 1, texts: TEXTS_V1, created_at: '2026-03-01T08:00:00+00:00' },
      { locale: 'pt-PT', version: 2, texts: TEXTS_V2, created_at: '2026-03-02T08:00:00+00:00' },
    ],
    page_texts: [{ locale: 'pt-PT', version: 2, texts: TEXTS_V2, updated_at: '2026-03-02T08:15:00+00:00' }],
  };
}

describe('the documents of an older backup', () => {
  it('leaves a backup of today as it is', () => {
    const today: BackupRows = {
      videos: VIDEOS,
      owner_documents: [{ document: 'page-texts', locale: 'pt-PT', version: 1, content: TEXTS_V1 }],
    };
    expect(withDocumentsOfOlderBackups(today)).toBe(today);
  });

  it('turns every row into a document row with the same version, date and content, the service area moved', () => {
    const moved = { ...TEXTS_V2, footer: { ...TEXTS_V2.footer, serviceArea: 'Lisboa e Margem Sul' } };
    expect(withDocumentsOfOlderBackups(olderBackup())).toEqual({
      videos: VIDEOS,
      owner_document_versions: [
        // the facts keep the old field, as the migration leaves them: their validator drops it
        {
          document: 'business-facts',
          locale: 'pt-PT',
          version: 1,
          content: FACTS_V1,
          created_at: '2026-01-10T10:00:00+00:00',
        },
        {
          document: 'business-facts',
          locale: 'pt-PT',
          version: 2,
          content: FACTS_V2,
          created_at: '2026-02-01T09:30:00+00:00',
        },
        {
          document: 'page-texts',
          locale: 'pt-PT',
          version: 1,
          content: TEXTS_V1,
          created_at: '2026-03-01T08:00:00+00:00',
        },
        {
          document: 'page-texts',
          locale: 'pt-PT',
          version: 2,
          content: TEXTS_V2,
          created_at: '2026-03-02T08:00:00+00:00',
        },
        // the current facts' area, in a new version of the texts dated as the texts were last saved
        {
          document: 'page-texts',
          locale: 'pt-PT',
          version: 3,
          content: moved,
          created_at: '2026-03-02T08:15:00+00:00',
        },
      ],
      owner_documents: [
        {
          document: 'business-facts',
          locale: 'pt-PT',
          version: 2,
          content: FACTS_V2,
          updated_at: '2026-02-01T09:45:00+00:00',
        },
        {
          document: 'page-texts',
          locale: 'pt-PT',
          version: 3,
          content: moved,
          updated_at: '2026-03-02T08:15:00+00:00',
        },
      ],
    });
  });

  it('leaves the rows it was given as they were', () => {
    const rows = olderBackup();
    const copy = structuredClone(rows);
    withDocumentsOfOlderBackups(rows);
    expect(rows).toEqual(copy);
  });

  it('makes the service area the first Portuguese texts when the backup has none, dated as the facts', () => {
    const { page_text_versions: _versions, page_texts: _current, ...rows } = olderBackup();
    const upgraded = withDocumentsOfOlderBackups(rows);
    const texts = { footer: { serviceArea: 'Lisboa e Margem Sul' } };
    expect(upgraded.owner_document_versions?.filter((row) => row.document === 'page-texts')).toEqual([
      {
        document: 'page-texts',
        locale: 'pt-PT',
        version: 1,
        content: texts,
        created_at: '2026-02-01T09:45:00+00:00',
      },
    ]);
    expect(upgraded.owner_documents?.filter((row) => row.document === 'page-texts')).toEqual([
      {
        document: 'page-texts',
        locale: 'pt-PT',
        version: 1,
        content: texts,
        updated_at: '2026-02-01T09:45:00+00:00',
      },
    ]);
  });

  it.each([
    ['no service area', { name: 'Estofos Lisboa' }],
    ['a blank one', { name: 'Estofos Lisboa', serviceArea: ' \n ' }],
    ['one that is not text', { name: 'Estofos Lisboa', serviceArea: ['Lisboa'] }],
  ])(
    'adds no texts version when the current facts have %s (an earlier version’s is not moved)',
    (_case, facts) => {
      const rows = olderBackup();
      rows.business_facts = [{ ...rows.business_facts![0]!, facts }];
      const upgraded = withDocumentsOfOlderBackups(rows);
      expect(upgraded.owner_document_versions?.filter((row) => row.document === 'page-texts')).toHaveLength(
        2,
      );
      expect(upgraded.owner_documents?.find((row) => row.document === 'page-texts')).toMatchObject({
        version: 2,
        content: TEXTS_V2,
      });
    },
  );

  it('numbers the new version after the Portuguese ones only, leaving texts of another language as they were', () => {
    const rows = olderBackup();
    rows.page_text_versions!.push({
      locale: 'en-GB',
      version: 5,
      texts: { faq: { title: 'Questions' } },
      created_at: '2026-03-04T08:00:00+00:00',
    });
    rows.page_texts!.push({
      locale: 'en-GB',
      version: 5,
      texts: { faq: { title: 'Questions' } },
      updated_at: '2026-03-04T08:15:00+00:00',
    });
    const upgraded = withDocumentsOfOlderBackups(rows);
    const current = upgraded.owner_documents?.filter((row) => row.document === 'page-texts');
    expect(current).toEqual([
      expect.objectContaining({ locale: 'pt-PT', version: 3 }),
      {
        document: 'page-texts',
        locale: 'en-GB',
        version: 5,
        content: { faq: { title: 'Questions' } },
        updated_at: '2026-03-04T08:15:00+00:00',
      },
    ]);
  });
});

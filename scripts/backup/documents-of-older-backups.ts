// A backup made before the owner's documents were one kind of thing (migration
// 20261129090000_owner_documents) holds the business facts and the page's texts in tables of their
// own (business_facts, business_facts_versions, page_texts, page_text_versions). Read by a restore
// today, their rows become the owner_documents and owner_document_versions rows the migration
// made of the same rows in a project: same versions, same dates, same contents. As there, the
// service area leaves the facts for the Portuguese texts (footer.serviceArea), as a new version of
// those texts that keeps everything else they hold. Pure.
import { BASE_LOCALE } from '#portable/site-locales.ts';
import type { BackupRows } from '#portable/backup-tables.ts';

type Row = Record<string, unknown>;

/**
 * Each document's tables in an older backup, the column its content was in, and whether its
 * rows had a language (the facts were in the site's language only).
 */
const OLDER_DOCUMENTS = [
  {
    document: 'business-facts',
    versions: 'business_facts_versions',
    current: 'business_facts',
    content: 'facts',
    localized: false,
  },
  {
    document: 'page-texts',
    versions: 'page_text_versions',
    current: 'page_texts',
    content: 'texts',
    localized: true,
  },
] as const;

type OlderDocument = (typeof OLDER_DOCUMENTS)[number];

/** A row of an older document's tables as a row of today's (without its date). */
function asDocumentRow({ document, content, localized }: OlderDocument, row: Row): Row {
  return {
    document,
    locale: localized ? row.locale : BASE_LOCALE,
    version: row.version,
    content: row[content],
  };
}

/** The tables an older backup may hold, which no project has any more. */
export const TABLES_OF_OLDER_BACKUPS = OLDER_DOCUMENTS.flatMap(({ versions, current }) => [
  versions,
  current,
]);

/** The rows with an older backup's documents moved into today's tables; a newer backup is left as it is. */
export function withDocumentsOfOlderBackups(rows: BackupRows): BackupRows {
  if (!TABLES_OF_OLDER_BACKUPS.some((name) => name in rows)) return rows;
  const rest: BackupRows = { ...rows };
  for (const name of TABLES_OF_OLDER_BACKUPS) delete rest[name];
  const versions: Row[] = OLDER_DOCUMENTS.flatMap((older) =>
    (rows[older.versions] ?? []).map((row) => ({ ...asDocumentRow(older, row), created_at: row.created_at })),
  );
  const current: Row[] = OLDER_DOCUMENTS.flatMap((older) =>
    (rows[older.current] ?? []).map((row) => ({ ...asDocumentRow(older, row), updated_at: row.updated_at })),
  );
  moveServiceAreaToTexts(versions, current);
  return {
    ...rest,
    owner_document_versions: [...(rest.owner_document_versions ?? []), ...versions],
    owner_documents: [...(rest.owner_documents ?? []), ...current],
  };
}

const isObject = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The current facts' service area, as a new current version of the Portuguese texts. */
function moveServiceAreaToTexts(versions: Row[], current: Row[]): void {
  const facts = current.find((row) => row.document === 'business-facts');
  const area = isObject(facts?.content) ? facts.content.serviceArea : undefined;
  if (typeof area !== 'string' || area.trim() === '') return;
  const ofTexts = (row: Row) => row.document === 'page-texts' && row.locale === BASE_LOCALE;
  const texts = current.find(ofTexts);
  const content = isObject(texts?.content) ? texts.content : {};
  const footer = isObject(content.footer) ? content.footer : {};
  const version = Math.max(0, ...versions.filter(ofTexts).map((row) => Number(row.version) || 0)) + 1;
  // when the copy was taken: the texts' own date, or the facts' when no texts were saved
  const at = texts?.updated_at ?? facts?.updated_at;
  const moved = { ...content, footer: { ...footer, serviceArea: area } };
  versions.push({ document: 'page-texts', locale: BASE_LOCALE, version, content: moved, created_at: at });
  const row = { document: 'page-texts', locale: BASE_LOCALE, version, content: moved, updated_at: at };
  if (texts) current.splice(current.indexOf(texts), 1, row);
  else current.push(row);
}

// What a backup's rows must be before a restore writes any of them, beyond what the database
// itself refuses (its column types and constraints, tried in restore_backup_rows' dry run): each
// stored image named by a path of the shape this site stores images at, in the media bucket, and
// every text the owner wrote one its function could have written (the documents' validators,
// the images' alt texts and captions). Pure; the first problem is named by table and row.
import { BACKUP_TABLES, type BackupRows, type BackupTable } from '#portable/backup-tables.ts';
import { isStoredObjectPath } from '#portable/media-rules.ts';
import { storedMediaTextsProblem } from '#portable/media-text-translations.ts';
import { DOCUMENT_VALIDATORS } from '#portable/owner-documents/document-validators.ts';
import { OWNER_DOCUMENTS } from '#portable/owner-documents/owner-document.ts';

type Row = Record<string, unknown>;

const quoted = (value: unknown) => JSON.stringify(value)?.slice(0, 80) ?? String(value);

function storedObjectsProblem(table: BackupTable, row: Row): string | null {
  const pathProblem = (path: unknown, where: string) =>
    isStoredObjectPath(path)
      ? null
      : `${where} ${quoted(path)} não é um caminho de imagem deste site (slots/<espaço>/<ficheiro>)`;
  for (const reference of table.storedObjects ?? []) {
    if ('pathColumn' in reference) {
      const problem =
        pathProblem(row[reference.pathColumn], reference.pathColumn) ??
        (typeof row[reference.urlColumn] === 'string' ? null : `${reference.urlColumn} não é texto`) ??
        (typeof row[reference.contentTypeColumn] === 'string'
          ? null
          : `${reference.contentTypeColumn} não é texto`);
      if (problem) return problem;
      continue;
    }
    const list = row[reference.listColumn];
    if (!Array.isArray(list)) return `${reference.listColumn} não é uma lista`;
    for (const [index, item] of (list as unknown[]).entries()) {
      const where = `${reference.listColumn}[${index}]`;
      if (typeof item !== 'object' || item === null || Array.isArray(item)) return `${where} não é um objeto`;
      const fields = item as Row;
      const problem =
        pathProblem(fields[reference.pathField], `${where}.${reference.pathField}`) ??
        (typeof fields[reference.urlField] === 'string'
          ? null
          : `${where}.${reference.urlField} não é texto`);
      if (problem) return problem;
    }
  }
  return null;
}

function documentProblem(row: Row): string | null {
  const name = row.document;
  if (typeof name !== 'string' || !Object.hasOwn(OWNER_DOCUMENTS, name)) {
    return `documento desconhecido: ${quoted(name)}`;
  }
  const document = name as keyof typeof OWNER_DOCUMENTS;
  if (!(OWNER_DOCUMENTS[document].locales as readonly unknown[]).includes(row.locale)) {
    return `${document} não existe no idioma ${quoted(row.locale)}`;
  }
  const checked = DOCUMENT_VALIDATORS[document](row.content);
  if (checked.ok) return null;
  const [field, message] = Object.entries(checked.errors)[0] ?? ['', 'conteúdo inválido'];
  return `${document} (${String(row.locale)}) não passa a validação${field ? ` em ${field}` : ''}: ${message}`;
}

/** Each table's own check of a row, beyond its stored objects. */
const ROW_CHECKS: Partial<Record<BackupTable['name'], (row: Row) => string | null>> = {
  media_versions: (row) => storedMediaTextsProblem(row.alt_text, row.caption, row.translations ?? {}),
  owner_document_versions: documentProblem,
  owner_documents: documentProblem,
};

/** The first thing in the rows a restore must not write, in Portuguese naming its row; null when none. */
export function backupRowsProblem(
  rows: BackupRows,
  tables: readonly BackupTable[] = BACKUP_TABLES,
): string | null {
  for (const table of tables) {
    for (const [index, row] of (rows[table.name] ?? []).entries()) {
      const problem = storedObjectsProblem(table, row) ?? ROW_CHECKS[table.name]?.(row) ?? null;
      if (problem) return `${table.name}, linha ${index + 1}: ${problem}.`;
    }
  }
  return null;
}

// Puts a checked backup (read-backup-zip.ts) into a project through its API with the secret key,
// in an order where a failure at any step leaves the project as it was:
// 1. compare, changing nothing: each image by its bytes; an image whose path holds other content
//    in the project is given a key of its own (`<name>-r<its hash>.<ext>`), so no stored object
//    is ever overwritten, and the rows are rewritten to it;
// 2. try every row (restore_backup_rows' dry run: each write made and rolled back) and refuse a
//    project holding other data unless `replace`: nothing is stored before every row passed;
// 3. store the images the project lacks, one at a time;
// 4. write every row in one transaction; if that fails, the images stored in 3 are removed;
// 5. remove the images the replaced rows pointed to and nothing points to any more.
// The rows of a backup made before a column was added get its declared value first (addedColumns).
import { createHash } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { missingObjectText, type MissingObject } from '#portable/backup-format.ts';
import {
  BACKUP_BUCKET,
  BACKUP_TABLES,
  type BackupRows,
  tablesForSql,
  withAddedColumns,
  withObjectUrls,
} from '#portable/backup-tables.ts';
import type { VerifiedBackup } from './read-backup-zip.ts';

/** A project the backup is not restored into, and why (Portuguese); nothing was changed. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

interface TableOutcome {
  rows: number;
  /** The project's owner rows that were not the backup's (replaced with `replace`). */
  differing: number;
  /** The backup's rows the project lacked (now written). */
  missing: number;
}

export interface RestoreReport {
  /** False when the project already held exactly this backup. */
  changed: boolean;
  objects: { stored: number; alreadyThere: number; replaced: number };
  /** The images the backup could not copy: not restored, their rows restored as they were. */
  missing: MissingObject[];
  tables: Record<string, TableOutcome>;
  targetSchemaVersion: string | null;
}

interface RowsAnswer {
  schemaVersion: string | null;
  changed: boolean;
  tables: Record<string, TableOutcome>;
}

/** Where a backup's image goes in the project, and whether it is there already. */
interface ObjectPlan {
  path: string;
  state: 'absent' | 'same';
  /** The project's object at the backup's path holds other content (it stays until step 5). */
  displaced: boolean;
}

/** The key of an image whose path holds other content in the project: its name and its hash. */
function keyOfItsOwn(path: string, sha256: string): string {
  const dot = path.lastIndexOf('.');
  const slash = path.lastIndexOf('/');
  const [stem, extension] = dot > slash ? [path.slice(0, dot), path.slice(dot)] : [path, ''];
  return `${stem}-r${sha256.slice(0, 16)}${extension}`;
}

async function storedSha256(client: SupabaseClient, path: string): Promise<string | null> {
  const bucket = client.storage.from(BACKUP_BUCKET);
  const { data: exists, error } = await bucket.exists(path);
  if (!exists) {
    // a missing object answers HEAD with 400 (Storage's shape for "not found") or 404
    const status = (error as { status?: number } | null)?.status;
    if (error && status !== 400 && status !== 404) throw new Error(`Storage (${path}): ${error.message}`);
    return null;
  }
  const download = await bucket.download(path);
  if (download.error) throw new Error(`Storage (${path}): ${download.error.message}`);
  return createHash('sha256')
    .update(new Uint8Array(await download.data.arrayBuffer()))
    .digest('hex');
}

async function planObject(client: SupabaseClient, path: string, sha256: string): Promise<ObjectPlan> {
  const there = await storedSha256(client, path);
  if (there === sha256) return { path, state: 'same', displaced: false };
  // a restore run before stored it under its own key (and removed what was at its path)
  const own = keyOfItsOwn(path, sha256);
  if ((await storedSha256(client, own)) === sha256) return { path: own, state: 'same', displaced: false };
  if (there === null) return { path, state: 'absent', displaced: false };
  return { path: own, state: 'absent', displaced: true };
}

interface RefusalDetail {
  table?: string;
  row?: number | null;
  column?: string;
  problem?: 'column' | 'type' | 'write';
  expected?: string;
  got?: string;
  message?: string;
}

const JSON_TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  number: 'número',
  boolean: 'verdadeiro/falso',
  array: 'lista',
  object: 'objeto',
};

/** restore_backup_rows' refusal of a row, in Portuguese naming it; null for any other error. */
function rowRefusal(details: string | undefined): string | null {
  let detail: RefusalDetail;
  try {
    detail = JSON.parse(details ?? '') as RefusalDetail;
  } catch {
    return null;
  }
  if (typeof detail !== 'object' || detail === null || !detail.table) return null;
  const where = detail.row ? `${detail.table}, linha ${detail.row}` : detail.table;
  switch (detail.problem) {
    case 'column':
      return `${where}: a coluna ${detail.column} não existe neste projeto.`;
    case 'type':
      return (
        `${where}: ${detail.column} deve ser ${JSON_TYPE_NAMES[detail.expected ?? ''] ?? detail.expected}, ` +
        `e a cópia tem ${JSON_TYPE_NAMES[detail.got ?? ''] ?? detail.got}.`
      );
    case 'write':
      return `${where}: a base de dados recusa a linha (${detail.message}).`;
    default:
      return null;
  }
}

async function restoreRows(
  client: SupabaseClient,
  rows: BackupRows,
  options: { replace: boolean; dryRun: boolean },
): Promise<RowsAnswer> {
  const tables = (tablesForSql() as Array<Record<string, unknown>>).map((table) => ({
    ...table,
    rows: rows[table.table as string] ?? [],
  }));
  const { data, error } = await client.rpc('restore_backup_rows', {
    p_tables: tables,
    p_replace: options.replace,
    p_dry_run: options.dryRun,
  });
  if (error) {
    if (error.code === 'PGRST202' || error.code === '42883') {
      throw new RestoreRefusedError(
        'O projeto não tem as migrações deste repositório (falta restore_backup_rows): aplique-as primeiro (supabase db push).',
      );
    }
    const refusal = rowRefusal(error.details);
    if (refusal)
      throw new RestoreRefusedError(
        `A cópia tem uma linha que este projeto não aceita: ${refusal} Nada foi alterado.`,
      );
    throw new Error(`restore_backup_rows: ${error.message}${error.details ? ` (${error.details})` : ''}`);
  }
  return data as RowsAnswer;
}

function refusalText(rows: RowsAnswer, differentObjects: number): string {
  const tables = BACKUP_TABLES.flatMap(({ name }) => {
    const differing = rows.tables[name]?.differing ?? 0;
    return differing > 0 ? [`${name}: ${differing} linha(s)`] : [];
  });
  const objects = differentObjects > 0 ? [`${differentObjects} imagem(ns) com outro conteúdo`] : [];
  return (
    `O projeto já tem dados do site que não estão nesta cópia (${[...tables, ...objects].join('; ')}). ` +
    'Nada foi alterado. Restaure num projeto sem os dados do dono, ou use --replace para os substituir pelos da cópia.'
  );
}

/** The images this backup could not copy, one line each, as the owner was told of them. */
export function missingObjectsText(missing: readonly MissingObject[]): string {
  return missing.map((object) => `- ${missingObjectText(object)}`).join('\n');
}

export async function restoreIntoProject(
  client: SupabaseClient,
  backup: VerifiedBackup,
  options: { replace: boolean; onObject?: (path: string, done: number, total: number) => void },
): Promise<RestoreReport> {
  const bucket = client.storage.from(BACKUP_BUCKET);

  // 1. compare the images, changing nothing
  const plans = new Map<string, ObjectPlan>();
  for (const object of backup.objects)
    plans.set(object.path, await planObject(client, object.path, object.sha256));
  const rows = withObjectUrls(
    withAddedColumns(backup.snapshot.tables),
    (path) => bucket.getPublicUrl(path).data.publicUrl,
    (path) => plans.get(path)?.path ?? path,
  );

  // 2. try every row, changing nothing
  const planned = await restoreRows(client, rows, { replace: options.replace, dryRun: true });
  const backupSchema = backup.manifest.schemaVersion;
  if (backupSchema && planned.schemaVersion && backupSchema > planned.schemaVersion) {
    throw new RestoreRefusedError(
      `A cópia foi feita com as migrações até ${backupSchema}, e o projeto só tem até ${planned.schemaVersion}: ` +
        'aplique as migrações em falta (supabase db push) e repita.',
    );
  }
  const displaced = [...plans.values()].filter((plan) => plan.displaced);
  const rowsDiffer = Object.values(planned.tables).some((outcome) => outcome.differing > 0);
  if ((rowsDiffer || displaced.length > 0) && !options.replace) {
    throw new RestoreRefusedError(refusalText(planned, displaced.length));
  }

  // 3. the images the project lacks, one at a time
  const objects = { stored: 0, alreadyThere: 0, replaced: 0 };
  const stored: string[] = [];
  const undo = async () => {
    if (stored.length > 0) await bucket.remove(stored);
  };
  let written: RowsAnswer;
  try {
    let done = 0;
    for (const object of backup.objects) {
      const plan = plans.get(object.path)!;
      if (plan.state === 'same') objects.alreadyThere++;
      else {
        const { error } = await bucket.upload(plan.path, await backup.readObject(object.path), {
          contentType: object.contentType,
          cacheControl: '31536000', // as media-upload stores them: a path never gets new content
          upsert: false,
        });
        if (error) throw new Error(`Storage (${plan.path}): ${error.message}`);
        stored.push(plan.path);
        if (plan.displaced) objects.replaced++;
        else objects.stored++;
      }
      options.onObject?.(object.path, ++done, backup.objects.length);
    }
    // 4. the rows, in one transaction
    written = await restoreRows(client, rows, { replace: options.replace, dryRun: false });
  } catch (error) {
    await undo().catch(() => {});
    throw error;
  }

  // 5. what the replaced rows pointed to, now pointed to by nothing: best effort, as the orphan
  // sweep (npm run sweep-orphan-media) would remove them too
  const gone = backup.objects
    .filter((object) => plans.get(object.path)!.displaced)
    .map((object) => object.path);
  if (gone.length > 0) await bucket.remove(gone).catch(() => {});
  return {
    changed: written.changed || objects.stored + objects.replaced > 0,
    objects,
    missing: backup.missing,
    tables: written.tables,
    targetSchemaVersion: written.schemaVersion,
  };
}

/**
 * Asks the static host for a build of the restored page through its build hook, recorded as the
 * functions record theirs (so /admin shows it); null when it went, else why not.
 */
export async function requestBuildAfterRestore(
  client: SupabaseClient,
  hookUrl: string,
): Promise<string | null> {
  const { data, error } = await client.rpc('claim_site_build', { p_min_interval_ms: 0, p_force: true });
  if (error) return `claim_site_build: ${error.message}`;
  const revision = (data as Array<{ revision: number }>)[0]?.revision ?? null;
  let failure: string | null = null;
  try {
    const response = await fetch(hookUrl, { method: 'POST', signal: AbortSignal.timeout(10_000) });
    await response.body?.cancel();
    if (!response.ok) failure = `O alojamento respondeu ${response.status} ao pedido de build.`;
  } catch (hookError) {
    failure = `Não foi possível contactar o alojamento para pedir o build (${(hookError as Error).message}).`;
  }
  await client.rpc('record_site_build', {
    p_revision: revision as number,
    p_outcome: failure ? 'failed' : 'sent',
    p_detail: failure as string,
  });
  return failure;
}

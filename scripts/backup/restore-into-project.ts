// Puts a checked backup (read-backup-zip.ts) into a project through its API with the secret key:
// first it compares (the rows with restore_backup_rows' dry run, the images by their bytes) and
// refuses a project holding other data unless `replace`; then it stores the images, then writes
// every row in one transaction, the images' addresses rewritten to this project's. The rows of a
// backup made before a column was added get its declared value first (addedColumns).
import { createHash } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  BACKUP_BUCKET,
  BACKUP_TABLES,
  type BackupRows,
  tablesForSql,
  withAddedColumns,
  withObjectUrls,
} from '../../supabase/functions/_shared/portable/backup-tables.ts';
import type { VerifiedBackup } from './read-backup-zip.ts';

/** A project the backup is not restored into, and why (Portuguese); nothing was changed. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export interface TableOutcome {
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
  tables: Record<string, TableOutcome>;
  targetSchemaVersion: string | null;
}

interface RowsAnswer {
  schemaVersion: string | null;
  changed: boolean;
  tables: Record<string, TableOutcome>;
}

type ObjectState = 'absent' | 'same' | 'different';

async function objectState(client: SupabaseClient, path: string, sha256: string): Promise<ObjectState> {
  const bucket = client.storage.from(BACKUP_BUCKET);
  const { data: exists, error } = await bucket.exists(path);
  if (!exists) {
    // a missing object answers HEAD with 400 (Storage's shape for "not found") or 404
    const status = (error as { status?: number } | null)?.status;
    if (error && status !== 400 && status !== 404) throw new Error(`Storage (${path}): ${error.message}`);
    return 'absent';
  }
  const download = await bucket.download(path);
  if (download.error) throw new Error(`Storage (${path}): ${download.error.message}`);
  const bytes = new Uint8Array(await download.data.arrayBuffer());
  return createHash('sha256').update(bytes).digest('hex') === sha256 ? 'same' : 'different';
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
    throw new Error(`restore_backup_rows: ${error.message}${error.details ? ` (${error.details})` : ''}`);
  }
  return data as RowsAnswer;
}

function refusalText(rows: RowsAnswer, differentObjects: string[]): string {
  const tables = BACKUP_TABLES.flatMap(({ name }) => {
    const differing = rows.tables[name]?.differing ?? 0;
    return differing > 0 ? [`${name}: ${differing} linha(s)`] : [];
  });
  const objects =
    differentObjects.length > 0 ? [`${differentObjects.length} imagem(ns) com outro conteúdo`] : [];
  return (
    `O projeto já tem dados do site que não estão nesta cópia (${[...tables, ...objects].join('; ')}). ` +
    'Nada foi alterado. Restaure num projeto sem os dados do dono, ou use --replace para os substituir pelos da cópia.'
  );
}

export async function restoreIntoProject(
  client: SupabaseClient,
  backup: VerifiedBackup,
  options: { replace: boolean; onObject?: (path: string, done: number, total: number) => void },
): Promise<RestoreReport> {
  const bucket = client.storage.from(BACKUP_BUCKET);
  const rows = withObjectUrls(
    withAddedColumns(backup.snapshot.tables),
    (path) => bucket.getPublicUrl(path).data.publicUrl,
  );

  // 1. compare, changing nothing
  const planned = await restoreRows(client, rows, { replace: options.replace, dryRun: true });
  const backupSchema = backup.manifest.schemaVersion;
  if (backupSchema && planned.schemaVersion && backupSchema > planned.schemaVersion) {
    throw new RestoreRefusedError(
      `A cópia foi feita com as migrações até ${backupSchema}, e o projeto só tem até ${planned.schemaVersion}: ` +
        'aplique as migrações em falta (supabase db push) e repita.',
    );
  }
  const states = new Map<string, ObjectState>();
  for (const object of backup.objects)
    states.set(object.path, await objectState(client, object.path, object.sha256));
  const different = [...states].filter(([, state]) => state === 'different').map(([path]) => path);
  const rowsDiffer = Object.values(planned.tables).some((outcome) => outcome.differing > 0);
  if ((rowsDiffer || different.length > 0) && !options.replace) {
    throw new RestoreRefusedError(refusalText(planned, different));
  }

  // 2. the images, one at a time, then 3. the rows, in one transaction
  const objects = { stored: 0, alreadyThere: 0, replaced: 0 };
  let done = 0;
  for (const object of backup.objects) {
    const state = states.get(object.path);
    if (state === 'same') objects.alreadyThere++;
    else {
      const { error } = await bucket.upload(object.path, await backup.readObject(object.path), {
        contentType: object.contentType,
        cacheControl: '31536000', // as media-upload stores them: a path never gets new content
        upsert: state === 'different',
      });
      if (error) throw new Error(`Storage (${object.path}): ${error.message}`);
      if (state === 'different') objects.replaced++;
      else objects.stored++;
    }
    options.onObject?.(object.path, ++done, backup.objects.length);
  }
  const written = await restoreRows(client, rows, { replace: options.replace, dryRun: false });
  return {
    changed: written.changed || objects.stored + objects.replaced > 0,
    objects,
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

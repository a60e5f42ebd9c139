// site-backup: the owner's backup (docs/backup-and-restore.md), with x-session-token. The zip is
// assembled by the owner's browser (docs/decisions/backup-assembled-in-the-browser.md); this
// function gives it the rows, which only the admin session may read, and records the backup.
//   GET → {success, lastBackup: {takenAt, files, bytes} | null}: the last completed backup.
//   POST {action: 'snapshot'} → {success, snapshot: {schemaVersion, takenAt, tables}, objects:
//   [{path, contentType}], project}: the declared tables' rows, read as one snapshot, and the
//   stored images they point to (the browser reads them from the public bucket).
//   POST {action: 'completed', schemaVersion, files, bytes} → 201 {success, lastBackup}.
import { serveFunction } from '../_shared/handler.ts';
import { readJsonObject } from '../_shared/request.ts';
import { HttpError, successResponse } from '../_shared/responses.ts';
import { requireSession } from '../_shared/session.ts';
import { adminClient, databaseFailure, type DatabaseClient } from '../_shared/supabase-admin.ts';
import { type BackupRows, referencedObjects, tablesForSql } from '../_shared/portable/backup-tables.ts';
import type { BackupSnapshot } from '../_shared/portable/backup-format.ts';

/** A backup of more files or bytes than this is not one this site made. */
const MAX_FILES = 1_000_000;
const MAX_BYTES = 1e13;

serveFunction({
  GET: async (req) => {
    const db = adminClient();
    await requireSession(req, db);
    return successResponse({ lastBackup: await lastBackup(db) });
  },

  POST: async (req) => {
    const db = adminClient();
    await requireSession(req, db);
    const body = await readJsonObject(req);
    if (body.action === 'snapshot') return successResponse(await snapshot(db));
    if (body.action === 'completed') return successResponse({ lastBackup: await record(db, body) }, 201);
    throw new HttpError(400, 'Ação desconhecida: use "snapshot" ou "completed".');
  },
});

async function snapshot(db: DatabaseClient) {
  const { data, error } = await db.rpc('backup_snapshot', { p_tables: tablesForSql() });
  if (error) throw databaseFailure('backup snapshot', error);
  const read = data as unknown as BackupSnapshot;
  const tables = read.tables as BackupRows;
  return {
    snapshot: { schemaVersion: read.schemaVersion, takenAt: read.takenAt, tables },
    objects: referencedObjects(tables).map(({ path, contentType }) => ({ path, contentType })),
    project: Deno.env.get('SUPABASE_URL') ?? '',
  };
}

function count(value: unknown, label: string, max: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > max) {
    throw new HttpError(400, `${label} deve ser um número inteiro não negativo.`);
  }
  return value;
}

async function record(db: DatabaseClient, body: Record<string, unknown>) {
  const files = count(body.files, 'files', MAX_FILES);
  const bytes = count(body.bytes, 'bytes', MAX_BYTES);
  const schemaVersion = body.schemaVersion;
  if (typeof schemaVersion !== 'string' || !/^[0-9]{1,20}$/.test(schemaVersion)) {
    throw new HttpError(400, 'schemaVersion deve ser a versão de uma migração (só algarismos).');
  }
  const { error } = await db.from('site_backups').insert({ files, bytes, schema_version: schemaVersion });
  if (error) throw databaseFailure('record backup', error);
  return lastBackup(db);
}

async function lastBackup(db: DatabaseClient) {
  const { data, error } = await db
    .from('site_backups')
    .select('taken_at, files, bytes')
    .order('taken_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw databaseFailure('read last backup', error);
  return data && { takenAt: data.taken_at, files: data.files, bytes: data.bytes };
}

// site-backup: the rows of a backup go only to the admin session, never cached; a visitor's key
// reads none of them, and the SQL functions behind it are the service role's alone.
import { describe, expect, it } from 'vitest';
import { tablesForSql } from '#portable/backup-tables.ts';
import { anonClient } from '#tests/support/clients.ts';
import { callFunction, login } from '#tests/support/edge-functions.ts';

describe('site-backup', () => {
  it('refuses a caller without a session, with CORS and no caching', async () => {
    for (const request of [{ method: 'GET' }, { json: { action: 'snapshot' } }]) {
      const answer = await callFunction('site-backup', request);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, error: 'Sessão em falta. Faça login para continuar.' });
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('gives the session the rows as one snapshot with the images they point to, never cached', async () => {
    const session = await login();
    const answer = await callFunction('site-backup', { session, json: { action: 'snapshot' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const snapshot = answer.body.snapshot as { schemaVersion: string; tables: Record<string, unknown[]> };
    expect(snapshot.schemaVersion).toMatch(/^\d{14}$/);
    expect(Object.keys(snapshot.tables).sort()).toEqual(
      (tablesForSql() as Array<{ table: string }>).map((table) => table.table).sort(),
    );
    expect(snapshot.tables.media_slots!.length).toBeGreaterThanOrEqual(62);
    expect(Array.isArray(answer.body.objects)).toBe(true);
  });

  it('refuses an unknown action and a malformed record with a Portuguese 400', async () => {
    const session = await login();
    const unknown = await callFunction('site-backup', { session, json: { action: 'restore' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Ação desconhecida: use "snapshot" ou "completed".');
    const bad = await callFunction('site-backup', {
      session,
      json: { action: 'completed', schemaVersion: '20261128090000', files: -1, bytes: 10 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('files deve ser um número inteiro não negativo.');
    const version = await callFunction('site-backup', {
      session,
      json: { action: 'completed', schemaVersion: 'drop table', files: 1, bytes: 10 },
    });
    expect(version.status).toBe(400);
  });

  it('lets no visitor read a backup, its record or the functions behind it', async () => {
    const anon = anonClient();
    const snapshot = await anon.rpc('backup_snapshot', { p_tables: tablesForSql() });
    expect(snapshot.error?.code).toBe('42501');
    const restore = await anon.rpc('restore_backup_rows', { p_tables: [], p_dry_run: true });
    expect(restore.error?.code).toBe('42501');
    const record = await anon.from('site_backups').select('*');
    expect(record.error?.code).toBe('42501');
  });
});

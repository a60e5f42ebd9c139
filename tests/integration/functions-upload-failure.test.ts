// If publishing fails after the file is stored, the upload must not leave the file behind.
// This file breaks publish_media_version, so it runs its own stand-in, not the shared one.
import { randomBytes } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '#local/server.ts';
import {
  callFunction,
  localPasswordFingerprint,
  sha256Hex,
  uploadForm,
} from '#tests/support/edge-functions.ts';
import sharp from 'sharp';
import { makePng } from '#tests/support/test-images.ts';

const SLOT = 'pages.faq.banner';
let local: LocalSupabase;
let service: SupabaseClient;
let session: string;

beforeAll(async () => {
  local = await startLocalSupabase({ port: 0 });
  service = createClient(local.url, local.secretKey, { auth: { persistSession: false } });
  // a session row written directly: this file is about the upload, not the login
  session = randomBytes(32).toString('base64url');
  await local.db.pg.query(
    `insert into public.admin_sessions (token_hash, expires_at, password_fingerprint)
     values ($1, now() + interval '1 hour', $2)`,
    [sha256Hex(session), await localPasswordFingerprint()],
  );
  await local.db.pg.query(`
    create or replace function public.publish_media_version(
      p_slot_name text, p_file_url text, p_storage_path text, p_file_name text, p_mime_type text,
      p_file_size integer, p_width integer, p_height integer, p_alt_text text default '', p_caption text default '',
      p_variants jsonb default '[]', p_translations jsonb default '{}'
    ) returns public.media_versions language plpgsql set search_path = '' as $$
    begin
      raise exception 'forced failure for the test at %', p_storage_path;
    end;
    $$`);
  // records what storage does, to show the file was really stored and then removed (as the
  // table's owner: the API roles get no privilege on what a test creates)
  await local.db.pg.exec(`
    create table public.test_object_log (seq serial, op text, name text);
    create function public.test_log_object() returns trigger language plpgsql security definer as $$
    begin
      insert into public.test_object_log (op, name)
      values (lower(tg_op), case when tg_op = 'DELETE' then old.name else new.name end);
      return null;
    end;
    $$;
    create trigger test_log_object after insert or delete on storage.objects
      for each row execute function public.test_log_object();`);
}, 120_000);

afterAll(async () => {
  await local?.close();
});

describe('media-upload when the database step fails', () => {
  it('answers 500 without details and removes the stored file', async () => {
    const answer = await callFunction('media-upload', {
      baseUrl: local.url,
      session,
      body: uploadForm({ file: { bytes: makePng(8, 8), name: 'a.png' }, slotName: SLOT }),
    });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ success: false, error: 'Erro ao aceder aos dados. Tente novamente.' });

    const { data: files, error } = await service.storage.from('media').list(`slots/${SLOT}`);
    expect(error).toBeNull();
    expect(files).toEqual([]);
    const objects = await local.db.pg.query(`select name from storage.objects where bucket_id = 'media'`);
    expect(objects.rows).toEqual([]);
    const versions = await local.db.pg.query('select id from public.media_versions');
    expect(versions.rows).toEqual([]);

    const log = await local.db.pg.query<{ op: string; name: string }>(
      'select op, name from public.test_object_log order by seq',
    );
    expect(log.rows.map((row) => row.op)).toEqual(['insert', 'delete']);
    expect(log.rows[0]?.name).toMatch(/^slots\/pages\.faq\.banner\/[0-9a-f-]{36}-[0-9a-f]{16}\.png$/);
    expect(log.rows[1]?.name).toBe(log.rows[0]?.name);
  });

  it('removes the stored variants too', async () => {
    await local.db.pg.query('delete from public.test_object_log');
    const form = uploadForm({ file: { bytes: makePng(800, 600), name: 'a.png' }, slotName: SLOT });
    for (const width of [480, 640]) {
      const bytes = await sharp({
        create: { width, height: (width * 3) / 4, channels: 3, background: { r: 0, g: 0, b: 0 } },
      })
        .webp()
        .toBuffer();
      form.append(`variant-${width}`, new Blob([new Uint8Array(bytes)], { type: 'image/webp' }), 'v.webp');
    }
    const answer = await callFunction('media-upload', { baseUrl: local.url, session, body: form });
    expect(answer.status).toBe(500);

    const objects = await local.db.pg.query(`select name from storage.objects where bucket_id = 'media'`);
    expect(objects.rows).toEqual([]);
    const log = await local.db.pg.query<{ op: string; name: string }>(
      'select op, name from public.test_object_log order by seq',
    );
    const inserted = log.rows.filter((row) => row.op === 'insert').map((row) => row.name);
    const deleted = log.rows.filter((row) => row.op === 'delete').map((row) => row.name);
    expect(inserted).toHaveLength(3);
    expect(inserted.filter((name) => /-w(480|640)\.webp$/.test(name))).toHaveLength(2);
    expect([...deleted].sort()).toEqual([...inserted].sort());
  });
});

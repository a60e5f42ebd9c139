// The RLS matrix through the official client: what anon may read (every slot row, but only the
// version a published slot shows), that every anon write is refused with an error (never a
// silent no-op), that the service role reads everything and writes what the migrations grant
// it, and that a forged, expired or missing key is refused as hosted Supabase refuses it.
import { randomBytes } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_JWT_SECRET } from '#local/keys.ts';
import { anonClient, serviceClient } from '#tests/support/clients.ts';

const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const names = {
  publishedSlot: `test.rls-${run}.published`,
  draftSlot: `test.rls-${run}.draft`,
  /** published twice: version 2 replaced version 1 */
  replacedSlot: `test.rls-${run}.replaced`,
  /** published, then emptied (unpublish_media_slot, as media-delete does) */
  deletedSlot: `test.rls-${run}.deleted`,
  activeVideo: `rls-${run}-active`,
  inactiveVideo: `rls-${run}-inactive`,
};

function versionRow(slotId: string, versionNumber: number) {
  return {
    slot_id: slotId,
    version_number: versionNumber,
    file_url: `http://x/${versionNumber}.png`,
    storage_path: `slots/test/${versionNumber}.png`,
    file_name: `${versionNumber}.png`,
    mime_type: 'image/png',
    file_size: 100,
    width: 10,
    height: 10,
  };
}

function publishArgs(slotName: string, fileStem = 'p') {
  return {
    p_slot_name: slotName,
    p_file_url: `http://x/${fileStem}.webp`,
    p_storage_path: `slots/${slotName}/${fileStem}.webp`,
    p_file_name: `${fileStem}.webp`,
    p_mime_type: 'image/webp',
    p_file_size: 500,
    p_width: 20,
    p_height: 20,
  };
}

function clientWithKey(key: string): SupabaseClient {
  return createClient(inject('supabaseUrl'), key, noSession);
}

async function signedKey(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

describe('row level security through supabase-js', () => {
  const service = serviceClient();
  const anon = anonClient();
  let publishedSlotId: string;
  let draftSlotId: string;
  let replacedSlotId: string;
  let deletedSlotId: string;
  const slotNames = [names.publishedSlot, names.draftSlot, names.replacedSlot, names.deletedSlot];

  beforeAll(async () => {
    const slots = await service
      .from('media_slots')
      .insert([
        { slot_name: names.publishedSlot, section: 'test', title: 'RLS published' },
        { slot_name: names.draftSlot, section: 'test', title: 'RLS draft' },
        { slot_name: names.replacedSlot, section: 'test', title: 'RLS replaced' },
        { slot_name: names.deletedSlot, section: 'test', title: 'RLS deleted' },
      ])
      .select('id, slot_name');
    expect(slots.error).toBeNull();
    const idOf = (name: string) => slots.data?.find((slot) => slot.slot_name === name)?.id as string;
    publishedSlotId = idOf(names.publishedSlot);
    draftSlotId = idOf(names.draftSlot);
    replacedSlotId = idOf(names.replacedSlot);
    deletedSlotId = idOf(names.deletedSlot);

    const published = await service.rpc('publish_media_version', publishArgs(names.publishedSlot));
    expect(published.error).toBeNull();
    // a version of a slot that was never published: anon must not see it
    const draft = await service.from('media_versions').insert(versionRow(draftSlotId, 1));
    expect(draft.error).toBeNull();
    // an image replaced by a newer one, and an image deleted (the slot emptied, its version kept)
    for (const fileStem of ['old', 'new']) {
      const replaced = await service.rpc('publish_media_version', publishArgs(names.replacedSlot, fileStem));
      expect(replaced.error).toBeNull();
    }
    const toDelete = await service.rpc('publish_media_version', publishArgs(names.deletedSlot, 'gone'));
    expect(toDelete.error).toBeNull();
    const deleted = await service.rpc('unpublish_media_slot', { p_slot_name: names.deletedSlot });
    expect(deleted.error).toBeNull();
    // a bulk insert sends the union of the rows' keys; a key one row lacks becomes NULL, not its default
    const videos = await service.from('videos').insert([
      {
        video_key: names.activeVideo,
        youtube_url: 'https://youtu.be/a',
        video_name: 'Active',
        is_active: true,
      },
      {
        video_key: names.inactiveVideo,
        youtube_url: 'https://youtu.be/b',
        video_name: 'Inactive',
        is_active: false,
      },
    ]);
    expect(videos.error).toBeNull();
  });

  afterAll(async () => {
    await service.from('media_slots').delete().in('slot_name', slotNames);
    await service.from('videos').delete().in('video_key', [names.activeVideo, names.inactiveVideo]);
  });

  describe('anon reads', () => {
    // Every slot row is readable, so Realtime tells the public site (and /admin, which also
    // subscribes with the anon key) when a slot is emptied; a row is only catalogue data and a
    // version number, null once the slot is empty.
    it('sees every slot row, published or not', async () => {
      const mine = await anon
        .from('media_slots')
        .select('slot_name, is_published, current_version')
        .in('slot_name', slotNames)
        .order('slot_name');
      expect(mine.error).toBeNull();
      expect(mine.data).toEqual(
        [
          { slot_name: names.deletedSlot, is_published: false, current_version: null },
          { slot_name: names.draftSlot, is_published: false, current_version: null },
          { slot_name: names.publishedSlot, is_published: true, current_version: 1 },
          { slot_name: names.replacedSlot, is_published: true, current_version: 2 },
        ].sort((a, b) => a.slot_name.localeCompare(b.slot_name)),
      );

      // the seeded catalogue too: anon counts as many slots as the service role
      const all = await anon.from('media_slots').select('id', { count: 'exact', head: true });
      const allForService = await service.from('media_slots').select('id', { count: 'exact', head: true });
      expect(all.error).toBeNull();
      expect(all.count).toBe(allForService.count);
      const unpublished = await anon.from('media_slots').select('slot_name').eq('is_published', false);
      expect(unpublished.data?.map((slot) => slot.slot_name)).toEqual(
        expect.arrayContaining([names.draftSlot, names.deletedSlot, 'global.logo']),
      );
    });

    it('sees only the version a published slot shows: no replaced, deleted or draft version', async () => {
      const { data, error } = await anon
        .from('media_versions')
        .select('slot_id, version_number, file_name')
        .in('slot_id', [publishedSlotId, draftSlotId, replacedSlotId, deletedSlotId]);
      expect(error).toBeNull();
      expect(data).toEqual(
        expect.arrayContaining([
          { slot_id: publishedSlotId, version_number: 1, file_name: 'p.webp' },
          { slot_id: replacedSlotId, version_number: 2, file_name: 'new.webp' },
        ]),
      );
      expect(data).toHaveLength(2);

      // asking for them by name changes nothing
      const replacedImage = await anon
        .from('media_versions')
        .select('id')
        .eq('slot_id', replacedSlotId)
        .eq('version_number', 1);
      expect(replacedImage).toMatchObject({ error: null, data: [] });
      const deletedImage = await anon.from('media_versions').select('id').eq('slot_id', deletedSlotId);
      expect(deletedImage).toMatchObject({ error: null, data: [] });
      const byUrl = await anon
        .from('media_versions')
        .select('id')
        .in('file_url', ['http://x/old.webp', 'http://x/gone.webp']);
      expect(byUrl).toMatchObject({ error: null, data: [] });
    });

    it('gets an emptied slot with no version embedded, and a replaced one with its current version only', async () => {
      const { data, error } = await anon
        .from('media_slots')
        .select('slot_name, is_published, current_version, media_versions(version_number, file_url)')
        .in('slot_name', [names.deletedSlot, names.replacedSlot])
        .order('slot_name');
      expect(error).toBeNull();
      const bySlot = Object.fromEntries((data ?? []).map((slot) => [slot.slot_name, slot]));
      expect(bySlot[names.deletedSlot]).toEqual({
        slot_name: names.deletedSlot,
        is_published: false,
        current_version: null,
        media_versions: [],
      });
      expect(bySlot[names.replacedSlot]).toEqual({
        slot_name: names.replacedSlot,
        is_published: true,
        current_version: 2,
        media_versions: [{ version_number: 2, file_url: 'http://x/new.webp' }],
      });
    });

    it('gives a signed-in (authenticated) key the same reads as anon', async () => {
      const user = clientWithKey(
        await signedKey(
          {
            role: 'authenticated',
            sub: '00000000-0000-4000-8000-0000000000a1',
            exp: Math.floor(Date.now() / 1000) + 600,
          },
          LOCAL_JWT_SECRET,
        ),
      );
      const slotsSeen = await user.from('media_slots').select('slot_name').in('slot_name', slotNames);
      expect(slotsSeen.data).toHaveLength(4);
      const versionsSeen = await user
        .from('media_versions')
        .select('slot_id, version_number')
        .in('slot_id', [publishedSlotId, draftSlotId, replacedSlotId, deletedSlotId]);
      expect(versionsSeen.data).toEqual(
        expect.arrayContaining([
          { slot_id: publishedSlotId, version_number: 1 },
          { slot_id: replacedSlotId, version_number: 2 },
        ]),
      );
      expect(versionsSeen.data).toHaveLength(2);
    });

    it('sees active videos only', async () => {
      const mine = await anon
        .from('videos')
        .select('video_key')
        .in('video_key', [names.activeVideo, names.inactiveVideo]);
      expect(mine.error).toBeNull();
      expect(mine.data).toEqual([{ video_key: names.activeVideo }]);

      const all = await anon.from('videos').select('video_key, is_active');
      expect(all.data?.map((video) => video.video_key)).toEqual(
        expect.arrayContaining(['hero-main', 'waterproofing']),
      );
      expect(all.data?.every((video) => video.is_active === true)).toBe(true);
    });

    it.each(['admin_sessions', 'admin_login_attempts'] as const)(
      'is refused any read of %s',
      async (table) => {
        const { data, error, status } = await anon.from(table).select('*');
        expect(data).toBeNull();
        expect(status).toBe(401);
        expect(error).toMatchObject({
          code: '42501',
          message: `permission denied for table ${table}`,
          hint: `Grant the required privileges to the current role with: GRANT SELECT ON public.${table} TO anon;`,
        });
      },
    );
  });

  describe('anon writes are refused with an error', () => {
    /** Hosted Supabase's hint on a refused privilege (supautils): the GRANT the statement lacks. */
    const grant = (sql: string) => `Grant the required privileges to the current role with: ${sql}`;
    const writes: Array<[string, () => PromiseLike<{ error: unknown; status: number }>, string | null]> = [
      [
        'insert a slot',
        () =>
          anon.from('media_slots').insert({ slot_name: `test.rls-${run}.anon`, section: 't', title: 'T' }),
        grant('GRANT INSERT ON public.media_slots TO anon;'),
      ],
      [
        'update a slot',
        () => anon.from('media_slots').update({ title: 'Hacked' }).eq('slot_name', names.publishedSlot),
        // anon may read the slots: what the update lacks is UPDATE alone
        grant('GRANT UPDATE ON public.media_slots TO anon;'),
      ],
      [
        'delete a slot',
        () => anon.from('media_slots').delete().eq('slot_name', names.publishedSlot),
        grant('GRANT DELETE ON public.media_slots TO anon;'),
      ],
      [
        'insert a version',
        () => anon.from('media_versions').insert(versionRow(publishedSlotId, 99)),
        grant('GRANT INSERT ON public.media_versions TO anon;'),
      ],
      [
        'update a version',
        () => anon.from('media_versions').update({ caption: 'Hacked' }).eq('slot_id', publishedSlotId),
        grant('GRANT UPDATE ON public.media_versions TO anon;'),
      ],
      [
        'delete a version',
        () => anon.from('media_versions').delete().eq('slot_id', publishedSlotId),
        grant('GRANT DELETE ON public.media_versions TO anon;'),
      ],
      [
        'insert a video',
        () => anon.from('videos').insert({ video_key: `rls-${run}-anon`, youtube_url: 'u', video_name: 'V' }),
        grant('GRANT INSERT ON public.videos TO anon;'),
      ],
      [
        'update a video',
        () => anon.from('videos').update({ video_name: 'Hacked' }).eq('video_key', names.activeVideo),
        grant('GRANT UPDATE ON public.videos TO anon;'),
      ],
      [
        'delete a video',
        () => anon.from('videos').delete().eq('video_key', names.activeVideo),
        grant('GRANT DELETE ON public.videos TO anon;'),
      ],
      [
        'insert an admin session',
        () =>
          anon
            .from('admin_sessions')
            .insert({ token_hash: 'a'.repeat(64), expires_at: new Date().toISOString() }),
        grant('GRANT INSERT ON public.admin_sessions TO anon;'),
      ],
      [
        'update admin sessions',
        () =>
          anon.from('admin_sessions').update({ expires_at: new Date().toISOString() }).neq('token_hash', ''),
        // the filter reads a column too: anon may not even select the sessions
        grant('GRANT SELECT, UPDATE ON public.admin_sessions TO anon;'),
      ],
      [
        'delete admin sessions',
        () => anon.from('admin_sessions').delete().neq('token_hash', ''),
        grant('GRANT SELECT, DELETE ON public.admin_sessions TO anon;'),
      ],
      [
        'insert a login attempt',
        () => anon.from('admin_login_attempts').insert({ client_key: run, succeeded: true }),
        grant('GRANT INSERT ON public.admin_login_attempts TO anon;'),
      ],
      [
        'update login attempts',
        () => anon.from('admin_login_attempts').update({ succeeded: true }).eq('client_key', run),
        grant('GRANT SELECT, UPDATE ON public.admin_login_attempts TO anon;'),
      ],
      [
        'delete login attempts',
        () => anon.from('admin_login_attempts').delete().eq('client_key', run),
        grant('GRANT SELECT, DELETE ON public.admin_login_attempts TO anon;'),
      ],
      [
        'insert an admin session and read it back',
        () =>
          anon
            .from('admin_sessions')
            .insert({ token_hash: 'b'.repeat(64), expires_at: new Date().toISOString() })
            .select('token_hash'),
        grant('GRANT SELECT, INSERT ON public.admin_sessions TO anon;'),
      ],
      // a refused EXECUTE gets no hint (supautils gives one for tables and views only)
      ['publish a version', () => anon.rpc('publish_media_version', publishArgs(names.publishedSlot)), null],
    ];

    it.each(writes)(
      'refuses anon to %s (42501, 401), with hosted Supabase’s hint',
      async (_name, write, hint) => {
        const { error, status } = await write();
        expect(status).toBe(401);
        expect(error).toMatchObject({ code: '42501', hint });
      },
    );

    it('left the fixtures untouched', async () => {
      const slot = await service
        .from('media_slots')
        .select('title, current_version, media_versions(version_number, caption)')
        .eq('slot_name', names.publishedSlot)
        .single();
      expect(slot.data).toEqual({
        title: 'RLS published',
        current_version: 1,
        media_versions: [{ version_number: 1, caption: '' }],
      });
      const video = await service
        .from('videos')
        .select('video_name')
        .eq('video_key', names.activeVideo)
        .single();
      expect(video.data).toEqual({ video_name: 'Active' });
    });
  });

  describe('the service role reads every row', () => {
    it('reads every version: drafts, replaced and deleted images included', async () => {
      const { data, error } = await service
        .from('media_versions')
        .select('slot_id, version_number, file_name')
        .in('slot_id', [publishedSlotId, draftSlotId, replacedSlotId, deletedSlotId]);
      expect(error).toBeNull();
      const byFile = (data ?? []).map((version) => version.file_name as string).sort();
      expect(byFile).toEqual(['1.png', 'gone.webp', 'new.webp', 'old.webp', 'p.webp']);
    });

    it('reads inactive videos', async () => {
      const { data } = await service
        .from('videos')
        .select('video_key, is_active')
        .in('video_key', [names.activeVideo, names.inactiveVideo])
        .order('video_key');
      expect(data).toEqual([
        { video_key: names.activeVideo, is_active: true },
        { video_key: names.inactiveVideo, is_active: false },
      ]);
    });
  });

  describe('the service role writes what the functions, scripts and tests write', () => {
    it('inserts, updates and deletes slots, inserts versions, and may not change a version', async () => {
      const slotName = `test.rls-${run}.service`;
      const inserted = await service
        .from('media_slots')
        .insert({ slot_name: slotName, section: 'test', title: 'Service' })
        .select('id')
        .single();
      expect(inserted.error).toBeNull();
      const slotId = inserted.data?.id as string;
      try {
        const version = await service
          .from('media_versions')
          .insert(versionRow(slotId, 1))
          .select('version_number');
        expect(version).toMatchObject({ error: null, data: [{ version_number: 1 }] });
        // a version never changes once published: no grant lets the service role update one
        const updatedVersion = await service
          .from('media_versions')
          .update({ caption: 'New caption' })
          .eq('slot_id', slotId)
          .select('caption');
        expect(updatedVersion).toMatchObject({
          status: 403,
          error: {
            code: '42501',
            message: 'permission denied for table media_versions',
            hint: 'Grant the required privileges to the current role with: GRANT UPDATE ON public.media_versions TO service_role;',
          },
        });
        const updatedSlot = await service
          .from('media_slots')
          .update({ current_version: 1, is_published: true })
          .eq('id', slotId)
          .select('is_published');
        expect(updatedSlot).toMatchObject({ error: null, data: [{ is_published: true }] });
      } finally {
        const deleted = await service.from('media_slots').delete().eq('id', slotId).select('id');
        expect(deleted).toMatchObject({ error: null, data: [{ id: slotId }] });
      }
      const versionsLeft = await service.from('media_versions').select('id').eq('slot_id', slotId);
      expect(versionsLeft.data).toEqual([]);
    });

    it('inserts, updates and deletes videos', async () => {
      const key = `rls-${run}-service`;
      const inserted = await service
        .from('videos')
        .insert({ video_key: key, youtube_url: 'https://youtu.be/s', video_name: 'Service' })
        .select('video_name');
      expect(inserted).toMatchObject({ error: null, data: [{ video_name: 'Service' }] });
      const updated = await service
        .from('videos')
        .update({ is_active: false })
        .eq('video_key', key)
        .select('is_active');
      expect(updated).toMatchObject({ error: null, data: [{ is_active: false }] });
      const deleted = await service.from('videos').delete().eq('video_key', key).select('video_key');
      expect(deleted).toMatchObject({ error: null, data: [{ video_key: key }] });
    });

    it('inserts, reads, updates and deletes admin sessions and login attempts', async () => {
      const tokenHash = randomBytes(32).toString('hex');
      const later = new Date(Date.now() + 3_600_000).toISOString();
      const session = await service
        .from('admin_sessions')
        .insert({ token_hash: tokenHash, expires_at: later })
        .select('token_hash');
      expect(session).toMatchObject({ error: null, data: [{ token_hash: tokenHash }] });
      const touched = await service
        .from('admin_sessions')
        .update({ last_seen_at: new Date().toISOString() })
        .eq('token_hash', tokenHash)
        .select('token_hash');
      expect(touched).toMatchObject({ error: null, data: [{ token_hash: tokenHash }] });
      const removed = await service
        .from('admin_sessions')
        .delete()
        .eq('token_hash', tokenHash)
        .select('token_hash');
      expect(removed).toMatchObject({ error: null, data: [{ token_hash: tokenHash }] });

      const attempt = await service
        .from('admin_login_attempts')
        .insert({ client_key: `rls-${run}`, succeeded: false })
        .select('client_key, succeeded');
      expect(attempt).toMatchObject({ error: null, data: [{ client_key: `rls-${run}`, succeeded: false }] });
      const flipped = await service
        .from('admin_login_attempts')
        .update({ succeeded: true })
        .eq('client_key', `rls-${run}`)
        .select('succeeded');
      expect(flipped).toMatchObject({ error: null, data: [{ succeeded: true }] });
      const cleared = await service
        .from('admin_login_attempts')
        .delete()
        .eq('client_key', `rls-${run}`)
        .select('id');
      expect(cleared.error).toBeNull();
      expect(cleared.data).toHaveLength(1);
    });
  });

  describe('keys', () => {
    it('refuses a key signed with another secret', async () => {
      const forged = await signedKey(
        { role: 'service_role' },
        'another-secret-that-is-at-least-32-characters',
      );
      const { data, error, status } = await clientWithKey(forged).from('videos').select('video_key');
      expect(data).toBeNull();
      expect(status).toBe(401);
      expect(error).toMatchObject({ code: 'PGRST301', message: expect.any(String) });
    });

    it('refuses an expired key', async () => {
      const expired = await signedKey(
        {
          role: 'anon',
          iat: Math.floor(Date.now() / 1000) - 7200,
          exp: Math.floor(Date.now() / 1000) - 3600,
        },
        LOCAL_JWT_SECRET,
      );
      const { data, error, status } = await clientWithKey(expired).from('videos').select('video_key');
      expect(data).toBeNull();
      expect(status).toBe(401);
      expect(error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    });

    it('refuses a request without any key', async () => {
      const response = await fetch(`${inject('supabaseUrl')}/rest/v1/videos?select=video_key`);
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
    });

    it('accepts a fresh key signed with the local secret', async () => {
      const fresh = await signedKey(
        { role: 'anon', exp: Math.floor(Date.now() / 1000) + 600 },
        LOCAL_JWT_SECRET,
      );
      const { error, status } = await clientWithKey(fresh).from('videos').select('video_key').limit(1);
      expect(error).toBeNull();
      expect(status).toBe(200);
    });
  });
});

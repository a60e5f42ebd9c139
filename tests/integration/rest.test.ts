// /rest/v1 through the official supabase-js clients: every shape the site and the edge functions
// use comes back as PostgREST returns it (values, embedding, status codes, Content-Range, error
// JSON). Rows written here carry this run's id and are removed afterwards.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, serviceClient } from '../support/clients.ts';
import { SLOT_COLUMNS } from '../support/media-slot-columns.ts';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const slots = {
  before: `gallery.before_after.rest${run}.before`,
  after: `gallery.before_after.rest${run}.after`,
  draft: `test.rest-${run}.draft`,
};
const videoKey = (name: string) => `rest-test-${run}-${name}`;

const VERSION_COLUMNS = [
  'id',
  'slot_id',
  'version_number',
  'file_url',
  'storage_path',
  'file_name',
  'alt_text',
  'caption',
  'mime_type',
  'file_size',
  'width',
  'height',
  'created_at',
  'variants',
];
const VIDEO_COLUMNS = [
  'id',
  'video_key',
  'youtube_url',
  'video_name',
  'description',
  'is_active',
  'created_at',
  'updated_at',
];
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/;

function publishArgs(slotName: string, fileName: string) {
  return {
    p_slot_name: slotName,
    p_file_url: `http://127.0.0.1/storage/v1/object/public/media/slots/${slotName}/${fileName}`,
    p_storage_path: `slots/${slotName}/${fileName}`,
    p_file_name: fileName,
    p_mime_type: 'image/webp',
    p_file_size: 1234,
    p_width: 800,
    p_height: 600,
    p_alt_text: `Alt ${fileName}`,
  };
}

/** The raw answer, for headers supabase-js does not expose. */
function rawRest(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const key = inject('serviceRoleKey');
  return fetch(`${inject('supabaseUrl')}/rest/v1${path}`, {
    headers: { apikey: key, authorization: `Bearer ${key}`, ...headers },
  });
}

describe('/rest/v1 through supabase-js', () => {
  const service = serviceClient();
  const anon = anonClient();
  const ids: Record<keyof typeof slots, string> = { before: '', after: '', draft: '' };

  beforeAll(async () => {
    const inserted = await service
      .from('media_slots')
      .insert(
        Object.values(slots).map((slot_name) => ({
          slot_name,
          section: 'gallery',
          title: `REST ${slot_name}`,
        })),
      )
      .select('id, slot_name');
    expect(inserted.error).toBeNull();
    for (const [key, name] of Object.entries(slots)) {
      ids[key as keyof typeof slots] = inserted.data?.find((row) => row.slot_name === name)?.id as string;
    }
    // before gets two versions and is published last, so it is the most recently updated
    for (const [slot, file] of [
      [slots.before, 'b1.webp'],
      [slots.after, 'a1.webp'],
      [slots.before, 'b2.webp'],
    ] as const) {
      const published = await service.rpc('publish_media_version', publishArgs(slot, file));
      expect(published.error).toBeNull();
    }
  });

  afterAll(async () => {
    await service.from('media_slots').delete().in('slot_name', Object.values(slots));
    await service.from('videos').delete().like('video_key', `rest-test-${run}-%`);
  });

  describe("the site's public reads", () => {
    it('reads active videos with every column, as PostgREST renders them', async () => {
      const { data, error, status } = await anon.from('videos').select('*').eq('is_active', true);
      expect(error).toBeNull();
      expect(status).toBe(200);
      const hero = data?.find((video) => video.video_key === 'hero-main');
      expect(Object.keys(hero ?? {})).toEqual(VIDEO_COLUMNS);
      // no default video: the hero shows its poster until the owner sets one
      expect(hero).toMatchObject({
        youtube_url: null,
        video_name: 'Vídeo principal',
        description: 'Vídeo vertical do topo da página.',
        is_active: true,
      });
      expect(hero?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(hero?.created_at).toMatch(TIMESTAMP);
      expect(data?.every((video) => video.is_active === true)).toBe(true);
    });

    it('embeds each published slot’s current version as an array, newest slot first', async () => {
      const { data, error } = await anon
        .from('media_slots')
        .select('*, media_versions(*)')
        .eq('is_published', true)
        .order('updated_at', { ascending: false });
      expect(error).toBeNull();
      const rows = data ?? [];
      expect(rows.every((slot) => slot.is_published === true)).toBe(true);
      const times = rows.map((slot) => Date.parse(slot.updated_at as string));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(rows.find((slot) => slot.slot_name === slots.draft)).toBeUndefined();

      const names = rows.map((slot) => slot.slot_name);
      expect(names.indexOf(slots.before)).toBeLessThan(names.indexOf(slots.after));
      const before = rows.find((slot) => slot.slot_name === slots.before);
      expect(Object.keys(before ?? {})).toEqual([...SLOT_COLUMNS, 'media_versions']);
      expect(before).toMatchObject({
        id: ids.before,
        section: 'gallery',
        page_tags: [],
        current_version: 2,
        is_published: true,
      });
      // anon reads only the version the slot shows: b1.webp, which b2.webp replaced, is not embedded
      const versions: Record<string, unknown>[] = before?.media_versions ?? [];
      expect(versions.map((v) => Object.keys(v))).toEqual([VERSION_COLUMNS]);
      expect(versions[0]).toMatchObject({
        slot_id: ids.before,
        version_number: 2,
        file_url: `http://127.0.0.1/storage/v1/object/public/media/slots/${slots.before}/b2.webp`,
        storage_path: `slots/${slots.before}/b2.webp`,
        file_name: 'b2.webp',
        alt_text: 'Alt b2.webp',
        caption: '',
        mime_type: 'image/webp',
        file_size: 1234,
        width: 800,
        height: 600,
      });
      expect(versions[0]?.created_at).toMatch(TIMESTAMP);
      const after = rows.find((slot) => slot.slot_name === slots.after);
      expect(after?.media_versions).toHaveLength(1);

      // the service role gets the slot's whole history embedded
      const history = await service
        .from('media_slots')
        .select('media_versions(file_name)')
        .eq('slot_name', slots.before)
        .single();
      expect(history.data?.media_versions.map((v) => v.file_name).sort()).toEqual(['b1.webp', 'b2.webp']);
    });

    it('reads published gallery slots by a LIKE pattern in slot_name order', async () => {
      const { data, error } = await anon
        .from('media_slots')
        .select('*')
        .like('slot_name', 'gallery.before_after.%')
        .eq('is_published', true)
        .order('slot_name');
      expect(error).toBeNull();
      const names = (data ?? []).map((slot) => slot.slot_name as string);
      expect(names.every((name) => name.startsWith('gallery.before_after.'))).toBe(true);
      expect(data?.every((slot) => slot.is_published === true && !('media_versions' in slot))).toBe(true);
      expect(names.filter((name) => name.includes(`rest${run}`))).toEqual([slots.after, slots.before]);
    });
  });

  describe('filters', () => {
    it('matches in lists (quoted values included), neq and ilike', async () => {
      const listed = await service
        .from('media_slots')
        .select('slot_name')
        .in('slot_name', ['global.logo', 'global.favicon', 'no,such(slot)'])
        .order('slot_name');
      expect(listed.data).toEqual([{ slot_name: 'global.favicon' }, { slot_name: 'global.logo' }]);

      const others = await service
        .from('media_slots')
        .select('slot_name')
        .like('slot_name', 'global.%')
        .neq('slot_name', 'global.logo')
        .order('slot_name');
      expect(others.data).toEqual([{ slot_name: 'global.favicon' }, { slot_name: 'global.og_image' }]);

      const services = await service.from('media_slots').select('slot_name').ilike('slot_name', 'SERVICO-%');
      expect(services.data).toHaveLength(4);

      const notIn = await service
        .from('media_slots')
        .select('slot_name')
        .like('slot_name', 'global.%')
        .not('slot_name', 'in', '(global.logo,global.favicon)');
      expect(notIn.data).toEqual([{ slot_name: 'global.og_image' }]);
    });

    it('combines or with a nested and', async () => {
      const { data, error } = await service
        .from('media_slots')
        .select('slot_name')
        .or('slot_name.eq.global.logo,and(section.eq.trust,slot_name.like.*review_1)')
        .order('slot_name');
      expect(error).toBeNull();
      expect(data).toEqual([{ slot_name: 'global.logo' }, { slot_name: 'trust.review_1' }]);
    });

    it('compares numbers and tests for null', async () => {
      const newer = await service
        .from('media_versions')
        .select('version_number')
        .eq('slot_id', ids.before)
        .gt('version_number', 1)
        .lte('version_number', 2);
      expect(newer.data).toEqual([{ version_number: 2 }]);

      const unpublished = await service
        .from('media_slots')
        .select('slot_name')
        .in('slot_name', Object.values(slots))
        .is('current_version', null);
      expect(unpublished.data).toEqual([{ slot_name: slots.draft }]);
    });
  });

  describe('order, range, count, single', () => {
    it('orders on several columns with null placement', async () => {
      const { data } = await service
        .from('media_slots')
        .select('slot_name')
        .in('slot_name', ['global.logo', 'global.favicon', 'trust.review_1', 'trust.google_badge'])
        .order('section', { ascending: false })
        .order('slot_name');
      expect(data?.map((row) => row.slot_name)).toEqual([
        'trust.google_badge',
        'trust.review_1',
        'global.favicon',
        'global.logo',
      ]);

      const nullsFirst = await service
        .from('media_slots')
        .select('slot_name, current_version')
        .in('slot_name', Object.values(slots))
        .order('current_version', { ascending: false, nullsFirst: true });
      expect(nullsFirst.data).toEqual([
        { slot_name: slots.draft, current_version: null },
        { slot_name: slots.before, current_version: 2 },
        { slot_name: slots.after, current_version: 1 },
      ]);
    });

    it('pages with range and counts exactly, answering 206 for a partial page', async () => {
      const page = await service
        .from('media_slots')
        .select('slot_name', { count: 'exact' })
        .like('slot_name', 'servico-%')
        .order('slot_name')
        .range(1, 2);
      expect(page.error).toBeNull();
      expect(page.status).toBe(206);
      expect(page.count).toBe(4);
      expect(page.data).toEqual([{ slot_name: 'servico-colchoes' }, { slot_name: 'servico-sofas' }]);

      const head = await service
        .from('media_slots')
        .select('*', { count: 'exact', head: true })
        .like('slot_name', 'servico-%');
      expect(head).toMatchObject({ error: null, data: null, count: 4, status: 200 });

      const raw = await rawRest('/media_slots?select=slot_name&slot_name=like.servico-*&limit=2', {
        prefer: 'count=exact',
      });
      expect(raw.status).toBe(206);
      expect(raw.headers.get('content-range')).toBe('0-1/4');
      const uncounted = await rawRest('/media_slots?select=slot_name&slot_name=like.servico-*&offset=1');
      expect(uncounted.headers.get('content-range')).toBe('1-3/*');
    });

    it('refuses an offset past the last row once the total is known', async () => {
      const raw = await rawRest('/media_slots?slot_name=like.servico-*&offset=10', { prefer: 'count=exact' });
      expect(raw.status).toBe(416);
      expect(raw.headers.get('content-range')).toBe('*/4');
      expect(await raw.json()).toEqual({
        code: 'PGRST103',
        details: 'An offset of 10 was requested, but there are only 4 rows.',
        hint: null,
        message: 'Requested range not satisfiable',
      });
    });

    it('returns one object for single() and 406 PGRST116 otherwise', async () => {
      const one = await anon
        .from('videos')
        .select('video_key, is_active')
        .eq('video_key', 'hero-main')
        .single();
      expect(one).toMatchObject({
        error: null,
        status: 200,
        data: { video_key: 'hero-main', is_active: true },
      });

      const none = await anon.from('videos').select('video_key').eq('video_key', 'no-such-video').single();
      expect(none.status).toBe(406);
      expect(none.error).toEqual({
        code: 'PGRST116',
        details: 'The result contains 0 rows',
        hint: null,
        message: 'Cannot coerce the result to a single JSON object',
      });

      const many = await service
        .from('media_slots')
        .select('slot_name')
        .like('slot_name', 'servico-%')
        .single();
      expect(many.status).toBe(406);
      expect(many.error?.details).toBe('The result contains 4 rows');

      const maybe = await anon
        .from('videos')
        .select('video_key')
        .eq('video_key', 'no-such-video')
        .maybeSingle();
      expect(maybe).toMatchObject({ error: null, data: null });
    });
  });

  describe('embedding', () => {
    it('renames, picks columns, orders and limits the embedded rows', async () => {
      const { data, error } = await service
        .from('media_slots')
        .select('slot_name, versions:media_versions(version_number, file_name)')
        .eq('slot_name', slots.before)
        // an embedding is addressed by its alias, as in PostgREST
        .order('version_number', { referencedTable: 'versions', ascending: false })
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({
        slot_name: slots.before,
        versions: [
          { version_number: 2, file_name: 'b2.webp' },
          { version_number: 1, file_name: 'b1.webp' },
        ],
      });

      const limited = await service
        .from('media_slots')
        .select('slot_name, media_versions(version_number)')
        .eq('slot_name', slots.before)
        .order('version_number', { referencedTable: 'media_versions' })
        .limit(1, { referencedTable: 'media_versions' });
      expect(limited.data).toEqual([{ slot_name: slots.before, media_versions: [{ version_number: 1 }] }]);

      const empty = await service
        .from('media_slots')
        .select('slot_name, media_versions(*)')
        .eq('slot_name', slots.draft);
      expect(empty.data).toEqual([{ slot_name: slots.draft, media_versions: [] }]);
    });

    it('embeds the many-to-one side as an object', async () => {
      const { data } = await service
        .from('media_versions')
        .select('version_number, media_slots(slot_name, is_published)')
        .eq('slot_id', ids.after);
      expect(data).toEqual([
        { version_number: 1, media_slots: { slot_name: slots.after, is_published: true } },
      ]);
    });

    it('filters parents by their embedded rows with !inner', async () => {
      const { data } = await service
        .from('media_slots')
        .select('slot_name, media_versions!inner(version_number)')
        .in('slot_name', Object.values(slots))
        .eq('media_versions.version_number', 2);
      expect(data).toEqual([{ slot_name: slots.before, media_versions: [{ version_number: 2 }] }]);
    });
  });

  describe('writes', () => {
    it('inserts one row and returns it with its defaults', async () => {
      const { data, error, status } = await service
        .from('videos')
        .insert({ video_key: videoKey('one'), youtube_url: 'https://youtu.be/one', video_name: 'One' })
        .select();
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toHaveLength(1);
      expect(Object.keys(data?.[0] ?? {})).toEqual(VIDEO_COLUMNS);
      expect(data?.[0]).toMatchObject({
        video_key: videoKey('one'),
        youtube_url: 'https://youtu.be/one',
        video_name: 'One',
        description: '',
        is_active: true,
      });

      const minimal = await service
        .from('videos')
        .insert({ video_key: videoKey('minimal'), youtube_url: 'u', video_name: 'Minimal' });
      expect(minimal).toMatchObject({ error: null, data: null, status: 201 });
    });

    it('inserts an array whose objects differ, with nulls or with column defaults', async () => {
      const rows = [
        { video_key: videoKey('a'), youtube_url: 'u', video_name: 'A', description: 'first' },
        { video_key: videoKey('b'), youtube_url: 'u', video_name: 'B' },
      ];
      const withNulls = await service.from('videos').insert(rows).select('video_key');
      expect(withNulls.status).toBe(400);
      expect(withNulls.error).toMatchObject({ code: '23502' });

      const withDefaults = await service
        .from('videos')
        .insert(rows, { defaultToNull: false })
        .select('video_key, description')
        .order('video_key');
      expect(withDefaults.error).toBeNull();
      expect(withDefaults.data).toEqual([
        { video_key: videoKey('a'), description: 'first' },
        { video_key: videoKey('b'), description: '' },
      ]);
    });

    it('upserts on a conflict column, merging or ignoring duplicates', async () => {
      const key = videoKey('upsert');
      const first = await service
        .from('videos')
        .upsert(
          { video_key: key, youtube_url: 'https://youtu.be/1', video_name: 'First' },
          { onConflict: 'video_key' },
        )
        .select('video_key, youtube_url, video_name');
      expect(first).toMatchObject({
        status: 201,
        data: [{ video_key: key, youtube_url: 'https://youtu.be/1' }],
      });

      const merged = await service
        .from('videos')
        .upsert(
          { video_key: key, youtube_url: 'https://youtu.be/2', video_name: 'Second' },
          { onConflict: 'video_key' },
        )
        .select('video_key, youtube_url, video_name');
      expect(merged.error).toBeNull();
      expect(merged.data).toEqual([
        { video_key: key, youtube_url: 'https://youtu.be/2', video_name: 'Second' },
      ]);

      const ignored = await service
        .from('videos')
        .upsert(
          { video_key: key, youtube_url: 'https://youtu.be/3', video_name: 'Third' },
          { onConflict: 'video_key', ignoreDuplicates: true },
        )
        .select('video_key');
      expect(ignored.data).toEqual([]);
      const stored = await service.from('videos').select('video_name').eq('video_key', key).single();
      expect(stored.data).toEqual({ video_name: 'Second' });
    });

    it('updates with filters, returning the rows and their count', async () => {
      const key = videoKey('update');
      await service.from('videos').insert({ video_key: key, youtube_url: 'u', video_name: 'Before' });
      const updated = await service
        .from('videos')
        .update({ video_name: 'After', is_active: false }, { count: 'exact' })
        .eq('video_key', key)
        .select('video_key, video_name, is_active');
      expect(updated).toMatchObject({
        error: null,
        status: 200,
        count: 1,
        data: [{ video_key: key, video_name: 'After', is_active: false }],
      });

      const silent = await service.from('videos').update({ video_name: 'Again' }).eq('video_key', key);
      expect(silent).toMatchObject({ error: null, status: 204, data: null });

      const everything = await service.from('videos').update({ video_name: 'Oops' });
      expect(everything.status).toBe(400);
      expect(everything.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    });

    it('deletes with filters, returning what it removed', async () => {
      const key = videoKey('delete');
      await service.from('videos').insert({ video_key: key, youtube_url: 'u', video_name: 'Doomed' });
      const deleted = await service
        .from('videos')
        .delete()
        .eq('video_key', key)
        .select('video_key, video_name');
      expect(deleted).toMatchObject({
        error: null,
        status: 200,
        data: [{ video_key: key, video_name: 'Doomed' }],
      });
      const gone = await service.from('videos').select('id').eq('video_key', key);
      expect(gone.data).toEqual([]);

      const counted = await service.from('videos').delete({ count: 'exact' }).eq('video_key', key);
      expect(counted).toMatchObject({ error: null, status: 204, count: 0 });
    });

    it('maps constraint and permission errors to PostgREST status codes', async () => {
      const key = videoKey('dup');
      await service.from('videos').insert({ video_key: key, youtube_url: 'u', video_name: 'Dup' });
      const duplicate = await service
        .from('videos')
        .insert({ video_key: key, youtube_url: 'u', video_name: 'Dup' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.error).toMatchObject({
        code: '23505',
        message: 'duplicate key value violates unique constraint "videos_video_key_key"',
        details: `Key (video_key)=(${key}) already exists.`,
      });

      const badKey = await service
        .from('videos')
        .insert({ video_key: 'Not A Key!', youtube_url: 'u', video_name: 'x' });
      expect(badKey.status).toBe(400);
      expect(badKey.error?.code).toBe('23514');

      const badBoolean = await anon.from('videos').select('id').eq('is_active', 'maybe');
      expect(badBoolean.status).toBe(400);
      expect(badBoolean.error).toMatchObject({
        code: '22P02',
        message: 'invalid input syntax for type boolean: "maybe"',
      });

      const badUuid = await service.from('videos').select('id').eq('id', 'not-a-uuid');
      expect(badUuid.status).toBe(400);
      expect(badUuid.error).toMatchObject({
        code: '22P02',
        message: 'invalid input syntax for type uuid: "not-a-uuid"',
      });

      const anonWrite = await anon
        .from('videos')
        .insert({ video_key: videoKey('anon'), youtube_url: 'u', video_name: 'x' });
      expect(anonWrite.status).toBe(401);
      expect(anonWrite.error).toMatchObject({ code: '42501', message: 'permission denied for table videos' });
    });
  });

  describe('rpc', () => {
    it('returns a composite result as one object', async () => {
      const { data, error, status } = await service.rpc(
        'publish_media_version',
        publishArgs(slots.after, 'a2.webp'),
      );
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(Object.keys(data ?? {})).toEqual(VERSION_COLUMNS);
      expect(data).toMatchObject({ slot_id: ids.after, version_number: 2, file_name: 'a2.webp', width: 800 });
    });

    it('answers an unknown function with 404 PGRST202 and a raised error as PostgREST maps it', async () => {
      const unknown = await service.rpc('no_such_function', { a: 1 });
      expect(unknown.status).toBe(404);
      expect(unknown.error).toMatchObject({
        code: 'PGRST202',
        message: 'Could not find the function public.no_such_function(a) in the schema cache',
      });

      const wrongArgs = await service.rpc('publish_media_version', { p_slot_name: slots.after });
      expect(wrongArgs.status).toBe(404);
      expect(wrongArgs.error?.code).toBe('PGRST202');

      // the function raises P0002 (no_data_found); PostgREST answers any P0 code but P0001 with 500
      const noSlot = await service.rpc('publish_media_version', publishArgs('no.such.slot', 'x.webp'));
      expect(noSlot.status).toBe(500);
      expect(noSlot.error).toMatchObject({
        code: 'P0002',
        message: 'slot "no.such.slot" does not exist',
        hint: 'Use a slot_name from public.media_slots.',
      });

      const anonCall = await anon.rpc('publish_media_version', publishArgs(slots.after, 'x.webp'));
      expect(anonCall.status).toBe(401);
      expect(anonCall.error?.code).toBe('42501');
    });

    it('runs GET calls read-only, refusing a function that writes', async () => {
      const viaGet = await service.rpc('unpublish_media_slot', { p_slot_name: slots.after }, { get: true });
      expect(viaGet.status).toBe(405);
      expect(viaGet.error?.code).toBe('25006');
    });
  });

  describe('bad requests', () => {
    it('answers malformed or unknown names with PostgREST error JSON, then still serves', async () => {
      const malformed = await anon.from('videos').select('*').filter('video_key', 'in', '1,2');
      expect(malformed.status).toBe(400);
      expect(malformed.error).toEqual({
        code: 'PGRST100',
        details: 'unexpected "1" expecting "("',
        hint: null,
        message: '"failed to parse filter (in.1,2)" (line 1, column 4)',
      });

      const badSelect = await anon.from('videos').select('video_key,(');
      expect(badSelect.status).toBe(400);
      expect(badSelect.error?.code).toBe('PGRST100');

      const unknownColumn = await anon.from('videos').select('video_key').eq('nope', 1);
      expect(unknownColumn.status).toBe(400);
      expect(unknownColumn.error).toEqual({
        code: '42703',
        details: null,
        hint: null,
        message: 'column videos.nope does not exist',
      });

      const unknownInsertColumn = await service.from('videos').insert({ video_key: videoKey('x'), nope: 1 });
      expect(unknownInsertColumn.status).toBe(400);
      expect(unknownInsertColumn.error).toMatchObject({
        code: 'PGRST204',
        message: "Could not find the 'nope' column of 'videos' in the schema cache",
      });

      const unknownTable = await anon.from('no_such_table').select('*');
      expect(unknownTable.status).toBe(404);
      expect(unknownTable.error).toMatchObject({
        code: 'PGRST205',
        message: "Could not find the table 'public.no_such_table' in the schema cache",
      });

      const unknownEmbed = await anon.from('videos').select('*, media_versions(*)');
      expect(unknownEmbed.status).toBe(400);
      expect(unknownEmbed.error).toMatchObject({
        code: 'PGRST200',
        message: "Could not find a relationship between 'videos' and 'media_versions' in the schema cache",
      });

      const good = await anon.from('videos').select('video_key').eq('video_key', 'hero-main');
      expect(good).toMatchObject({ error: null, status: 200, data: [{ video_key: 'hero-main' }] });
    });
  });
});

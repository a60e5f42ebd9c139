// /rest/v1 through the official supabase-js clients: every shape the site and the edge functions
// use comes back as PostgREST returns it (values, embedding, status codes, Content-Range, error
// JSON). Rows written here carry this run's id and are removed afterwards.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, serviceClient } from '#tests/support/clients.ts';
import { SLOT_COLUMNS } from '#tests/support/media-slot-columns.ts';

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
  'translations',
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
  return fetch(`${inject('supabaseUrl')}/rest/v1${path}`, {
    headers: { apikey: inject('secretKey'), ...headers },
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
      const versions = before?.media_versions ?? [];
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

  describe('order, limit, count, single', () => {
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

    it('limits and counts the rows, answering with PostgREST’s Content-Range and 206 for a partial page', async () => {
      const limited = await service
        .from('media_slots')
        .select('slot_name')
        .like('slot_name', 'servico-%')
        .order('slot_name')
        .limit(2);
      expect(limited).toMatchObject({ error: null, status: 200 });
      expect(limited.data).toEqual([{ slot_name: 'servico-automoveis' }, { slot_name: 'servico-colchoes' }]);
      const raw = await rawRest('/media_slots?select=slot_name&slot_name=like.servico-*&limit=2');
      expect(raw.headers.get('content-range')).toBe('0-1/*');

      const counted = await rawRest('/media_slots?select=slot_name&slot_name=like.servico-*&limit=2', {
        prefer: 'count=exact',
      });
      expect(counted.status).toBe(206);
      expect(counted.headers.get('content-range')).toBe('0-1/4');
      const head = await service
        .from('media_slots')
        .select('*', { count: 'exact', head: true })
        .like('slot_name', 'servico-%');
      expect(head).toMatchObject({ error: null, data: null, count: 4, status: 200 });
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
    it('renames and picks the embedded columns', async () => {
      const { data, error } = await service
        .from('media_slots')
        .select('slot_name, versions:media_versions(version_number, file_name)')
        .eq('slot_name', slots.before)
        .single();
      expect(error).toBeNull();
      expect(data?.versions.sort((a, b) => a.version_number - b.version_number)).toEqual([
        { version_number: 1, file_name: 'b1.webp' },
        { version_number: 2, file_name: 'b2.webp' },
      ]);

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

    it('inserts an array whose objects differ, a missing key as null', async () => {
      const rows = [
        { video_key: videoKey('a'), youtube_url: 'u', video_name: 'A', description: 'first' },
        { video_key: videoKey('b'), youtube_url: 'u', video_name: 'B' },
      ];
      const withNulls = await service.from('videos').insert(rows).select('video_key');
      expect(withNulls.status).toBe(400);
      expect(withNulls.error).toMatchObject({ code: '23502' });

      const complete = rows.map((row) => ({ description: '', ...row }));
      const inserted = await service.from('videos').insert(complete).select('video_key, description');
      expect(inserted.error).toBeNull();
      expect(inserted.data?.sort((a, b) => a.video_key.localeCompare(b.video_key))).toEqual([
        { video_key: videoKey('a'), description: 'first' },
        { video_key: videoKey('b'), description: '' },
      ]);
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

      // @ts-expect-error not a boolean, on purpose
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
      // @ts-expect-error no such function, on purpose
      const unknown = await service.rpc('no_such_function', { a: 1 });
      expect(unknown.status).toBe(404);
      expect(unknown.error).toMatchObject({
        code: 'PGRST202',
        message: 'Could not find the function public.no_such_function(a) in the schema cache',
      });

      // @ts-expect-error required arguments left out, on purpose
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
  });

  describe('requests outside the supported surface (docs/local-stand-in.md)', () => {
    const notSupported = (feature: string) => ({
      status: 501,
      error: expect.objectContaining({
        code: 'LOCAL501',
        message: `${feature}: not supported by the local stand-in`,
      }) as unknown,
    });

    it('answers each with 501 and PostgREST error JSON naming the feature, changing nothing', async () => {
      expect(
        await service.rpc('unpublish_media_slot', { p_slot_name: slots.after }, { get: true }),
      ).toMatchObject(notSupported('Calling a function with GET'));
      const still = await service
        .from('media_slots')
        .select('is_published')
        .eq('slot_name', slots.after)
        .single();
      expect(still.data).toEqual({ is_published: true });

      expect(await anon.from('videos').select('video_key').textSearch('video_name', 'sofá')).toMatchObject(
        notSupported('Full-text search filters (fts)'),
      );
      expect(await anon.from('videos').select('video_key::text')).toMatchObject(
        notSupported('Casts (::type)'),
      );
      expect(
        await anon.from('media_slots').select('page_tags').contains('page_tags', ['home']),
      ).toMatchObject(notSupported('The cs filter operator'));
      expect(
        await anon.from('media_versions').select('...media_slots(slot_name)').eq('slot_id', ids.after),
      ).toMatchObject(notSupported('Spread embeds (...)'));

      const videos = () => anon.from('videos').select('video_key');
      expect(await videos().or('video_key.eq.hero-main,is_active.is.false')).toMatchObject(
        notSupported('and/or filters'),
      );
      expect(await videos().range(1, 2)).toMatchObject(notSupported('Offsets (range)'));
      expect(
        await service
          .from('media_slots')
          .select('slot_name, media_versions(version_number)')
          .order('version_number', { referencedTable: 'media_versions' }),
      ).toMatchObject(notSupported('Order, limit and offset of an embedded resource (media_versions.order)'));
      expect(await service.from('media_slots').select('slot_name, media_versions!inner(*)')).toMatchObject(
        notSupported('Inner-join embeds (!inner)'),
      );
      const key = videoKey('upsert');
      const row = { video_key: key, youtube_url: 'u', video_name: 'Upsert' };
      expect(await service.from('videos').upsert(row, { onConflict: 'video_key' })).toMatchObject(
        notSupported('Upserts (on_conflict)'),
      );
      expect(await service.from('videos').insert([row], { defaultToNull: false })).toMatchObject(
        notSupported('Prefer: missing=default'),
      );
      expect((await service.from('videos').select('id').eq('video_key', key)).data).toEqual([]);

      const raw = await rawRest('/videos?select=video_key&video_key=eq(any).{hero-main}');
      expect(raw.status).toBe(501);
      expect(raw.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await raw.json()).toEqual({
        code: 'LOCAL501',
        details: null,
        hint: 'docs/local-stand-in.md lists what the stand-in supports.',
        message: 'Quantified filters (eq(any)): not supported by the local stand-in',
      });
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

      // @ts-expect-error no such column, on purpose
      const unknownColumn = await anon.from('videos').select('video_key').eq('nope', 1);
      expect(unknownColumn.status).toBe(400);
      expect(unknownColumn.error).toEqual({
        code: '42703',
        details: null,
        hint: null,
        message: 'column videos.nope does not exist',
      });

      // @ts-expect-error no such column, on purpose
      const unknownInsertColumn = await service.from('videos').insert({ video_key: videoKey('x'), nope: 1 });
      expect(unknownInsertColumn.status).toBe(400);
      expect(unknownInsertColumn.error).toMatchObject({
        code: 'PGRST204',
        message: "Could not find the 'nope' column of 'videos' in the schema cache",
      });

      // @ts-expect-error no such table, on purpose
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

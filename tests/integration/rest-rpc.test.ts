// /rest/v1/rpc result shapes, on a stand-in of its own so this file can add functions the
// project's schema does not have: a scalar comes back as its JSON value, a set of rows as an
// array, RETURNS TABLE as rows, void as 204; what the stand-in leaves out answers 501.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '#local/server.ts';

const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

const TEST_FUNCTIONS = `
create function public.add_numbers(a integer, b integer default 10) returns integer
  language sql immutable as $$ select a + b $$;
create function public.echo_text(message text) returns text
  language sql immutable as $$ select message $$;
create function public.tag_count(tags text[]) returns integer
  language sql immutable as $$ select cardinality(tags) $$;
create function public.slots_in_section(p_section text) returns setof public.media_slots
  language sql stable as $$ select * from public.media_slots where section = p_section $$;
create function public.slot_names(p_section text) returns setof text
  language sql stable as $$ select slot_name from public.media_slots where section = p_section order by 1 $$;
create function public.slot_counts() returns table (section text, slots bigint)
  language sql stable as $$ select section, count(*) from public.media_slots group by section $$;
create function public.do_nothing() returns void
  language sql as $$ select $$;
create function public.twice(a integer) returns integer language sql immutable as $$ select a * 2 $$;
create function public.twice(a text) returns text language sql immutable as $$ select a || a $$;
`;

describe('rpc result shapes', () => {
  let local: LocalSupabase;
  let anon: SupabaseClient;
  let service: SupabaseClient;

  beforeAll(async () => {
    local = await startLocalSupabase({ port: 0, functions: false });
    await local.db.pg.exec(TEST_FUNCTIONS);
    anon = createClient(local.url, local.publishableKey, noSession);
    service = createClient(local.url, local.secretKey, noSession);
    // two images for the logo: the second replaced the first
    for (const version of [1, 2]) {
      const published = await service.rpc('publish_media_version', {
        p_slot_name: 'global.logo',
        p_file_url: `http://x/logo-${version}.webp`,
        p_storage_path: `slots/global.logo/${version}.webp`,
        p_file_name: `logo-${version}.webp`,
        p_mime_type: 'image/webp',
        p_file_size: 10,
        p_width: 1,
        p_height: 1,
      });
      expect(published.error).toBeNull();
    }
  });

  afterAll(async () => {
    await local?.close();
  });

  it('returns a scalar as its JSON value, with defaults and arrays', async () => {
    expect(await anon.rpc('add_numbers', { a: 2 })).toMatchObject({ error: null, status: 200, data: 12 });
    expect((await anon.rpc('add_numbers', { a: 2, b: 3 })).data).toBe(5);
    expect((await anon.rpc('echo_text', { message: 'olá, "mundo"' })).data).toBe('olá, "mundo"');
    expect((await anon.rpc('tag_count', { tags: ['a', 'b', 'c'] })).data).toBe(3);
  });

  it('returns a set of rows as an array, read under the caller’s RLS', async () => {
    const all = await service.rpc('slots_in_section', { p_section: 'trust' });
    expect(all.error).toBeNull();
    expect((all.data as { slot_name: string }[]).map((slot) => slot.slot_name).sort()).toEqual([
      'trust.google_badge',
      'trust.review_1',
      'trust.review_2',
      'trust.review_3',
    ]);
    // anon reads through the function under RLS: every slot of the section, unpublished ones too
    const published = await anon.rpc('slots_in_section', { p_section: 'global' });
    expect((published.data as { slot_name: string }[]).map((slot) => slot.slot_name).sort()).toEqual([
      'global.favicon',
      'global.logo',
      'global.og_image',
    ]);
  });

  it('returns a set of scalars as an array and RETURNS TABLE as rows', async () => {
    expect((await service.rpc('slot_names', { p_section: 'global' })).data).toEqual([
      'global.favicon',
      'global.logo',
      'global.og_image',
    ]);
    const counts = (await service.rpc('slot_counts')).data as { section: string; slots: number }[];
    expect(counts.find((row) => row.section === 'process')).toEqual({ section: 'process', slots: 4 });
  });

  it('answers what it leaves out with 501 naming it: GET calls, shaping a result, overloads', async () => {
    const refused = (feature: string) => ({
      status: 501,
      error: expect.objectContaining({
        code: 'LOCAL501',
        message: `${feature}: not supported by the local stand-in`,
      }),
    });
    expect(await anon.rpc('add_numbers', { a: 2, b: 3 }, { get: true })).toMatchObject(
      refused('Calling a function with GET'),
    );
    expect(
      await service.rpc('slots_in_section', { p_section: 'trust' }).select('slot_name').order('slot_name'),
    ).toMatchObject(refused('Select, filters, order or limits on an RPC result'));
    expect(await service.rpc('slot_counts', {}, { count: 'exact' })).toMatchObject(
      refused('Counting an RPC result'),
    );
    expect(await anon.rpc('twice', { a: 2 })).toMatchObject(refused('Overloaded functions (public.twice)'));
  });

  it('answers a void function with 204 and no body', async () => {
    expect(await anon.rpc('do_nothing')).toMatchObject({ error: null, status: 204, data: null });
  });

  it('finds a function created after the first request', async () => {
    await local.db.pg.exec(
      `create function public.created_later() returns text language sql immutable as $$ select 'later' $$`,
    );
    expect((await anon.rpc('created_later')).data).toBe('later');
  });
});

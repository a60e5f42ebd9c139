// Hosted Supabase loads pg-safeupdate in the Data API's sessions (docs/hosted-platform.md,
// "safeupdate"): an UPDATE or DELETE without a WHERE clause is refused, whoever runs it, in a
// REST request and in every function a /rpc call runs. The stand-in refuses an unfiltered PATCH
// or DELETE as PostgREST answers safeupdate's error; PGlite cannot load the extension, so nothing
// of ours may rely on one: our functions' bodies are read with PostgreSQL's parser, and the
// TypeScript of the functions and scripts with TypeScript's.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type LocalDatabase } from '#local/database.ts';
import { anonClient, serviceClient } from '#tests/support/clients.ts';
import {
  unfilteredWritesInSource,
  unqualifiedWritesInFunction,
  type DatabaseFunction,
} from '#tests/support/unqualified-writes.ts';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

describe('an UPDATE or DELETE without a filter through /rest/v1', () => {
  it.each([
    ['service_role', 'PATCH', 'UPDATE'],
    ['service_role', 'DELETE', 'DELETE'],
    ['anon', 'PATCH', 'UPDATE'],
    ['anon', 'DELETE', 'DELETE'],
  ] as const)(
    'is refused for %s (%s) with PostgREST’s answer to safeupdate: 400, code 21000',
    async (role, method, verb) => {
      const client = role === 'service_role' ? serviceClient() : anonClient();
      const before = await serviceClient().from('videos').select('video_key, video_name').order('video_key');
      const attempt =
        method === 'PATCH'
          ? await client.from('videos').update({ video_name: 'Todos' })
          : await client.from('videos').delete();
      expect(attempt.status).toBe(400);
      // the whole body, as PostgREST sends a PostgreSQL error: safeupdate sets no detail or hint
      expect(attempt.error).toEqual({
        code: '21000',
        details: null,
        hint: null,
        message: `${verb} requires a WHERE clause`,
      });
      const after = await serviceClient().from('videos').select('video_key, video_name').order('video_key');
      expect(after.data).toEqual(before.data);
    },
  );

  it('lets the same write through with a filter (safeupdate asks for a WHERE clause, not a match)', async () => {
    const matchedNothing = await serviceClient()
      .from('videos')
      .update({ video_name: 'Nenhum' }, { count: 'exact' })
      .eq('video_key', 'no-such-video');
    expect(matchedNothing).toMatchObject({ error: null, status: 204, count: 0 });
  });
});

describe('our database functions', () => {
  let db: LocalDatabase;
  let functions: DatabaseFunction[];

  beforeAll(async () => {
    db = await openDatabase({ projectRoot: PROJECT_ROOT });
    const { rows } = await db.pg.query<DatabaseFunction>(`
      select p.proname || '(' || oidvectortypes(p.proargtypes) || ')' as signature,
        l.lanname as language, pg_get_functiondef(p.oid) as definition, p.prosrc as body
      from pg_proc p join pg_language l on l.oid = p.prolang
      where p.pronamespace = 'public'::regnamespace
      order by 1`);
    functions = rows;
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  it('update and delete only with a WHERE clause, so /rpc runs them as hosted Supabase does', async () => {
    // every function of the migrations, triggers included: a trigger runs in the caller's session
    expect(functions.length).toBeGreaterThanOrEqual(17);
    const problems = (await Promise.all(functions.map(unqualifiedWritesInFunction))).flat();
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('would be caught: an unqualified UPDATE, a DELETE in a CTE, SQL functions, EXECUTE of a format() without WHERE or of any other string', async () => {
    const plpgsql = (signature: string, body: string): DatabaseFunction => {
      const definition = `create function public.${signature} returns void language plpgsql as $$\n${body}\n$$`;
      return { signature, language: 'plpgsql', definition, body };
    };
    const sql = (signature: string, body: string): DatabaseFunction => ({
      signature,
      language: 'sql',
      definition: `create function public.${signature} returns void language sql as $$${body}$$`,
      body,
    });
    const cases: [DatabaseFunction, RegExp[]][] = [
      [plpgsql('a()', 'begin update public.videos set is_active = true; end;'), [/^a\(\): UPDATE without/]],
      [
        plpgsql(
          'b()',
          `declare n integer;
           begin
             if true then
               with gone as (delete from public.videos returning 1) select count(*) into n from gone;
             end if;
           end;`,
        ),
        [/^b\(\): DELETE without/],
      ],
      [
        sql('c()', 'delete from public.videos; update public.videos set is_active = true'),
        [/DELETE/, /UPDATE/],
      ],
      [plpgsql('d()', `begin execute 'delete from public.videos'; end;`), [/^d\(\): SQL built at run time/]],
      [
        plpgsql('g(t text)', `begin execute format('delete from public.%I', t); end;`),
        [/^g\(t text\): DELETE without a WHERE clause in «delete from public\.x»/],
      ],
      [
        plpgsql(
          'h(t text)',
          `begin execute format('update public.%1$I set a = %2$L where %3$s', t, 1, 'true'); end;`,
        ),
        [],
      ],
      [plpgsql('i(q text)', `begin execute q; end;`), [/^i\(q text\): SQL built at run time/]],
      [plpgsql('e()', `begin update public.videos set is_active = true where video_key = 'x'; end;`), []],
      [sql('f()', `delete from public.videos where true`), []],
    ];
    for (const [fn, expected] of cases) {
      const problems = await unqualifiedWritesInFunction(fn);
      expect(problems, fn.signature).toHaveLength(expected.length);
      expected.forEach((pattern, index) => expect(problems[index]).toMatch(pattern));
    }
  });
});

async function typeScriptFiles(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(PROJECT_ROOT, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(PROJECT_ROOT, path.join(entry.parentPath, entry.name)));
}

describe('the Data API writes of the functions and the scripts', () => {
  it('filter every update and delete in the same call chain', async () => {
    const files = [...(await typeScriptFiles('supabase/functions')), ...(await typeScriptFiles('scripts'))];
    const writes = [];
    const problems = [];
    for (const file of files) {
      const source = await readFile(path.join(PROJECT_ROOT, file), 'utf8');
      writes.push(...source.matchAll(/\.from\([^)]*\)\s*\.(update|delete)\(/g));
      problems.push(...unfilteredWritesInSource(file, source));
    }
    // the check reads real calls: the sessions', the login brake's, video-manager's, the crowd's
    expect(writes.length).toBeGreaterThanOrEqual(8);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('would be caught: an update or delete without a filter, or filtered in another statement', () => {
    const source = `
      await db.from('videos').delete();
      await db.from('videos').update({ a: 1 }).select();
      const q = db.from('videos').delete(); await q.eq('id', 1);
      await db.from('videos').delete().eq('id', 1);
      await db.storage.from('media').update('p', file);
      hash.update('x');`;
    expect(unfilteredWritesInSource('x.ts', source)).toEqual([
      "x.ts:2: db.from('videos').delete()",
      "x.ts:3: db.from('videos').update({ a: 1 }).select()",
      "x.ts:4: db.from('videos').delete()",
    ]);
  });
});

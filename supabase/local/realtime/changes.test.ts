// The publication triggers and the change feed on a real PGlite database.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenToChanges, type DatabaseChange } from './changes.ts';
import { installChangeTriggers, syncChangeTriggers } from './triggers.ts';

let pg: PGlite;
let changes: DatabaseChange[] = [];
let stop: () => Promise<void>;

beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(`
    create publication supabase_realtime;
    create table public.notes (id int primary key, body text);
    create table public.plain (id int primary key);
    alter table public.notes replica identity full;
    alter publication supabase_realtime add table public.notes;
  `);
  await installChangeTriggers(pg);
  // a reopened database runs the install again: it must not add a second trigger
  await installChangeTriggers(pg);
  stop = await listenToChanges(pg, async (change) => {
    changes.push(change);
  });
});

afterAll(async () => {
  await stop();
  await pg.close();
});

let sentinels = 0;

/** Changes of sentinel rows (negative ids) only mark where a test's own changes end. */
function isSentinel(change: DatabaseChange): boolean {
  return Number((change.record ?? change.oldRecord)?.id) < 0;
}

/** Runs `write`, then a sentinel insert, and returns the changes seen before the sentinel's. */
async function changesOf(write: () => Promise<unknown>): Promise<DatabaseChange[]> {
  changes = [];
  await write();
  const sentinel = -++sentinels;
  await pg.query('insert into public.notes (id, body) values ($1, $2)', [sentinel, 'sentinel']);
  await expect.poll(() => changes.some((change) => change.record?.id === sentinel)).toBe(true);
  return changes.filter((change) => !isSentinel(change));
}

describe('change triggers', () => {
  it('reports one change per written row of a published table, in commit order', async () => {
    const seen = await changesOf(async () => {
      await pg.query(`insert into public.notes values (1, 'a'), (2, 'b')`);
      await pg.query(`update public.notes set body = 'c' where id = 1`);
      await pg.query(`delete from public.notes where id in (1, 2)`);
    });
    expect(
      seen.map((change) => [change.type, change.record?.id ?? null, change.oldRecord?.id ?? null]),
    ).toEqual([
      ['INSERT', 1, null],
      ['INSERT', 2, null],
      ['UPDATE', 1, 1],
      ['DELETE', null, 1],
      ['DELETE', null, 2],
    ]);
    expect(seen[2]).toMatchObject({
      schema: 'public',
      table: 'notes',
      record: { id: 1, body: 'c' },
      oldRecord: { id: 1, body: 'a' },
    });
    expect(seen[2]?.commitTimestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(seen[2]?.tableInfo).toMatchObject({ rlsEnabled: false, replicaIdentity: 'f' });
    expect(
      seen[2]?.tableInfo.columns.map(({ name, type, isPrimaryKey }) => [name, type, isPrimaryKey]),
    ).toEqual([
      ['id', 'int4', true],
      ['body', 'text', false],
    ]);
  });

  it('ignores tables outside the publication', async () => {
    expect(await changesOf(() => pg.query('insert into public.plain values (1)'))).toEqual([]);
  });

  it('does not merge identical changes made in one transaction', async () => {
    await changesOf(() => pg.query(`insert into public.notes values (3, 'same')`));
    const seen = await changesOf(() =>
      pg.transaction(async (tx) => {
        await tx.query(`update public.notes set body = 'same' where id = 3`);
        await tx.query(`update public.notes set body = 'same' where id = 3`);
      }),
    );
    expect(seen.map((change) => change.type)).toEqual(['UPDATE', 'UPDATE']);
  });

  it('sends rows too large for NOTIFY by key and re-reads them', async () => {
    const body = 'x'.repeat(20_000);
    const inserted = await changesOf(() => pg.query('insert into public.notes values (4, $1)', [body]));
    expect(inserted.map((change) => change.type)).toEqual(['INSERT']);
    expect(inserted[0]?.record).toEqual({ id: 4, body });

    const updated = await changesOf(() =>
      pg.query(`update public.notes set body = body || 'y' where id = 4`),
    );
    expect(updated.map((change) => change.type)).toEqual(['UPDATE']);
    expect(updated[0]?.record).toEqual({ id: 4, body: `${body}y` });
    expect(updated[0]?.oldRecord).toEqual({ id: 4 });
  });

  it('follows the publication when triggers are synced again', async () => {
    await pg.exec('alter publication supabase_realtime add table public.plain');
    await syncChangeTriggers(pg);
    const added = await changesOf(() => pg.query('insert into public.plain values (2)'));
    expect(added.map((change) => [change.table, change.type])).toEqual([['plain', 'INSERT']]);

    await pg.exec('alter publication supabase_realtime drop table public.plain');
    await syncChangeTriggers(pg);
    expect(await changesOf(() => pg.query('insert into public.plain values (3)'))).toEqual([]);
  });
});

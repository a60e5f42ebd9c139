import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackWrites, WriteGeneration } from './write-generation.ts';

describe('WriteGeneration', () => {
  it('is null while an access runs and moves on when it ends, resolved or rejected', async () => {
    const writes = new WriteGeneration();
    expect(writes.current()).toBe(0);

    let finish!: () => void;
    const running = writes.track(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(writes.current()).toBeNull();
    finish();
    await running;
    expect(writes.current()).toBe(1);

    await expect(writes.track(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(writes.current()).toBe(2);
    expect(() =>
      writes.track(() => {
        throw new Error('sync');
      }),
    ).toThrow('sync');
    expect(writes.current()).toBe(3);
  });
});

describe('trackWrites', () => {
  let raw: PGlite;
  let writes: WriteGeneration;
  let pg: PGlite;

  beforeAll(async () => {
    raw = new PGlite();
    await raw.waitReady;
    writes = new WriteGeneration();
    pg = trackWrites(raw, writes);
  });

  afterAll(async () => {
    await raw.close();
  });

  /** The generation after `access`, which must have moved on, and was null while it ran. */
  async function movesOn(access: (pg: PGlite) => Promise<unknown>): Promise<void> {
    const before = writes.current();
    expect(before).not.toBeNull();
    const running = access(pg);
    expect(writes.current()).toBeNull();
    await running;
    expect(writes.current()).toBeGreaterThan(before ?? Infinity);
  }

  it('counts query, exec, sql and transaction as possible writes, and works like PGlite', async () => {
    await movesOn((pg) => pg.exec('create table notes (id int)'));
    await movesOn((pg) => pg.query('insert into notes values ($1)', [1]));
    await movesOn((pg) => pg.sql`insert into notes values (${2})`);
    await movesOn((pg) =>
      pg.transaction(async (tx) => {
        await tx.query('insert into notes values (3)');
        // the transaction is still under way, so it is still a possible write
        expect(writes.current()).toBeNull();
      }),
    );
    expect((await pg.query<{ n: number }>('select count(*)::int as n from notes')).rows).toEqual([{ n: 3 }]);
    expect(pg).toBeInstanceOf(PGlite);
    expect(pg.closed).toBe(false);
  });

  it('counts a failed statement too', async () => {
    await movesOn((pg) => pg.query('select * from missing_table').catch(() => null));
  });

  it('leaves accesses to the untracked instance alone', async () => {
    const before = writes.current();
    await raw.query('select 1');
    expect(writes.current()).toBe(before);
  });
});

import { describe, expect, it } from 'vitest';
import { ReadCache, type ReadCacheLimits } from './read-cache.ts';
import type { RestResponse } from './respond.ts';

const LIMITS: ReadCacheLimits = { maxEntries: 10, maxChars: 10_000, ttlMs: 1000 };

/** A database stand-in for the cache: a generation the test moves, and reads it counts. */
function fixture(limits = LIMITS) {
  let clock = 0;
  const state = { generation: 0 as number | null, reads: 0 };
  const cache = new ReadCache(limits, () => clock);
  const answer = (body: string, status = 200): (() => Promise<RestResponse>) => {
    return async () => {
      state.reads++;
      return { status, body };
    };
  };
  return {
    cache,
    state,
    answer,
    generation: () => state.generation,
    advanceClock: (ms: number) => (clock += ms),
  };
}

describe('ReadCache', () => {
  it('answers a repeated read at the same generation without reading again', async () => {
    const { cache, state, answer, generation } = fixture();
    expect(await cache.read('k', generation, answer('[1]'))).toEqual({
      response: { status: 200, body: '[1]' },
      hit: false,
    });
    const again = await cache.read('k', generation, answer('[2]'));
    expect(again).toEqual({ response: { status: 200, body: '[1]' }, hit: true });
    expect(state.reads).toBe(1);
    expect((await cache.read('other', generation, answer('[3]'))).response.body).toBe('[3]');
  });

  it('reads again once the generation has moved on', async () => {
    const { cache, state, answer, generation } = fixture();
    await cache.read('k', generation, answer('[1]'));
    state.generation = 1;
    expect(await cache.read('k', generation, answer('[2]'))).toMatchObject({
      response: { body: '[2]' },
      hit: false,
    });
    expect((await cache.read('k', generation, answer('[3]'))).response.body).toBe('[2]');
  });

  it('keeps nothing read while a possible write is under way', async () => {
    const { cache, state, answer, generation } = fixture();
    state.generation = null;
    await cache.read('k', generation, answer('[1]'));
    await cache.read('k', generation, answer('[1]'));
    expect(state.reads).toBe(2);
    state.generation = 5;
    await cache.read('k', generation, answer('[2]'));
    expect(state.reads).toBe(3);
  });

  it('never serves an answer read while a write began or ended after that write', async () => {
    const { cache, state, answer, generation } = fixture();
    for (const during of [null, 1]) {
      state.generation = 0;
      await cache.read('reset', generation, answer('[]'));
      const read = answer('[old]');
      await cache.read('k', generation, async () => {
        state.generation = during; // a write starts (null) or starts and ends (1) during the read
        return read();
      });
      state.generation = 1; // the write has ended
      const next = await cache.read('k', generation, answer('[new]'));
      expect(next).toMatchObject({ response: { body: '[new]' }, hit: false });
    }
  });

  it('shares one read among identical requests of the same generation only', async () => {
    const { cache, state, generation } = fixture();
    let release!: (response: RestResponse) => void;
    const slow = () => {
      state.reads++;
      return new Promise<RestResponse>((resolve) => (release = resolve));
    };
    const first = cache.read('k', generation, slow);
    const second = cache.read('k', generation, slow);
    state.generation = 1;
    const third = cache.read('k', generation, async () => {
      state.reads++;
      return { status: 200, body: '[new]' };
    });
    release({ status: 200, body: '[old]' });
    expect(await first).toEqual({ response: { status: 200, body: '[old]' }, hit: false });
    expect(await second).toEqual({ response: { status: 200, body: '[old]' }, hit: true });
    expect(await third).toEqual({ response: { status: 200, body: '[new]' }, hit: false });
    expect(state.reads).toBe(2);
    // the old read ended after the generation moved on: only the new answer is kept
    expect((await cache.read('k', generation, slow)).response.body).toBe('[new]');
  });

  it('keeps no error: a failed read fails its waiters and is tried again next time', async () => {
    const { cache, state, answer, generation } = fixture();
    let reject!: (error: Error) => void;
    const failing = () => {
      state.reads++;
      return new Promise<RestResponse>((_, fail) => (reject = fail));
    };
    const first = cache.read('k', generation, failing);
    const second = cache.read('k', generation, failing);
    reject(new Error('boom'));
    await expect(first).rejects.toThrow('boom');
    await expect(second).rejects.toThrow('boom');
    expect((await cache.read('k', generation, answer('[1]'))).hit).toBe(false);
    expect(state.reads).toBe(2);
  });

  it('keeps only 2xx answers', async () => {
    const { cache, state, answer, generation } = fixture();
    await cache.read('k', generation, answer('{"message":"x"}', 404));
    await cache.read('k', generation, answer('{"message":"x"}', 404));
    expect(state.reads).toBe(2);
    await cache.read('p', generation, answer('[1]', 206));
    await cache.read('p', generation, answer('[1]', 206));
    expect(state.reads).toBe(3);
  });

  it('reads again after the time to live', async () => {
    const { cache, state, answer, generation, advanceClock } = fixture();
    await cache.read('k', generation, answer('[1]'));
    advanceClock(999);
    expect((await cache.read('k', generation, answer('[2]'))).hit).toBe(true);
    advanceClock(1);
    expect(await cache.read('k', generation, answer('[2]'))).toMatchObject({
      response: { body: '[2]' },
      hit: false,
    });
    expect(state.reads).toBe(2);
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const { cache, state, answer, generation } = fixture({ ...LIMITS, maxEntries: 2 });
    await cache.read('a', generation, answer('a'));
    await cache.read('b', generation, answer('b'));
    await cache.read('a', generation, answer('a')); // a is now the most recently used
    await cache.read('c', generation, answer('c')); // drops b
    expect(cache.size).toBe(2);
    expect(state.reads).toBe(3);
    expect((await cache.read('a', generation, answer('a'))).hit).toBe(true);
    expect((await cache.read('b', generation, answer('b'))).hit).toBe(false);
  });

  it('holds at most maxChars of keys and bodies, and never one answer of over a quarter of it', async () => {
    const { cache, answer, generation } = fixture({ ...LIMITS, maxChars: 100 });
    await cache.read('a', generation, answer('x'.repeat(20)));
    await cache.read('big', generation, answer('x'.repeat(30)));
    expect(cache.size).toBe(1); // 'big' and its 30 chars are over a quarter of 100
    await cache.read('b', generation, answer('x'.repeat(20)));
    await cache.read('c', generation, answer('x'.repeat(20)));
    await cache.read('d', generation, answer('x'.repeat(20)));
    expect(cache.size).toBe(4);
    await cache.read('e', generation, answer('x'.repeat(20)));
    expect(cache.size).toBe(4); // 5 × 21 > 100: the oldest went
    expect((await cache.read('b', generation, answer('b'))).hit).toBe(true);
    expect((await cache.read('a', generation, answer('a'))).hit).toBe(false);
  });
});

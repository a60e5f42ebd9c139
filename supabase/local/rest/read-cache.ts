// Answers of /rest/v1 table reads, kept while the database's write generation stays the same
// (database.ts: any access that may write moves it on), so a cached answer is always the answer
// the database would give now. Identical reads that arrive while one runs share its answer.

import type { RestResponse } from './respond.ts';

/** The database's write generation: a number, or null while a possible write is under way. */
export type Generation = () => number | null;

export interface ReadCacheLimits {
  maxEntries: number;
  /** Bodies kept at most, in UTF-16 code units (JSON text length). */
  maxChars: number;
  /**
   * An answer is read again after this long even if nothing was written: a row filter that
   * depends on the clock (an RLS policy or view using now()) is then at most this late.
   */
  ttlMs: number;
}

export const DEFAULT_READ_CACHE_LIMITS: ReadCacheLimits = {
  maxEntries: 500,
  maxChars: 16 * 1024 * 1024,
  ttlMs: 1000,
};

export interface CachedRead {
  response: RestResponse;
  /** True when this request ran no database read of its own (cached or shared answer). */
  hit: boolean;
}

interface Entry {
  generation: number;
  storedAt: number;
  response: RestResponse;
  chars: number;
}

interface Pending {
  generation: number;
  answer: Promise<RestResponse>;
}

export class ReadCache {
  readonly #limits: ReadCacheLimits;
  readonly #now: () => number;
  /** In least-recently-used order: a hit moves its entry to the end. */
  readonly #entries = new Map<string, Entry>();
  readonly #pending = new Map<string, Pending>();
  #chars = 0;
  /** The generation the entries were read at; all of them are stale once it moves on. */
  #generation = -1;

  constructor(
    limits: ReadCacheLimits = DEFAULT_READ_CACHE_LIMITS,
    now: () => number = () => performance.now(),
  ) {
    this.#limits = limits;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The answer for `key`: the cached one if it was read at the current generation, else the one
   * an identical read already running at this generation gets, else `read()`'s, which is kept
   * only if no write began or ended while it ran. Errors (rejections) are never kept.
   */
  async read(key: string, generation: Generation, read: () => Promise<RestResponse>): Promise<CachedRead> {
    const start = generation();
    if (start === null) return { response: await read(), hit: false };
    if (start !== this.#generation) {
      this.#entries.clear();
      this.#chars = 0;
      this.#generation = start;
    }

    const cached = this.#lookup(key, start);
    if (cached) return { response: cached, hit: true };
    const pending = this.#pending.get(key);
    if (pending?.generation === start) return { response: await pending.answer, hit: true };

    const answer = read();
    this.#pending.set(key, { generation: start, answer });
    try {
      const response = await answer;
      // tagged with the generation it started at, so any write that ended since makes it a miss
      if (generation() === start) this.#store(key, start, response);
      return { response, hit: false };
    } finally {
      if (this.#pending.get(key)?.answer === answer) this.#pending.delete(key);
    }
  }

  #lookup(key: string, generation: number): RestResponse | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    this.#delete(key, entry);
    if (entry.generation !== generation || this.#now() - entry.storedAt >= this.#limits.ttlMs) return null;
    this.#entries.set(key, entry);
    this.#chars += entry.chars;
    return entry.response;
  }

  #store(key: string, generation: number, response: RestResponse): void {
    if (response.status < 200 || response.status > 299) return;
    const chars = key.length + (response.body?.length ?? 0);
    // one answer may take at most a quarter of the room, so a big read cannot flush all others
    if (chars > this.#limits.maxChars / 4) return;
    const old = this.#entries.get(key);
    if (old) this.#delete(key, old);
    this.#entries.set(key, { generation, storedAt: this.#now(), response, chars });
    this.#chars += chars;
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#entries.size <= this.#limits.maxEntries && this.#chars <= this.#limits.maxChars) break;
      this.#delete(oldestKey, oldest);
    }
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#chars -= entry.chars;
  }
}

// Knowing whether the database may have changed: every access that is not a known read-only
// read counts as a possible write. Caches of read answers (rest/read-cache.ts) keep an answer
// only while this generation stays the same, so no write path can leave a stale answer behind.

import type { PGlite } from '@electric-sql/pglite';

export class WriteGeneration {
  #finished = 0;
  #running = 0;

  /**
   * The number of possible writes that have ended, or null while one is under way (it may
   * already be visible to a read before its caller has been answered).
   */
  current(): number | null {
    return this.#running > 0 ? null : this.#finished;
  }

  /** Runs `access` as a possible write: the generation is null until it has ended, then moves on. */
  track<T>(access: () => T): T {
    this.#running++;
    let result: T;
    try {
      result = access();
    } catch (error) {
      this.#end();
      throw error;
    }
    if (result instanceof Promise) {
      return result.finally(() => this.#end()) as T;
    }
    this.#end();
    return result;
  }

  #end(): void {
    this.#running--;
    this.#finished++;
  }
}

/**
 * The same PGlite, but every method call through it (query, exec, sql, transaction, listen, …)
 * counts as a possible write. Handed out as `db.pg`, so code and tests that use PGlite directly
 * invalidate cached reads without knowing about them.
 */
export function trackWrites(pg: PGlite, writes: WriteGeneration): PGlite {
  return new Proxy(pg, {
    get(target, property) {
      // PGlite keeps its state in #private fields: read and call everything on the instance itself
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      return (...args: unknown[]) => writes.track(() => Reflect.apply(method, target, args));
    },
  });
}

// One fake Supabase project for component and hook tests: fixed tables, the edge functions' reads
// and PostgREST over them, and the log of the HTTP requests it answered. Pass `handlers` to msw's
// setupServer (or server.resetHandlers). It has no Realtime and changes nothing: what needs the
// database's behaviour runs against the stand-in (src/testing/stand-in.ts).
import { edgeFunctionHandlers } from './edge-function-handlers.ts';
import { postgrestHandlers } from './postgrest-handlers.ts';
import { createFakeTables } from './fake-tables.ts';
import { createRequestLog } from './request-log.ts';

export function createFakeSupabase(seed: Parameters<typeof createFakeTables>[0] = {}) {
  const tables = createFakeTables(seed);
  const log = createRequestLog();
  return {
    tables,
    log,
    handlers: [...edgeFunctionHandlers(tables, log), ...postgrestHandlers(tables, log)],
  };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;

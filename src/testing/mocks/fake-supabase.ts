// One fake Supabase project for hook tests: its tables, the edge functions and PostgREST over
// them, Realtime, and the log of the HTTP requests it answered. Pass `handlers` to msw's
// setupServer (or server.resetHandlers) and change `tables` the way the real backend would.
import { edgeFunctionHandlers } from './edge-function-handlers.ts';
import { createFakeRealtime } from './realtime-handlers.ts';
import { postgrestHandlers } from './postgrest-handlers.ts';
import { createFakeTables } from './fake-tables.ts';
import { createRequestLog } from './request-log.ts';

export function createFakeSupabase(seed: Parameters<typeof createFakeTables>[0] = {}) {
  const tables = createFakeTables(seed);
  const log = createRequestLog();
  const realtime = createFakeRealtime();
  return {
    tables,
    log,
    realtime,
    handlers: [...edgeFunctionHandlers(tables, log), ...postgrestHandlers(tables, log), realtime.handler],
  };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;

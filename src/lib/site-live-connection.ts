import {
  createLiveConnection,
  documentVisibility,
  type LiveConnection,
  type LiveStatus,
  type TableWatch,
} from './live-connection.ts';
import { nextTask } from './next-task.ts';
import { getSupabase } from './supabase-lazy.ts';

let connection: Promise<LiveConnection> | undefined;
let created: LiveConnection | undefined;
const statusListeners = new Set<() => void>();

/** The page's one live connection, over the site's Supabase client (loaded on first use). */
export function getLiveConnection(): Promise<LiveConnection> {
  connection ??= getSupabase().then(async ({ realtime }) => {
    // the client's chunk is evaluated in the task that loaded it; the connection and its
    // channels start in the next one, so neither task is as long as both
    await nextTask();
    const live = createLiveConnection({ client: realtime, visibility: documentVisibility(document) });
    live.onStatus(() => statusListeners.forEach((listener) => listener()));
    created = live;
    return live;
  });
  return connection;
}

/**
 * Watches a table over the page's live connection (the Supabase client arrives in its own
 * chunk: the watch starts once it is there, unless stopped before). Returns the stop function.
 */
export function watchTable(watch: TableWatch): () => void {
  let unwatch: (() => void) | undefined;
  let stopped = false;
  void getLiveConnection().then((live) => {
    if (!stopped) unwatch = live.watch(watch);
  });
  return () => {
    stopped = true;
    unwatch?.();
  };
}

/**
 * For queries' refetchOnWindowFocus: refetch when the page regains focus only if the live
 * connection is not keeping the data fresh (not started yet, paused, or retrying after a
 * refusal); when it is, the channels' (re)join refetches once and focus adds nothing.
 */
export function refetchOnFocusUnlessLive(): boolean {
  return !created?.keepsDataFresh();
}

/** The live connection's status ('off' before it is created). */
export function liveStatus(): LiveStatus {
  return created?.status ?? 'off';
}

/** Calls `listener` on every status change of the page's connection; returns the unsubscribe. */
export function onLiveStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

// One Realtime connection per page, opened only while it can be useful and never retried in a
// loop. Hosted Realtime caps concurrent connections (200 on Free, 500 on Pro) and joins per
// second, and Supabase suspends projects whose clients reconnect in a loop: on a viral day the
// page must stay complete without its live updates rather than hammer the project.
// docs/load-model.md has the numbers; docs/data-access-and-live-updates.md the behaviour.
import type { RealtimeClient } from '@supabase/realtime-js';
import { retryDelayMs } from './realtime-retry.ts';
import { subscribeToTableChanges, type TableChangeReason } from './table-changes-channel.ts';

/**
 * off: not started; connecting: channels joining; live: every channel joined; paused: refused
 * or dropped, a retry is scheduled; sleeping: released while the tab was hidden.
 */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'paused' | 'sleeping';

export interface TableWatch {
  /** The realtime topic, e.g. `videos-updates`. */
  channelName: string;
  table: string;
  /** A change of the table, or a (re)join after which changes may have been missed. */
  onChange: (reason: TableChangeReason) => void;
}

/** Whether the page is seen, and when that changes (the document's visibility in a browser). */
export interface Visibility {
  isVisible(): boolean;
  onChange(listener: () => void): () => void;
}

export const documentVisibility = (doc: Document): Visibility => ({
  isVisible: () => doc.visibilityState === 'visible',
  onChange(listener) {
    doc.addEventListener('visibilitychange', listener);
    return () => doc.removeEventListener('visibilitychange', listener);
  },
});

/**
 * Failures in a row after which no retry is scheduled until the tab is seen again: a paused or
 * unreachable project would otherwise be tried every few minutes for as long as a phone shows the
 * page (the waits of realtime-retry.ts add up to about 6 minutes by then).
 */
export const MAX_TIMED_RETRIES = 6;

/** A hidden tab keeps its connection this long (a quick look at another tab), then releases it. */
export const HIDDEN_GRACE_MS = 60_000;

export interface LiveConnection {
  /**
   * Keeps a table's channel open whenever the connection is, starting the connection with the
   * first watch (at once if the page is visible, else when it is seen) and closing it after
   * the last; returns the function that stops watching.
   */
  watch(watch: TableWatch): () => void;
  readonly status: LiveStatus;
  /**
   * Whether the connection keeps the data fresh by itself: live, joining with nothing refused
   * yet (the join refetches), or released while hidden (the join when seen again refetches).
   * While false (off, paused, or retrying after a refusal), a returning visitor should refetch.
   */
  keepsDataFresh(): boolean;
  /** Calls `listener` on every status change; returns the unsubscribe. */
  onStatus(listener: (status: LiveStatus) => void): () => void;
}

export interface LiveConnectionOptions {
  client: RealtimeClient;
  visibility: Visibility;
  hiddenGraceMs?: number;
  retryDelay?: (attempt: number) => number;
  maxRetries?: number;
}

/**
 * Runs the page's Realtime connection: one socket for all its channels, opened only while the
 * tab is visible, released after it has been hidden for a while and reopened when it is seen
 * again (the channels' rejoin then refetches once). A refused or dropped connection is closed
 * at once, with every channel, and tried again after a growing, jittered wait, never while the
 * tab is hidden; meanwhile the page keeps what it shows and refetches when it regains focus.
 */
export function createLiveConnection({
  client,
  visibility,
  hiddenGraceMs = HIDDEN_GRACE_MS,
  retryDelay = retryDelayMs,
  maxRetries = MAX_TIMED_RETRIES,
}: LiveConnectionOptions): LiveConnection {
  const watches = new Set<TableWatch>();
  const open = new Map<TableWatch, () => void>();
  const joined = new Set<TableWatch>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  let status: LiveStatus = 'off';
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryDue = false;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  let stopVisibility: (() => void) | undefined;
  let stopTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    statusListeners.forEach((listener) => listener(next));
  };
  const active = () => status === 'connecting' || status === 'live';

  const openChannel = (watch: TableWatch) => {
    open.set(
      watch,
      subscribeToTableChanges(client, {
        channelName: watch.channelName,
        table: watch.table,
        onChange: (reason) => {
          if (reason === 'subscribed') joined.add(watch);
          if (status === 'connecting' && joined.size === watches.size) {
            failures = 0;
            setStatus('live');
          }
          watch.onChange(reason);
        },
        onError: fail,
      }),
    );
  };

  function connect() {
    clearTimeout(retryTimer);
    retryDue = false;
    setStatus('connecting');
    watches.forEach(openChannel);
  }

  /** Every channel removed and the socket closed, so realtime-js retries nothing by itself. */
  function release() {
    open.forEach((unsubscribe) => unsubscribe());
    open.clear();
    joined.clear();
    // a tick later, after the channels go: closed from inside realtime-js's own error handler,
    // the socket keeps its dead connection and the next connect() opens nothing
    setTimeout(() => void client.disconnect(), 0);
  }

  function fail() {
    if (!active()) return;
    clearTimeout(hiddenTimer);
    release();
    failures++;
    // one line per pause: the project may be paused or out of reach for hours
    if (failures === 1) console.warn('Atualizações em tempo real em pausa: o projeto não respondeu.');
    setStatus('paused');
    if (failures >= maxRetries) {
      retryDue = true; // no more on a timer: tried again when the visitor comes back to the tab
      return;
    }
    retryTimer = setTimeout(() => {
      if (visibility.isVisible()) connect();
      else retryDue = true; // tried when the visitor comes back, not for a hidden tab
    }, retryDelay(failures));
  }

  const onVisibility = () => {
    if (!visibility.isVisible()) {
      if (active()) {
        hiddenTimer = setTimeout(() => {
          release();
          setStatus('sleeping');
        }, hiddenGraceMs);
      }
      return;
    }
    clearTimeout(hiddenTimer);
    if (status === 'sleeping' || status === 'off' || retryDue) connect();
  };

  function start() {
    stopVisibility = visibility.onChange(onVisibility);
    if (visibility.isVisible()) connect();
  }

  function stop() {
    if (watches.size > 0) return;
    stopVisibility?.();
    stopVisibility = undefined;
    clearTimeout(retryTimer);
    clearTimeout(hiddenTimer);
    retryDue = false;
    if (active()) release();
    failures = 0;
    setStatus('off');
  }

  return {
    watch(watch) {
      clearTimeout(stopTimer);
      watches.add(watch);
      if (!stopVisibility) start();
      else if (active()) openChannel(watch);
      return () => {
        if (!watches.delete(watch)) return;
        joined.delete(watch);
        open.get(watch)?.();
        open.delete(watch);
        // a tick later: StrictMode's unmount and mount again keep the one connection
        if (watches.size === 0) stopTimer = setTimeout(stop, 0);
      };
    },
    get status() {
      return status;
    },
    keepsDataFresh() {
      return status === 'live' || status === 'sleeping' || (status === 'connecting' && failures === 0);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
}

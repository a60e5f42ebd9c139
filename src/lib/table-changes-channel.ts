import type { RealtimeChannel, RealtimeClient } from '@supabase/realtime-js';

/** 'change': a row of the table changed; 'subscribed': the channel (re)joined, changes may have been missed. */
export type TableChangeReason = 'change' | 'subscribed';
type Listener = (reason: TableChangeReason) => void;

interface SharedChannel {
  listeners: Set<Listener>;
  errorListeners: Set<() => void>;
  channel: RealtimeChannel;
  removalTimer: ReturnType<typeof setTimeout> | null;
}

export interface TableChangesOptions {
  /** The realtime topic, e.g. `videos-updates`. */
  channelName: string;
  table: string;
  onChange: Listener;
  /** The channel failed to join, or its connection dropped (CHANNEL_ERROR or TIMED_OUT). */
  onError?: () => void;
}

// One channel per name and client, shared by every subscriber: StrictMode's mount → unmount →
// mount (and two components wanting the same table) must not open a second channel.
const channelsByClient = new WeakMap<RealtimeClient, Map<string, SharedChannel>>();

function registry(client: RealtimeClient): Map<string, SharedChannel> {
  let entries = channelsByClient.get(client);
  if (!entries) {
    entries = new Map();
    channelsByClient.set(client, entries);
  }
  return entries;
}

/**
 * Calls `onChange` on every insert, update or delete of `public.<table>` that the client may
 * see, and once each time the channel is joined. Returns the unsubscribe function; the channel
 * is removed a tick after its last subscriber leaves, so an immediate re-subscribe reuses it.
 */
export function subscribeToTableChanges(client: RealtimeClient, options: TableChangesOptions): () => void {
  const channels = registry(client);
  let shared = channels.get(options.channelName);
  if (shared) {
    if (shared.removalTimer !== null) clearTimeout(shared.removalTimer);
    shared.removalTimer = null;
  } else {
    const listeners = new Set<Listener>();
    const errorListeners = new Set<() => void>();
    shared = {
      listeners,
      errorListeners,
      channel: openChannel(client, options, listeners, errorListeners),
      removalTimer: null,
    };
    channels.set(options.channelName, shared);
  }
  // A fresh function per subscription, so two subscribers passing the same callback stay two.
  const listener: Listener = (reason) => options.onChange(reason);
  const errorListener = () => options.onError?.();
  shared.listeners.add(listener);
  shared.errorListeners.add(errorListener);

  const current = shared;
  return () => {
    current.listeners.delete(listener);
    current.errorListeners.delete(errorListener);
    if (current.listeners.size > 0 || current.removalTimer !== null) return;
    current.removalTimer = setTimeout(() => {
      current.removalTimer = null;
      if (current.listeners.size > 0) return;
      channels.delete(options.channelName);
      // realtime-js drops the channel from its list at once (the leave is not awaited), so a
      // later subscribe for the same name gets a fresh channel.
      client
        .removeChannel(current.channel)
        .catch((error: unknown) => console.warn(`Realtime ${options.channelName}: removal failed`, error));
    }, 0);
  };
}

function openChannel(
  client: RealtimeClient,
  { channelName, table }: TableChangesOptions,
  listeners: Set<Listener>,
  errorListeners: Set<() => void>,
): RealtimeChannel {
  const notify = (reason: TableChangeReason) => listeners.forEach((listener) => listener(reason));
  return client
    .channel(channelName)
    .on('postgres_changes', { event: '*', schema: 'public', table }, () => notify('change'))
    .subscribe((status) => {
      if (status === 'SUBSCRIBED') notify('subscribed');
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        // said once per pause by live-connection.ts, not once per channel and attempt
        errorListeners.forEach((listener) => listener());
      }
    });
}

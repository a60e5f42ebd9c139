// Supabase Realtime as an msw WebSocket link: enough of its Phoenix protocol (serializer 2.0.0,
// the realtime-js default) for postgres_changes channels. It answers heartbeats, joins (each
// requested binding gets an id, as the real server replies) and leaves, and pushes a table
// change to the joined channels whose bindings match it, as hosted Realtime does. The client
// side (realtime-js and the app's channel code) runs unchanged.
//
// realtime-js takes the WebSocket constructor when its client is built, so the module that
// builds it (src/lib/supabase-client.ts) must first load after the msw server is listening.
import { ws } from 'msw';

type Payload = Record<string, unknown>;
/** A Phoenix 2.0.0 text frame: join ref, ref, topic, event, payload. */
type Frame = [string | null, string | null, string, string, Payload];

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

interface Binding {
  id: number;
  event: string;
  schema: string;
  table: string;
  filter?: string;
}

interface JoinedChannel {
  clientId: string;
  topic: string;
  bindings: Binding[];
  send(frame: Frame): void;
}

export interface TableChange {
  table: string;
  type: ChangeType;
  /** The new row (INSERT, UPDATE). */
  record?: Payload;
  /** The old row's key (UPDATE, DELETE). */
  oldRecord?: Payload;
}

export interface FakeRealtime {
  /** The msw handler to pass to setupServer. */
  handler: ReturnType<ReturnType<typeof ws.link>['addEventListener']>;
  /** Topics joined right now, e.g. `realtime:videos-updates`, sorted. */
  joinedTopics(): string[];
  /** Pushes the change to every joined channel listening to it; returns how many it reached. */
  emitChange(change: TableChange): number;
  /** Closes every socket from the server side, as a dropped network would; realtime-js reconnects. */
  dropConnections(): void;
}

function listensTo(binding: Binding, change: TableChange): boolean {
  return (
    binding.schema === 'public' &&
    binding.table === change.table &&
    (binding.event === '*' || binding.event === change.type)
  );
}

export function createFakeRealtime(): FakeRealtime {
  const link = ws.link('*/realtime/v1/websocket');
  const channels = new Map<string, JoinedChannel>();
  const openClients = new Map<string, { close(code?: number, reason?: string): void }>();
  let nextBindingId = 1;

  const handler = link.addEventListener('connection', ({ client }) => {
    const send = (frame: Frame) => client.send(JSON.stringify(frame));
    openClients.set(client.id, client);

    client.addEventListener('message', (event) => {
      const [joinRef, ref, topic, name, payload] = JSON.parse(String(event.data)) as Frame;
      const reply = (response: Payload, status: 'ok' | 'error' = 'ok') =>
        send([joinRef, ref, topic, 'phx_reply', { status, response }]);
      const key = `${client.id} ${topic}`;

      if (name === 'heartbeat') reply({});
      else if (name === 'phx_join') {
        const config = (payload.config ?? {}) as { postgres_changes?: Omit<Binding, 'id'>[] };
        const requested = config.postgres_changes ?? [];
        // the app subscribes to whole tables; refuse a row filter rather than ignore it
        if (requested.some((binding) => binding.filter)) {
          reply({ reason: 'fake Realtime: no row filters' }, 'error');
          return;
        }
        const bindings = requested.map((binding) => ({ ...binding, id: nextBindingId++ }));
        channels.set(key, { clientId: client.id, topic, bindings, send });
        reply({ postgres_changes: bindings });
      } else if (name === 'phx_leave') {
        channels.delete(key);
        reply({});
      }
      // access_token and anything else: the real server sends no answer the client waits for
    });

    client.addEventListener('close', () => {
      openClients.delete(client.id);
      for (const [key, channel] of channels) if (channel.clientId === client.id) channels.delete(key);
    });
  });

  return {
    handler,
    joinedTopics: () => [...channels.values()].map((channel) => channel.topic).sort(),
    emitChange(change) {
      let reached = 0;
      for (const channel of channels.values()) {
        const ids = channel.bindings
          .filter((binding) => listensTo(binding, change))
          .map((binding) => binding.id);
        if (ids.length === 0) continue;
        reached += 1;
        const data = {
          schema: 'public',
          table: change.table,
          type: change.type,
          commit_timestamp: new Date().toISOString(),
          columns: Object.keys(change.record ?? change.oldRecord ?? {}).map((name) => ({
            name,
            type: 'text',
          })),
          errors: null,
          ...(change.type !== 'DELETE' ? { record: change.record ?? {} } : {}),
          ...(change.type !== 'INSERT' ? { old_record: change.oldRecord ?? {} } : {}),
        };
        channel.send([null, null, channel.topic, 'postgres_changes', { ids, data }]);
      }
      return reached;
    },
    dropConnections() {
      for (const client of openClients.values()) client.close(1001, 'fake Realtime going away');
    },
  };
}

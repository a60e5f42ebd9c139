import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { AuthError, type Auth } from '#local/auth.ts';
import type { LocalDatabase } from '#local/database.ts';
import { NotSupportedError } from '#local/not-supported.ts';
import { listenToChanges } from './changes.ts';
import { Connection, type Hub } from './connection.ts';
import { dispatchChange } from './dispatch.ts';
import type { RealtimeQuota } from './quota.ts';
import { installChangeTriggers, syncChangeTriggers } from './triggers.ts';

export interface RealtimeService {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

/** Largest client frame accepted; hosted Realtime limits messages to about 1 MB too. */
const MAX_FRAME_BYTES = 1024 * 1024;

/** /realtime/v1/websocket: postgres_changes, as realtime-js subscribes to them. */
export async function createRealtime({
  db,
  auth,
  quota,
}: {
  db: LocalDatabase;
  auth: Auth;
  quota: RealtimeQuota;
}): Promise<RealtimeService> {
  await installChangeTriggers(db.pg);

  const hub: Hub = new Set();
  const connections = new Set<Connection>();
  const stopListening = await listenToChanges(db.pg, (change) => dispatchChange(db, hub, change));

  let triggerSync = Promise.resolve();
  const syncTriggers = () => {
    triggerSync = triggerSync
      .then(() => syncChangeTriggers(db.pg))
      .catch((error: unknown) => {
        console.error('[local-supabase] realtime: could not sync change triggers', error);
      });
    return triggerSync;
  };
  const services = { db, auth, hub, syncTriggers, quota };

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });

  return {
    handleUpgrade(req, socket, head) {
      socket.on('error', () => socket.destroy());
      authenticateSocket(req, auth)
        .then((token) => {
          // hosted Realtime's quota, checked in the same tick as the upgrade completes
          const refusal = quota.upgradeRefusal();
          if (refusal) return refuseUpgrade(socket, 429, { error: refusal });
          wss.handleUpgrade(req, socket, head, (ws) => {
            const connection = new Connection(ws, token, services);
            connections.add(connection);
            quota.counts.connections++;
            quota.counts.accepted++;
            ws.on('close', () => {
              connections.delete(connection);
              quota.counts.connections--;
            });
          });
        })
        .catch((error: unknown) => {
          if (error instanceof AuthError) refuseUpgrade(socket, error.status, error.body);
          else if (error instanceof NotSupportedError) refuseUpgrade(socket, 501, { message: error.message });
          else {
            console.error('[local-supabase] realtime: upgrade failed', error);
            refuseUpgrade(socket, 500, { message: 'Internal server error' });
          }
        });
    },
    async close() {
      await Promise.all([...connections].map((open) => open.close(1001, 'server shutting down', 500)));
      connections.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await stopListening();
      await triggerSync;
    },
  };
}

/**
 * The socket's key: realtime-js sends it as the `apikey` query parameter (browsers cannot set
 * headers). For a publishable or secret key, the JWT the gateway mints for it.
 */
async function authenticateSocket(req: IncomingMessage, auth: Auth): Promise<string> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const vsn = url.searchParams.get('vsn');
  // realtime-js's default; 1.0.0 is its older JSON-object serializer
  if (vsn !== null && vsn !== '2.0.0') throw new NotSupportedError(`Realtime serializer version ${vsn}`);
  return (await auth.identify(req, url)).token;
}

function refuseUpgrade(socket: Duplex, status: number, body: Record<string, unknown>): void {
  if (socket.destroyed) return;
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\n` +
      'Connection: close\r\n\r\n' +
      text,
  );
}

import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { AuthError, verifyJwt } from '../auth.ts';
import type { LocalContext } from '../context.ts';
import { listenToChanges } from './changes.ts';
import { Connection, type SocketAuth } from './connection.ts';
import { dispatchChange } from './dispatch.ts';
import { parseVsn, type Vsn } from './frames.ts';
import { Hub } from './hub.ts';
import { Presence } from './presence.ts';
import { installChangeTriggers, syncChangeTriggers } from './triggers.ts';

export interface RealtimeService {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

/** Largest client frame accepted; hosted Realtime limits messages to about 1 MB too. */
const MAX_FRAME_BYTES = 1024 * 1024;

export async function createRealtime(ctx: LocalContext): Promise<RealtimeService> {
  const { db } = ctx;
  await installChangeTriggers(db.pg);

  const hub = new Hub();
  const presence = new Presence(hub);
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
  const services = { db, jwtSecret: ctx.jwtSecret, hub, presence, syncTriggers };

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });

  return {
    handleUpgrade(req, socket, head) {
      socket.on('error', () => socket.destroy());
      authenticateSocket(req, ctx)
        .then(({ auth, vsn }) => {
          wss.handleUpgrade(req, socket, head, (ws) => {
            const connection = new Connection(ws, vsn, auth, services);
            connections.add(connection);
            ws.on('close', () => connections.delete(connection));
          });
        })
        .catch((error: unknown) => {
          if (error instanceof AuthError) refuseUpgrade(socket, error.status, error.body);
          else {
            console.error('[local-supabase] realtime: upgrade failed', error);
            refuseUpgrade(socket, 500, { message: 'Internal server error' });
          }
        });
    },
    async close() {
      await Promise.all(
        [...connections].map((connection) => connection.close(1001, 'server shutting down', 500)),
      );
      connections.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await stopListening();
      await triggerSync;
    },
  };
}

/** The socket's key comes from the `apikey` query parameter (browsers cannot set headers). */
async function authenticateSocket(
  req: IncomingMessage,
  ctx: LocalContext,
): Promise<{ auth: SocketAuth; vsn: Vsn }> {
  const url = new URL(req.url ?? '/', ctx.url);
  const vsn = parseVsn(url.searchParams.get('vsn'));
  if (!vsn)
    throw new AuthError(400, { message: `Unsupported serializer version: ${url.searchParams.get('vsn')}` });
  const header = req.headers['x-api-key'] ?? req.headers.apikey;
  const token = url.searchParams.get('apikey') ?? (typeof header === 'string' ? header : null);
  if (!token) {
    throw new AuthError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  const claims = await verifyJwt(token, ctx.jwtSecret);
  return { auth: { token, claims }, vsn };
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

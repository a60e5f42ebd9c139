import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { AuthError, verifyJwt, type JwtClaims } from '../auth.ts';
import type { LocalDatabase } from '../database.ts';
import { resolveBindings, type ResolvedBindings } from './bindings.ts';
import {
  JSON_ENCODING,
  decodeBinaryFrame,
  decodeTextFrame,
  encodeBinaryBroadcast,
  encodeTextFrame,
  isBadFrame,
  isObject,
  type BinaryBroadcastPush,
  type Frame,
  type Vsn,
} from './frames.ts';
import type { ChannelSession, ClientConnection, Hub } from './hub.ts';
import type { Presence } from './presence.ts';

export interface ConnectionServices {
  db: LocalDatabase;
  jwtSecret: string;
  hub: Hub;
  presence: Presence;
  /** Makes sure newly published tables have their change trigger. */
  syncTriggers(): Promise<void>;
}

/** The socket's own key, from the `apikey` it connected with. */
export interface SocketAuth {
  token: string;
  claims: JwtClaims;
}

const TOPIC_PREFIX = 'realtime:';

/**
 * One Phoenix socket: heartbeats, channel joins and leaves, token refreshes, broadcast and
 * presence. Frames are handled one at a time, in order, so a join finishes before the next
 * message of the same socket is looked at.
 */
export class Connection implements ClientConnection {
  readonly id = randomUUID();
  readonly vsn: Vsn;
  private readonly ws: WebSocket;
  private readonly services: ConnectionServices;
  private readonly auth: SocketAuth;
  private readonly channels = new Map<string, ChannelSession>();
  private queue = Promise.resolve();
  private closed = false;

  constructor(ws: WebSocket, vsn: Vsn, auth: SocketAuth, services: ConnectionServices) {
    this.ws = ws;
    this.vsn = vsn;
    this.auth = auth;
    this.services = services;
    ws.on('message', (data, isBinary) => {
      const buffer = toBuffer(data);
      this.queue = this.queue.then(() => this.handle(buffer, isBinary));
    });
    ws.on('close', () => this.dispose());
    ws.on('error', () => this.dispose());
  }

  send(frame: Frame): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(encodeTextFrame(frame, this.vsn));
  }

  sendBinary(data: Buffer): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(data, { binary: true });
  }

  shutdownChannel(session: ChannelSession, message: string): void {
    if (this.channels.get(session.topic) !== session) return;
    this.push(session, 'system', {
      extension: 'system',
      status: 'error',
      message,
      channel: session.subTopic,
    });
    this.closeChannel(session);
  }

  /** Phoenix's phx_close for a channel that ended, addressed with its join ref. */
  private closeChannel(session: ChannelSession): void {
    this.drop(session);
    this.send({
      joinRef: session.joinRef,
      ref: session.joinRef,
      topic: session.topic,
      event: 'phx_close',
      payload: {},
    });
  }

  /** Closes the socket, forcibly if the peer has not answered the close within `graceMs`. */
  async close(code: number, reason: string, graceMs: number): Promise<void> {
    this.dispose();
    if (this.ws.readyState === WebSocket.CLOSED) return;
    const closed = new Promise<void>((resolve) => this.ws.once('close', () => resolve()));
    this.ws.close(code, reason);
    const timer = setTimeout(() => this.ws.terminate(), graceMs);
    await closed;
    clearTimeout(timer);
  }

  private async handle(data: Buffer, isBinary: boolean): Promise<void> {
    if (this.closed) return;
    try {
      if (isBinary) await this.handleBinary(data);
      else await this.handleFrame(data.toString('utf8'));
    } catch (error) {
      console.error('[local-supabase] realtime: message failed', error);
    }
  }

  private async handleFrame(text: string): Promise<void> {
    const frame = decodeTextFrame(text, this.vsn);
    if (isBadFrame(frame)) {
      this.send({
        joinRef: frame.joinRef,
        ref: frame.ref,
        topic: frame.topic ?? 'phoenix',
        event: 'phx_reply',
        payload: { status: 'error', response: { reason: frame.error } },
      });
      return;
    }
    if (frame.topic === 'phoenix' && frame.event === 'heartbeat') {
      this.reply(frame, 'ok', {});
      return;
    }
    if (frame.event === 'phx_join') {
      try {
        await this.join(frame);
      } catch (error) {
        console.error('[local-supabase] realtime: join failed', error);
        this.reply(frame, 'error', { reason: 'Unknown Error on Channel' });
      }
      return;
    }
    const session = this.channels.get(frame.topic);
    if (!session || (frame.joinRef !== null && frame.joinRef !== session.joinRef)) {
      this.reply(frame, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (frame.event) {
      case 'phx_leave':
        this.reply(frame, 'ok', {});
        this.closeChannel(session);
        return;
      case 'access_token':
        await this.refreshToken(session, frame.payload);
        return;
      case 'broadcast':
        this.broadcastJson(session, frame);
        return;
      case 'presence':
        this.handlePresence(session, frame);
        return;
      default:
        return; // hosted Realtime ignores unknown client events on a joined channel
    }
  }

  private async join(frame: Frame): Promise<void> {
    const { topic } = frame;
    if (!topic.startsWith(TOPIC_PREFIX)) {
      this.reply(frame, 'error', { reason: 'unmatched topic' });
      return;
    }
    const subTopic = topic.slice(TOPIC_PREFIX.length);
    if (subTopic === '') {
      this.reply(frame, 'error', { reason: 'TopicNameRequired: You must provide a topic name' });
      return;
    }
    if (!isObject(frame.payload) || (frame.payload.config !== undefined && !isObject(frame.payload.config))) {
      this.reply(frame, 'error', {
        reason: 'InvalidJoinPayload: the join payload must be an object with a config object',
      });
      return;
    }
    const payload = frame.payload;
    const config = isObject(payload.config) ? payload.config : {};

    const token =
      typeof payload.access_token === 'string' && !payload.access_token.startsWith('sb_')
        ? payload.access_token
        : this.auth.token;
    const claims = await this.verifyChannelToken(token);
    if (typeof claims === 'string') {
      this.reply(frame, 'error', { reason: `InvalidJWTToken: ${claims}` });
      return;
    }
    if (config.private === true && claims.role !== 'service_role') {
      // no realtime.messages policies exist locally, so only the RLS-bypassing role may read
      this.reply(frame, 'error', {
        reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
      });
      return;
    }

    const requested = Array.isArray(config.postgres_changes) ? (config.postgres_changes as unknown[]) : [];
    let bindings: ResolvedBindings = { reply: [], active: [], errors: [] };
    if (requested.length > 0) {
      await this.services.syncTriggers();
      bindings = await resolveBindings(this.services.db.pg, requested);
    }
    if (this.closed) return;

    // a second join of one topic replaces the first, as in Phoenix
    const previous = this.channels.get(topic);
    if (previous) this.closeChannel(previous);

    const broadcast = isObject(config.broadcast) ? config.broadcast : {};
    const presence = isObject(config.presence) ? config.presence : {};
    const session: ChannelSession = {
      topic,
      subTopic,
      joinRef: frame.joinRef,
      connection: this,
      claims,
      accessToken: token,
      pgBindings: bindings.active,
      broadcastSelf: broadcast.self === true,
      broadcastAck: broadcast.ack === true,
      presenceKey: typeof presence.key === 'string' ? presence.key : '',
    };
    this.channels.set(topic, session);
    this.services.hub.add(session);
    this.reply(frame, 'ok', { postgres_changes: bindings.reply });

    if (requested.length > 0) {
      const failed = bindings.errors.length > 0;
      this.push(session, 'system', {
        extension: 'postgres_changes',
        status: failed ? 'error' : 'ok',
        message: failed ? bindings.errors.join('; ') : 'Subscribed to PostgreSQL',
        channel: subTopic,
      });
    }
    if (presence.enabled === true) {
      this.push(session, 'presence_state', this.services.presence.state(topic));
    }
  }

  /** Claims of a valid channel token, or the reason it is refused. */
  private async verifyChannelToken(token: string): Promise<JwtClaims | string> {
    try {
      const claims = await verifyJwt(token, this.services.jwtSecret);
      if (typeof claims.exp !== 'number') return 'Fields `role` and `exp` are required in JWT';
      return claims;
    } catch (error) {
      if (error instanceof AuthError)
        return error.message === 'JWT expired' ? 'Token has expired' : error.message;
      throw error;
    }
  }

  private async refreshToken(session: ChannelSession, payload: unknown): Promise<void> {
    const token = isObject(payload) ? payload.access_token : undefined;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === session.accessToken) return;
    const claims = await this.verifyChannelToken(token);
    if (typeof claims === 'string') {
      this.shutdownChannel(session, claims);
      return;
    }
    session.claims = claims;
    session.accessToken = token;
  }

  private broadcastJson(session: ChannelSession, frame: Frame): void {
    if (!isObject(frame.payload)) {
      this.reply(frame, 'error', { reason: 'broadcast payload must be an object' });
      return;
    }
    for (const member of this.broadcastTargets(session)) {
      member.connection.send({
        joinRef: null,
        ref: null,
        topic: session.topic,
        event: 'broadcast',
        payload: frame.payload,
      });
    }
    if (session.broadcastAck) this.reply(frame, 'ok', {});
  }

  private async handleBinary(data: Buffer): Promise<void> {
    const push = decodeBinaryFrame(data);
    if (!push) {
      this.send({
        joinRef: null,
        ref: null,
        topic: 'phoenix',
        event: 'phx_reply',
        payload: { status: 'error', response: { reason: 'Unsupported binary frame' } },
      });
      return;
    }
    const asFrame: Frame = {
      joinRef: push.joinRef,
      ref: push.ref,
      topic: push.topic,
      event: 'broadcast',
      payload: {},
    };
    const session = this.channels.get(push.topic);
    if (!session) {
      this.reply(asFrame, 'error', { reason: 'unmatched topic' });
      return;
    }
    for (const member of this.broadcastTargets(session)) relayBinaryBroadcast(member, push);
    if (session.broadcastAck) this.reply(asFrame, 'ok', {});
  }

  private broadcastTargets(session: ChannelSession): ChannelSession[] {
    return this.services.hub
      .on(session.topic)
      .filter((member) => member !== session || session.broadcastSelf);
  }

  private handlePresence(session: ChannelSession, frame: Frame): void {
    const payload = isObject(frame.payload) ? frame.payload : {};
    if (payload.event === 'track') {
      const meta = payload.payload ?? {};
      if (!isObject(meta)) {
        this.reply(frame, 'error', { reason: 'Presence track payload must be a map' });
        return;
      }
      this.services.presence.track(session, meta);
      this.reply(frame, 'ok', {});
    } else if (payload.event === 'untrack') {
      this.services.presence.untrack(session);
      this.reply(frame, 'ok', {});
    } else {
      this.reply(frame, 'error', { reason: 'presence event must be track or untrack' });
    }
  }

  private reply(frame: Frame, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.send({
      joinRef: frame.joinRef,
      ref: frame.ref,
      topic: frame.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  private push(session: ChannelSession, event: string, payload: unknown): void {
    this.send({ joinRef: session.joinRef, ref: null, topic: session.topic, event, payload });
  }

  private drop(session: ChannelSession): void {
    if (this.channels.get(session.topic) !== session) return;
    this.channels.delete(session.topic);
    this.services.presence.untrack(session);
    this.services.hub.remove(session);
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const session of [...this.channels.values()]) this.drop(session);
  }
}

/** Binary in, binary out for vsn 2 members; vsn 1 members can only take the JSON form. */
function relayBinaryBroadcast(member: ChannelSession, push: BinaryBroadcastPush): void {
  const { connection, topic } = member;
  if (connection.vsn === '2.0.0') {
    const frame = encodeBinaryBroadcast(topic, push.event, push.encoding, push.payload);
    if (frame) connection.sendBinary(frame);
    return;
  }
  if (push.encoding !== JSON_ENCODING) return;
  let payload: unknown;
  try {
    payload = JSON.parse(push.payload.toString('utf8'));
  } catch {
    return;
  }
  connection.send({
    joinRef: null,
    ref: null,
    topic,
    event: 'broadcast',
    payload: { type: 'broadcast', event: push.event, payload },
  });
}

function toBuffer(data: WebSocket.RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

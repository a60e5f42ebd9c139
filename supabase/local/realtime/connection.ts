import WebSocket from 'ws';
import { isApiKey } from '#portable/api-keys.ts';
import { AuthError, type Auth, type JwtClaims } from '#local/auth.ts';
import type { LocalDatabase } from '#local/database.ts';
import { NotSupportedError } from '#local/not-supported.ts';
import { resolveBindings, type PgBinding } from './bindings.ts';
import { decodeTextFrame, encodeTextFrame, isBadFrame, isObject, type Frame } from './frames.ts';
import type { RealtimeQuota } from './quota.ts';

/** One joined channel of one socket. */
export interface ChannelSession {
  topic: string;
  /** the topic without its `realtime:` prefix, as hosted names it in system messages */
  subTopic: string;
  joinRef: string | null;
  connection: Connection;
  claims: JwtClaims;
  accessToken: string;
  pgBindings: PgBinding[];
}

/** Every joined channel of every socket: what a database change is offered to. */
export type Hub = Set<ChannelSession>;

export interface ConnectionServices {
  db: LocalDatabase;
  auth: Auth;
  hub: Hub;
  /** Makes sure newly published tables have their change trigger. */
  syncTriggers(): Promise<void>;
  quota: RealtimeQuota;
}

/** A message answered with an error reply giving this reason. */
class Refusal extends Error {}

const TOPIC_PREFIX = 'realtime:';
type Ref = string | null;
type Address = Pick<Frame, 'joinRef' | 'ref' | 'topic'>;

/**
 * One Phoenix socket: heartbeats, channel joins and leaves, and the
 * postgres_changes of its channels. Frames are handled one at a time, in order, so a join
 * finishes before the next message of the same socket is looked at.
 */
export class Connection {
  private readonly ws: WebSocket;
  private readonly services: ConnectionServices;
  /** The socket's own key, from the `apikey` it connected with: a channel's key unless its join names one. */
  private readonly token: string;
  private readonly channels = new Map<string, ChannelSession>();
  private queue = Promise.resolve();
  private closed = false;

  constructor(ws: WebSocket, token: string, services: ConnectionServices) {
    this.ws = ws;
    this.token = token;
    this.services = services;
    ws.on('message', (data, isBinary) => {
      this.queue = this.queue.then(() => this.handle(toText(data), isBinary));
    });
    ws.on('close', () => this.dispose());
    ws.on('error', () => this.dispose());
  }

  send(topic: string, event: string, payload: unknown, joinRef: Ref = null, ref: Ref = null) {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    this.ws.send(encodeTextFrame({ joinRef, ref, topic, event, payload }));
  }

  shutdownChannel(session: ChannelSession, message: string): void {
    if (this.channels.get(session.topic) !== session) return;
    const payload = { extension: 'system', status: 'error', message, channel: session.subTopic };
    this.send(session.topic, 'system', payload, session.joinRef);
    this.closeChannel(session);
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

  private async handle(text: string, isBinary: boolean): Promise<void> {
    if (this.closed) return;
    // realtime-js sends binary frames only for broadcasts
    const frame = isBinary
      ? { error: new NotSupportedError('Binary frames (broadcast)').message }
      : decodeTextFrame(text);
    if (isBadFrame(frame))
      return this.reply({ joinRef: null, ref: null, topic: 'phoenix' }, 'error', frame.error);
    try {
      await this.handleFrame(frame);
    } catch (error) {
      if (error instanceof Refusal || error instanceof NotSupportedError) {
        this.reply(frame, 'error', error.message);
      } else {
        console.error('[local-supabase] realtime: message failed', error);
        if (frame.event === 'phx_join') this.reply(frame, 'error', 'Unknown Error on Channel');
      }
    }
  }

  private async handleFrame(frame: Frame): Promise<void> {
    if (frame.topic === 'phoenix' && frame.event === 'heartbeat') return this.reply(frame, 'ok');
    if (frame.event === 'phx_join') return this.join(frame);
    const session = this.channels.get(frame.topic);
    if (!session || (frame.joinRef !== null && frame.joinRef !== session.joinRef)) {
      throw new Refusal('unmatched topic');
    }
    if (frame.event === 'phx_leave') {
      this.reply(frame, 'ok');
      this.closeChannel(session);
    } else if (frame.event === 'access_token') {
      // realtime-js sends one when the client's key changes, which this site's never does
      const token = isObject(frame.payload) ? frame.payload.access_token : undefined;
      if (this.channelToken(token) !== session.accessToken)
        throw new NotSupportedError("Changing a channel's key (access_token)");
    } else if (frame.event === 'broadcast' || frame.event === 'presence') {
      throw new NotSupportedError(`Realtime ${frame.event}`);
    } // hosted Realtime ignores other client events on a joined channel
  }

  private async join(frame: Frame): Promise<void> {
    const { topic, payload } = frame;
    if (!topic.startsWith(TOPIC_PREFIX)) throw new Refusal('unmatched topic');
    const overQuota = this.services.quota.joinRefusal(this.channels.size > 0);
    if (overQuota?.disconnect) {
      this.reply(frame, 'error', overQuota.reason);
      return void this.close(1000, '', 1000); // hosted then disconnects the socket
    }
    if (overQuota) throw new Refusal(overQuota.reason);
    const subTopic = topic.slice(TOPIC_PREFIX.length);
    if (subTopic === '') throw new Refusal('TopicNameRequired: You must provide a topic name');
    const config = isObject(payload) ? (payload.config ?? {}) : null;
    if (!isObject(payload) || !isObject(config)) {
      throw new Refusal('InvalidJoinPayload: the join payload must be an object with a config object');
    }
    const requested = Array.isArray(config.postgres_changes) ? (config.postgres_changes as unknown[]) : [];
    // realtime-js always sends broadcast and presence settings; only using them is refused
    if (isObject(config.presence) && config.presence.enabled === true) {
      throw new NotSupportedError('Realtime presence');
    }
    if (config.private === true) throw new NotSupportedError('Private channels');
    if (requested.length === 0) throw new NotSupportedError('Channels without postgres_changes (broadcast)');

    const token = this.channelToken(payload.access_token);
    const claims = await this.services.auth.verify(token).catch((error: unknown) => {
      if (!(error instanceof AuthError)) throw error;
      throw new Refusal(
        `InvalidJWTToken: ${error.message === 'JWT expired' ? 'Token has expired' : error.message}`,
      );
    });
    if (typeof claims.exp !== 'number')
      throw new Refusal('InvalidJWTToken: Fields `role` and `exp` are required in JWT');
    await this.services.syncTriggers();
    const bindings = await resolveBindings(this.services.db.pg, requested);
    if (this.closed) return;

    // a second join of one topic replaces the first, as in Phoenix
    const previous = this.channels.get(topic);
    if (previous) this.closeChannel(previous);
    const { joinRef } = frame;
    const pgBindings = bindings.active;
    const session = { topic, subTopic, joinRef, connection: this, claims, accessToken: token, pgBindings };
    this.channels.set(topic, session);
    this.services.hub.add(session);
    this.reply(frame, 'ok', { postgres_changes: bindings.reply });
    const failed = bindings.errors.length > 0;
    const status = failed ? 'error' : 'ok';
    const message = failed ? bindings.errors.join('; ') : 'Subscribed to PostgreSQL';
    const system = { extension: 'postgres_changes', status, message, channel: subTopic };
    this.send(topic, 'system', system, joinRef);
  }

  /**
   * The JWT a channel runs as: the one its join (or access_token message) names, else the
   * socket's. supabase-js names the project's publishable key when nobody is signed in: that is
   * no JWT, and stands for the socket's own.
   */
  private channelToken(named: unknown): string {
    return typeof named === 'string' && !isApiKey(named) ? named : this.token;
  }

  /** phx_reply: an error's response is `{ reason }`. */
  private reply(to: Address, status: 'ok' | 'error', response: object | string = {}) {
    const body = typeof response === 'string' ? { reason: response } : response;
    this.send(to.topic, 'phx_reply', { status, response: body }, to.joinRef, to.ref);
  }

  /** Phoenix's phx_close for a channel that ended, addressed with its join ref. */
  private closeChannel(session: ChannelSession): void {
    this.drop(session);
    this.send(session.topic, 'phx_close', {}, session.joinRef, session.joinRef);
  }

  private drop(session: ChannelSession): void {
    if (this.channels.get(session.topic) !== session) return;
    this.channels.delete(session.topic);
    this.services.hub.delete(session);
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const session of [...this.channels.values()]) this.drop(session);
  }
}

function toText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
}

import type { JwtClaims } from '../auth.ts';
import type { PgBinding } from './bindings.ts';
import type { Frame, Vsn } from './frames.ts';

/** The socket side a channel talks through. */
export interface ClientConnection {
  readonly id: string;
  readonly vsn: Vsn;
  send(frame: Frame): void;
  sendBinary(data: Buffer): void;
  /** Ends one channel from the server side: a `system` error push, then phx_close. */
  shutdownChannel(session: ChannelSession, message: string): void;
}

/** One joined channel of one socket. */
export interface ChannelSession {
  topic: string;
  /** the topic without its `realtime:` prefix, as hosted names it in system messages */
  subTopic: string;
  joinRef: string | null;
  connection: ClientConnection;
  claims: JwtClaims;
  accessToken: string;
  pgBindings: PgBinding[];
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceKey: string;
}

/** Every joined channel of every socket, by topic. */
export class Hub {
  private readonly byTopic = new Map<string, Set<ChannelSession>>();

  add(session: ChannelSession): void {
    let sessions = this.byTopic.get(session.topic);
    if (!sessions) {
      sessions = new Set();
      this.byTopic.set(session.topic, sessions);
    }
    sessions.add(session);
  }

  remove(session: ChannelSession): void {
    const sessions = this.byTopic.get(session.topic);
    if (!sessions) return;
    sessions.delete(session);
    if (sessions.size === 0) this.byTopic.delete(session.topic);
  }

  on(topic: string): ChannelSession[] {
    return [...(this.byTopic.get(topic) ?? [])];
  }

  withPostgresChanges(): ChannelSession[] {
    const found: ChannelSession[] = [];
    for (const sessions of this.byTopic.values()) {
      for (const session of sessions) if (session.pgBindings.length > 0) found.push(session);
    }
    return found;
  }
}

export function isExpired(claims: JwtClaims): boolean {
  return typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now();
}

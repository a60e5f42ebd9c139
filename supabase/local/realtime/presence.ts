import { randomUUID } from 'node:crypto';
import type { ChannelSession, Hub } from './hub.ts';

// Phoenix Presence in its simplest form: one meta per tracking channel, kept in memory,
// `presence_state` on join and `presence_diff` to the topic on every track/untrack/leave.

type Meta = Record<string, unknown> & { phx_ref: string };
type PresenceMap = Record<string, { metas: Meta[] }>;

interface Tracked {
  key: string;
  meta: Meta;
}

export class Presence {
  private readonly hub: Hub;
  private readonly tracked = new Map<ChannelSession, Tracked>();

  constructor(hub: Hub) {
    this.hub = hub;
  }

  state(topic: string): PresenceMap {
    const state: PresenceMap = {};
    for (const [session, { key, meta }] of this.tracked) {
      if (session.topic !== topic) continue;
      (state[key] ??= { metas: [] }).metas.push(meta);
    }
    return state;
  }

  track(session: ChannelSession, payload: Record<string, unknown>): void {
    const previous = this.tracked.get(session);
    const key = previous?.key ?? (session.presenceKey || randomUUID());
    const meta: Meta = { ...payload, phx_ref: randomRef() };
    this.tracked.set(session, { key, meta });
    this.broadcastDiff(
      session.topic,
      { [key]: { metas: [meta] } },
      previous ? { [key]: { metas: [previous.meta] } } : {},
    );
  }

  untrack(session: ChannelSession): void {
    const previous = this.tracked.get(session);
    if (!previous) return;
    this.tracked.delete(session);
    this.broadcastDiff(session.topic, {}, { [previous.key]: { metas: [previous.meta] } });
  }

  private broadcastDiff(topic: string, joins: PresenceMap, leaves: PresenceMap): void {
    for (const member of this.hub.on(topic)) {
      member.connection.send({
        joinRef: null,
        ref: null,
        topic,
        event: 'presence_diff',
        payload: { joins, leaves },
      });
    }
  }
}

function randomRef(): string {
  return randomUUID().replaceAll('-', '').slice(0, 20);
}

import type { Auth } from '#local/auth.ts';
import { readBody, sendJson, type RouteHandler } from '#local/http.ts';
import { serviceRoleOnly } from '#local/service-role-only.ts';
import { isObject } from './frames.ts';

/** Hosted Realtime's quota of a project, to simulate; null or left out: unlimited. */
export interface RealtimeLimits {
  /** concurrent WebSocket connections */
  maxConnections?: number | null;
  /** channel joins accepted in the last second, across all connections */
  maxJoinsPerSecond?: number | null;
}
const LIMITS = ['maxConnections', 'maxJoinsPerSecond'] as const;

/** The checks hosted Realtime makes at the upgrade and at each join, and what they counted. */
export class RealtimeQuota {
  readonly limits: Required<RealtimeLimits> = { maxConnections: null, maxJoinsPerSecond: null };
  readonly counts = {
    connections: 0,
    accepted: 0,
    refused: { connections: 0, joinsPerSecond: 0 },
    joinsRefused: 0,
  };
  private joins: number[] = [];

  constructor(limits: RealtimeLimits = {}) {
    this.set(limits);
  }

  /** Changes the limits (open connections stay); a TypeError names a bad value and changes none. */
  set(limits: unknown): void {
    if (!isObject(limits)) throw new TypeError('realtimeLimits: expected an object');
    for (const [name, value] of Object.entries(limits)) {
      if (!LIMITS.includes(name as never)) throw new TypeError(`realtimeLimits: unknown limit ${name}`);
      if (value !== null && value !== undefined && !(Number.isSafeInteger(value) && Number(value) > 0))
        throw new TypeError(`realtimeLimits: ${name} must be a positive integer or null`);
    }
    for (const name of LIMITS)
      if (limits[name] !== undefined) this.limits[name] = limits[name] as number | null;
  }

  /** The `error` of hosted Realtime's 429 refusing a new socket, or null. */
  upgradeRefusal(): string | null {
    if (this.reached('maxConnections', this.counts.connections)) {
      this.counts.refused.connections++;
      return 'Too many connected users';
    }
    if (!this.reached('maxJoinsPerSecond', this.recentJoins())) return null;
    this.counts.refused.joinsPerSecond++;
    return 'Too many joins per second';
  }

  /** The reason a join is refused with, and whether its socket is then closed; null: it goes on. */
  joinRefusal(socketHasChannel: boolean): { reason: string; disconnect: boolean } | null {
    // as hosted, a socket counts once it has a channel; the others count only after a lowered limit
    const users = !socketHasChannel && this.reached('maxConnections', this.counts.connections - 1);
    const disconnect = !users && this.reached('maxJoinsPerSecond', this.recentJoins());
    if (!users && !disconnect) {
      this.joins.push(Date.now()); // hosted counts only the joins it lets through
      return null;
    }
    this.counts.joinsRefused++;
    const reason = users
      ? 'Too many connected users'
      : 'ClientJoinRateLimitReached: Too many joins per second';
    return { reason, disconnect };
  }

  private reached(name: keyof RealtimeLimits, count: number): boolean {
    const limit = this.limits[name];
    return limit !== null && count >= limit;
  }

  /** Joins accepted in the last second (a sliding window). */
  private recentJoins(): number {
    const since = Date.now() - 1000;
    this.joins = this.joins.filter((at) => at > since);
    return this.joins.length;
  }
}

/** `/__stand-in/realtime`, the stand-in's own: GET reports the quota, PUT changes its limits. */
export function quotaControl({ auth, quota }: { auth: Auth; quota: RealtimeQuota }): RouteHandler {
  return serviceRoleOnly(auth, async (req, res, route) => {
    if (route !== '' || (req.method !== 'GET' && req.method !== 'PUT'))
      return sendJson(res, 404, { message: 'no Route matched with those values' });
    if (req.method === 'PUT') {
      try {
        quota.set(JSON.parse((await readBody(req, 4096)).toString('utf8')));
      } catch (error) {
        return sendJson(res, 400, { message: (error as Error).message });
      }
    }
    sendJson(res, 200, { limits: quota.limits, ...quota.counts });
  });
}

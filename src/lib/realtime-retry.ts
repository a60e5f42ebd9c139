// How long a refused or dropped Realtime connection waits before it is tried again.
const FIRST_RETRY_MS = 4_000;
const MAX_RETRY_MS = 5 * 60_000;

/**
 * The wait before the `attempt`th retry after a failure (1-based): doubling from 4 s up to 5 min,
 * each between half and all of it at random, so a crowd refused together does not come back
 * together: five attempts at most in the first minute, no more than two in any later one, and
 * fewer as the waits grow.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}

/**
 * realtime-js's own reconnect delay, for a client run by live-connection.ts: a day, i.e. never
 * in practice. live-connection.ts closes a refused or dropped socket and schedules the retry
 * itself; realtime-js's timer, left to its default, also reconnects every 10 s forever, and
 * was seen firing between a refusal and the live connection's own retry.
 */
export const leaveReconnectsToLiveConnection = (): number => 24 * 60 * 60 * 1000;

// A crowd of simulated visitors against a local stand-in whose Realtime quota is capped: what the
// project's connections, refusals, reconnect attempts and REST reads look like on a viral day.
import { createClient } from '@supabase/supabase-js';
import { publishSampleMedia } from '#scripts/bench/sample-media.ts';
import { startLocalSupabase } from '#local/server.ts';
import { visit, type Visitor } from './visitor.ts';

export interface CrowdOptions {
  visitors: number;
  /** Concurrent Realtime connections the stand-in accepts (hosted: 200 on Free, 500 on Pro). */
  maxConnections: number;
  maxJoinsPerSecond: number | null;
  /** How long the crowd stays, from the first arrival. */
  seconds: number;
  /** Visitors arrive evenly over this long. */
  arrivalSeconds: number;
}

export interface CrowdResult {
  options: CrowdOptions;
  connections: { peak: number; atEnd: number };
  refused: { connections: number; joinsPerSecond: number; joins: number };
  visitors: { live: number; paused: number; other: number };
  /** Realtime sockets each visitor opened in its busiest minute, and in all. */
  attemptsPerMinute: { max: number; mean: number };
  attempts: { total: number; max: number };
  restPerVisitor: { mean: number; max: number; meanBytes: number };
  /** One change published halfway through: the REST reads it caused across the crowd. */
  restAfterChange: number;
}

const LIMITS = { visitors: 500, seconds: 600 };

/** Refuses a run outside the script's bounds, so a typo cannot start an endless crowd. */
export function checkCrowdOptions(options: CrowdOptions): void {
  const bad = (what: string) => {
    throw new RangeError(`crowd: ${what}`);
  };
  if (!Number.isInteger(options.visitors) || options.visitors < 1 || options.visitors > LIMITS.visitors)
    bad(`--visitors must be 1 to ${LIMITS.visitors}`);
  if (!Number.isInteger(options.maxConnections) || options.maxConnections < 1) bad('--cap must be 1 or more');
  if (
    options.maxJoinsPerSecond !== null &&
    !(Number.isInteger(options.maxJoinsPerSecond) && options.maxJoinsPerSecond > 0)
  )
    bad('--joins-per-second must be 1 or more');
  if (!(options.seconds >= 5 && options.seconds <= LIMITS.seconds))
    bad(`--seconds must be 5 to ${LIMITS.seconds}`);
  if (!(options.arrivalSeconds >= 0 && options.arrivalSeconds < options.seconds))
    bad('--arrival-seconds must be 0 or more, and less than --seconds');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** The most socket attempts within any 60-s window of one visitor. */
function busiestMinute(attempts: number[]): number {
  return attempts.reduce(
    (most, start) => Math.max(most, attempts.filter((at) => at >= start && at < start + 60_000).length),
    0,
  );
}

export async function runCrowd(options: CrowdOptions): Promise<CrowdResult> {
  checkCrowdOptions(options);
  // in memory, on a free loopback port, without the edge functions: only what visitors use
  const local = await startLocalSupabase({
    port: 0,
    functions: false,
    realtimeLimits: { maxConnections: options.maxConnections, maxJoinsPerSecond: options.maxJoinsPerSecond },
  });
  const quota = async () => {
    const response = await fetch(`${local.url}/__stand-in/realtime`, {
      headers: { apikey: local.secretKey },
    });
    return (await response.json()) as {
      connections: number;
      refused: { connections: number; joinsPerSecond: number };
      joinsRefused: number;
    };
  };
  const warn = console.warn;
  console.warn = () => {}; // every refused join warns in the page's console; not here
  const visitors: Visitor[] = [];
  let peak = 0;
  const sampler = setInterval(() => {
    void quota().then((state) => (peak = Math.max(peak, state.connections)));
  }, 250);
  try {
    // a site with its images published, so the reads weigh what they weigh on a real one
    await publishSampleMedia({ url: local.url, secretKey: local.secretKey }, 24);
    const startedAt = Date.now();
    const gap = (options.arrivalSeconds * 1000) / options.visitors;
    for (let i = 0; i < options.visitors; i++) {
      visitors.push(await visit({ url: local.url, publishableKey: local.publishableKey }));
      await sleep(Math.max(0, startedAt + (i + 1) * gap - Date.now()));
    }
    await sleep(Math.max(0, startedAt + (options.seconds * 1000) / 2 - Date.now()));
    const before = visitors.reduce((sum, visitor) => sum + visitor.stats.restRequests, 0);
    const service = createClient(local.url, local.secretKey, { auth: { persistSession: false } });
    const { error } = await service
      .from('media_slots')
      .update({ updated_at: new Date().toISOString() })
      .eq('slot_name', 'global.logo');
    if (error) throw new Error(`crowd: the change halfway failed: ${error.message}`);
    await sleep(Math.max(0, startedAt + options.seconds * 1000 - Date.now()));
    const restAfterChange = visitors.reduce((sum, visitor) => sum + visitor.stats.restRequests, 0) - before;

    const end = await quota();
    const stats = visitors.map((visitor) => visitor.stats);
    const attempts = stats.map((stat) => stat.socketAttempts.length);
    const minutes = stats.map((stat) => busiestMinute(stat.socketAttempts));
    const rest = stats.map((stat) => stat.restRequests);
    const count = (status: string) => stats.filter((stat) => stat.status === status).length;
    return {
      options,
      connections: { peak: Math.max(peak, end.connections), atEnd: end.connections },
      refused: {
        connections: end.refused.connections,
        joinsPerSecond: end.refused.joinsPerSecond,
        joins: end.joinsRefused,
      },
      visitors: {
        live: count('live'),
        paused: count('paused'),
        other: stats.length - count('live') - count('paused'),
      },
      attemptsPerMinute: { max: Math.max(...minutes), mean: mean(minutes) },
      attempts: { total: attempts.reduce((a, b) => a + b, 0), max: Math.max(...attempts) },
      restPerVisitor: {
        mean: mean(rest),
        max: Math.max(...rest),
        meanBytes: mean(stats.map((stat) => stat.restBytes)),
      },
      restAfterChange,
    };
  } finally {
    clearInterval(sampler);
    await Promise.all(visitors.map((visitor) => visitor.leave()));
    console.warn = warn;
    await local.close();
  }
}

// `npm run crowd`'s simulation, small: five visitors of `/` against a stand-in capped at two
// Realtime connections, each running the site's own live connection over realtime-js.
import { describe, expect, it } from 'vitest';
import { checkCrowdOptions, runCrowd } from '#scripts/crowd/run-crowd.ts';

describe('runCrowd', () => {
  it('holds the cap, leaves the others paused and retrying sparingly, and counts what it read', async () => {
    const result = await runCrowd({
      visitors: 5,
      maxConnections: 2,
      maxJoinsPerSecond: null,
      seconds: 12,
      arrivalSeconds: 1,
    });

    expect(result.connections).toEqual({ peak: 2, atEnd: 2 });
    expect(result.visitors.live).toBe(2);
    // the three refused: each tried at least once, and never more than five times a minute
    expect(result.refused.connections).toBeGreaterThanOrEqual(3);
    expect(result.attemptsPerMinute.max).toBeLessThanOrEqual(5);
    expect(result.attempts.total).toBe(2 + result.refused.connections);
    // nothing read at load (the page carries its data); the live visitors read the site revision
    // once, and the change halfway reached them: each re-read the two image reads
    expect(result.restPerVisitor.max).toBe(1 + 2);
    expect(result.restPerVisitor.mean).toBeCloseTo((2 * 3) / 5);
    expect(result.restAfterChange).toBe(2 * 2);
  }, 60_000);

  it('refuses a run outside its bounds', () => {
    const ok = { visitors: 10, maxConnections: 2, maxJoinsPerSecond: null, seconds: 30, arrivalSeconds: 5 };
    expect(() => checkCrowdOptions(ok)).not.toThrow();
    expect(() => checkCrowdOptions({ ...ok, visitors: 501 })).toThrow(/--visitors/);
    expect(() => checkCrowdOptions({ ...ok, seconds: 601 })).toThrow(/--seconds/);
    expect(() => checkCrowdOptions({ ...ok, arrivalSeconds: 30 })).toThrow(/--arrival-seconds/);
    expect(() => checkCrowdOptions({ ...ok, maxConnections: 0 })).toThrow(/--cap/);
  });
});

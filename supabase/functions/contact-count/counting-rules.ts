// The numbers behind the counting (docs/contact-counting.md, docs/load-model.md).

/** Taps one address may add: a flood of a thousand in a minute counts five. */
export const TAP_BRAKE = { perMinute: 5, perDay: 30 } as const;

/** Visits one address may add (reloads, a shared network's several visitors). */
export const VISIT_BRAKE = { perMinute: 10, perDay: 100 } as const;

/**
 * Visits counted one by one each day; beyond this only one beacon in SAMPLE_ONE_IN is written,
 * for SAMPLE_ONE_IN visits, so a viral day stays within the database's means. Taps are never
 * sampled.
 */
export const DAILY_VISIT_CEILING = 20_000;
export const SAMPLE_ONE_IN = 10;

/** Whether this visit beacon is one of the sample, should the day be beyond the ceiling. */
export function inVisitSample(random: () => number = Math.random): boolean {
  return random() < 1 / SAMPLE_ONE_IN;
}

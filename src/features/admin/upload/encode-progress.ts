import type { TargetSize } from './downscale-plan.ts';

/**
 * How far the encoding of an upload has gone, 0..1, counted in pixels: a 2560 px photo takes
 * far longer than its 480 px copy. Reported after each encoded size; `total` is planned ahead.
 */
export class EncodeProgress {
  readonly #total: number;
  readonly #report: (fraction: number) => void;
  #done = 0;

  constructor(planned: readonly TargetSize[], report: (fraction: number) => void) {
    this.#total = planned.reduce((sum, size) => sum + pixels(size), 0);
    this.#report = report;
  }

  /** One size encoded (or given up). */
  add(size: TargetSize): void {
    this.#done += pixels(size);
    this.#report(this.#total > 0 ? Math.min(1, this.#done / this.#total) : 1);
  }
}

function pixels(size: TargetSize): number {
  return Math.max(0, size.width) * Math.max(0, size.height);
}

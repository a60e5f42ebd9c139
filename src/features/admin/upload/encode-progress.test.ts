import { EncodeProgress } from './encode-progress.ts';

describe('EncodeProgress', () => {
  it('counts in pixels, so the full-size photo moves the bar most', () => {
    const seen: number[] = [];
    const main = { width: 2560, height: 1920 };
    const copies = [
      { width: 480, height: 360 },
      { width: 960, height: 720 },
      { width: 1600, height: 1200 },
    ];
    const progress = new EncodeProgress([main, ...copies], (fraction) => seen.push(fraction));
    progress.add(main);
    for (const copy of copies) progress.add(copy);
    expect(seen[0]).toBeCloseTo(4_915_200 / 7_699_200, 5);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(1);
  });

  it('never passes 1, and reports done when nothing was planned', () => {
    const seen: number[] = [];
    const progress = new EncodeProgress([{ width: 10, height: 10 }], (fraction) => seen.push(fraction));
    progress.add({ width: 10, height: 10 });
    progress.add({ width: 10, height: 10 });
    new EncodeProgress([], (fraction) => seen.push(fraction)).add({ width: 1, height: 1 });
    expect(seen).toEqual([1, 1, 1]);
  });
});

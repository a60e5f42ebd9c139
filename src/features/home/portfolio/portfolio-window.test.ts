import { describe, expect, it } from 'vitest';
import {
  hasMoreThanWindow,
  nextStart,
  normalizeStart,
  previousStart,
  remainingCount,
  windowItems,
} from './portfolio-window.ts';

const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

describe('windowItems', () => {
  it('shows every item when they fit in the window of 4', () => {
    expect(windowItems([], 0)).toEqual([]);
    expect(windowItems(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(windowItems(['a', 'b', 'c', 'd'], 2)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('shows 4 items starting at the window start', () => {
    expect(windowItems(seven, 0)).toEqual(['a', 'b', 'c', 'd']);
    expect(windowItems(seven, 3)).toEqual(['d', 'e', 'f', 'g']);
  });

  it('wraps past the end to the first items', () => {
    expect(windowItems(seven, 4)).toEqual(['e', 'f', 'g', 'a']);
    expect(windowItems(seven, 6)).toEqual(['g', 'a', 'b', 'c']);
  });

  it('treats an out-of-range start (the list shrank) as wrapped', () => {
    expect(windowItems(seven, 9)).toEqual(['c', 'd', 'e', 'f']);
    expect(windowItems(seven, -1)).toEqual(['g', 'a', 'b', 'c']);
  });
});

describe('arrows', () => {
  it('move the window a page forward, wrapping around', () => {
    expect(nextStart(0, 7)).toBe(4);
    expect(nextStart(4, 7)).toBe(1);
    expect(nextStart(0, 8)).toBe(4);
    expect(nextStart(4, 8)).toBe(0);
  });

  it('move the window a page back, wrapping around', () => {
    expect(previousStart(0, 7)).toBe(3);
    expect(previousStart(3, 7)).toBe(6);
    expect(previousStart(4, 8)).toBe(0);
  });

  it('forward then back returns to the same window', () => {
    for (let start = 0; start < 7; start++) {
      expect(previousStart(nextStart(start, 7), 7)).toBe(start);
    }
  });

  it('stay at the start when everything fits', () => {
    expect(nextStart(0, 4)).toBe(0);
    expect(previousStart(0, 3)).toBe(0);
  });
});

describe('remaining count and visibility of the controls', () => {
  it('counts the items outside the window', () => {
    expect(remainingCount(0)).toBe(0);
    expect(remainingCount(3)).toBe(0);
    expect(remainingCount(4)).toBe(0);
    expect(remainingCount(7)).toBe(3);
    expect(remainingCount(20)).toBe(16);
  });

  it('shows the controls only with more than 4 items', () => {
    expect(hasMoreThanWindow(4)).toBe(false);
    expect(hasMoreThanWindow(5)).toBe(true);
  });

  it('normalizes any start into the list', () => {
    expect(normalizeStart(7, 7)).toBe(0);
    expect(normalizeStart(-4, 7)).toBe(3);
    expect(normalizeStart(5, 0)).toBe(0);
  });
});

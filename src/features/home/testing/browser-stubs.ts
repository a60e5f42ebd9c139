import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Registers, for the calling test file, what jsdom lacks and the video frame asks for:
 * `requestIdleCallback` (the tests say when the browser is idle) and `matchMedia` (reduced
 * motion as the test sets it), and unmounts what the test rendered before removing them.
 * Returns the controls.
 */
export function stubIdleAndMotion() {
  const state = { reducedMotion: false, pending: [] as Array<() => void> };
  beforeEach(() => {
    state.reducedMotion = false;
    state.pending = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => state.pending.push(task));
    vi.stubGlobal('cancelIdleCallback', () => {});
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: state.reducedMotion,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => {
    cleanup(); // unmounting cancels the idle callback: before the stubs go
    vi.unstubAllGlobals();
  });
  return {
    runIdleTasks: () => act(() => state.pending.splice(0).forEach((task) => task())),
    setReducedMotion: (reduce: boolean) => {
      state.reducedMotion = reduce;
    },
  };
}

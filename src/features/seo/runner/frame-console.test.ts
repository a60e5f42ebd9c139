import { afterEach, expect, it, vi } from 'vitest';
import { captureFrameErrors } from './frame-console.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

it('refuses to vouch for a page whose scripts may already have run', () => {
  // jsdom's document has finished loading: listening now could miss errors, so the capture
  // reports itself as unavailable ("sem dados") and installs nothing
  vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(document.readyState).toBe('complete');
  const errors: string[] = [];
  expect(captureFrameErrors(window, errors)).toBe(false);
  console.error('depois do carregamento');
  expect(errors).toEqual([]);
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenPageOpenFor } from './when-page-open-for.ts';

describe('whenPageOpenFor', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('waits for what is left of the time since the page opened', async () => {
    await vi.advanceTimersByTimeAsync(4_000);
    const done = settled(whenPageOpenFor(10_000));
    await vi.advanceTimersByTimeAsync(5_999);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('resolves in the next task when the page has been open longer', async () => {
    await vi.advanceTimersByTimeAsync(12_000);
    const done = settled(whenPageOpenFor(10_000));
    await Promise.resolve();
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });
});

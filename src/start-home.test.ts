// src/start-home.ts follows live changes only once the page has been open LIVE_UPDATES_AFTER_MS
// (and then idle): the first seconds leave the network and the main thread to what the visitor
// sees. The live layer and the page's other starts are stubbed: only when it is asked for is
// under test.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_UPDATES_AFTER_MS } from '#src/features/home/api/live-updates-start.ts';
import { followLiveChanges } from '#src/features/home/api/follow-live-changes.ts';
import { startHome } from './start-home.ts';

vi.mock('#src/features/home/api/follow-live-changes.ts', () => ({
  followLiveChanges: vi.fn(() => () => {}),
}));
vi.mock('#src/features/home/components/youtube-player-element.ts', () => ({ defineYouTubePlayer: vi.fn() }));
vi.mock('#src/features/home/islands/near-islands.ts', () => ({ whenInteractiveIslandsNear: vi.fn() }));

describe('startHome', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(followLiveChanges).mockClear();
  });

  it('follows live changes once the page has been open LIVE_UPDATES_AFTER_MS, not before', async () => {
    await vi.advanceTimersByTimeAsync(1_000); // the page is on screen: main.tsx starts the rest
    startHome(Promise.resolve());
    await vi.advanceTimersByTimeAsync(LIVE_UPDATES_AFTER_MS - 1_000 - 1);
    expect(followLiveChanges).not.toHaveBeenCalled();
    // then in the page's next idle period (a timer where the browser has no requestIdleCallback)
    await vi.advanceTimersByTimeAsync(1 + 1_500);
    await vi.waitFor(() => expect(followLiveChanges).toHaveBeenCalledTimes(1));
  });
});

// The page's live connection starts in the task after the one that evaluated the Supabase
// client's chunk: two shorter tasks instead of one long one on a slow phone.
import { afterEach, describe, expect, it, vi } from 'vitest';

const created = vi.hoisted(() => ({ count: 0 }));

vi.mock('./supabase-lazy.ts', () => ({
  getSupabase: () => Promise.resolve({ realtime: {} }),
}));
vi.mock('./live-connection.ts', () => ({
  documentVisibility: () => ({}),
  createLiveConnection: () => {
    created.count++;
    return {
      onStatus: () => () => {},
      watch: () => () => {},
      keepsDataFresh: () => true,
      status: 'connecting',
    };
  },
}));

afterEach(() => vi.useRealTimers());

describe('getLiveConnection', () => {
  it('creates the connection in a later task than the one that loaded the client, and only once', async () => {
    vi.useFakeTimers();
    const { getLiveConnection } = await import('./site-live-connection.ts');
    const connection = getLiveConnection();
    // every microtask of this task has run: the client is loaded, the connection not started
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    expect(created.count).toBe(0);

    await vi.runAllTimersAsync();
    await connection;
    expect(created.count).toBe(1);
    expect(getLiveConnection()).toBe(connection);
    expect(created.count).toBe(1);
  });
});

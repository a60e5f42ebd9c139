import type { RealtimeClient } from '@supabase/realtime-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLiveConnection,
  MAX_TIMED_RETRIES,
  HIDDEN_GRACE_MS,
  type LiveStatus,
  type Visibility,
} from './live-connection.ts';
import { retryDelayMs } from './realtime-retry.ts';

// The connection's rules with a stand-in for realtime-js's client that records what the page
// asks of it (channels opened and removed, disconnects) and lets a test answer each join.

type Status = 'SUBSCRIBED' | 'CHANNEL_ERROR' | 'TIMED_OUT' | 'CLOSED';

function fakeClient() {
  const open = new Map<string, (status: Status) => void>();
  const log: string[] = [];
  const client = {
    channel(name: string) {
      const channel = {
        topic: `realtime:${name}`,
        on: () => channel,
        subscribe(callback: (status: Status) => void) {
          log.push(`join ${name}`);
          open.set(name, callback);
          return channel;
        },
      };
      return channel;
    },
    removeChannel(channel: { topic: string }) {
      const name = channel.topic.replace('realtime:', '');
      log.push(`leave ${name}`);
      open.delete(name);
      return Promise.resolve('ok');
    },
    disconnect() {
      log.push('disconnect');
      return Promise.resolve('ok');
    },
  };
  return {
    client: client as unknown as RealtimeClient,
    log,
    open,
    /** Answers every open channel's join. */
    answer(status: Status) {
      [...open.values()].forEach((callback) => callback(status));
    },
    joins: () => log.filter((entry) => entry.startsWith('join ')).length,
  };
}

function fakeVisibility(visible = true) {
  const listeners = new Set<() => void>();
  const visibility: Visibility = {
    isVisible: () => visible,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    visibility,
    set(next: boolean) {
      visible = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const TABLES = ['videos', 'media_slots', 'business_facts'];

function setUp({ visible = true, retryDelay = (attempt: number) => retryDelayMs(attempt, () => 0) } = {}) {
  const realtime = fakeClient();
  const page = fakeVisibility(visible);
  const live = createLiveConnection({ client: realtime.client, visibility: page.visibility, retryDelay });
  const statuses: LiveStatus[] = [];
  live.onStatus((status) => statuses.push(status));
  const changes: string[] = [];
  const stops = TABLES.map((table) =>
    live.watch({
      channelName: `${table}-updates`,
      table,
      onChange: (reason) => changes.push(`${table} ${reason}`),
    }),
  );
  return { realtime, page, live, statuses, changes, stopAll: () => stops.forEach((stop) => stop()) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createLiveConnection', () => {
  it('opens every channel at once for a visible page and is live once all have joined', () => {
    const { realtime, live, changes } = setUp();
    expect(realtime.joins()).toBe(3);
    expect(live.status).toBe('connecting');

    realtime.answer('SUBSCRIBED');
    expect(live.status).toBe('live');
    // each join tells its reads that changes may have been missed: one refetch each
    expect(changes).toEqual(['videos subscribed', 'media_slots subscribed', 'business_facts subscribed']);
  });

  it('waits for a page opened in a background tab to be seen', () => {
    const { realtime, page, live } = setUp({ visible: false });
    expect(realtime.joins()).toBe(0);
    expect(live.status).toBe('off');

    page.set(true);
    expect(realtime.joins()).toBe(3);
  });

  it('on a refusal, closes every channel and the socket, and tries again later, sparingly', () => {
    const { realtime, live, statuses } = setUp();
    realtime.answer('CHANNEL_ERROR');
    expect(live.status).toBe('paused');
    vi.advanceTimersByTime(1); // channels go a tick after their last listener
    expect(realtime.open.size).toBe(0);
    expect(realtime.log.filter((entry) => entry === 'disconnect')).toHaveLength(1);

    // refused every time for a minute, with the shortest waits the jitter allows
    const connects = () => realtime.joins() / 3;
    for (let elapsed = 0; elapsed < 60_000; elapsed += 100) {
      vi.advanceTimersByTime(100);
      if (live.status === 'connecting') realtime.answer('CHANNEL_ERROR');
    }
    expect(connects()).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 'paused').length).toBe(connects());

    // once a retry succeeds, the next failure starts from the shortest wait again
    vi.advanceTimersByTime(retryDelayMs(connects(), () => 1));
    expect(live.status).toBe('connecting');
    realtime.answer('SUBSCRIBED');
    expect(live.status).toBe('live');
    realtime.answer('TIMED_OUT');
    const before = connects();
    vi.advanceTimersByTime(retryDelayMs(1, () => 1));
    expect(connects()).toBe(before + 1);
  });

  it('stops retrying a project that never answers, says so once, and tries again when the tab is seen', () => {
    const warn = vi.mocked(console.warn);
    const { realtime, page, live } = setUp();
    const connects = () => realtime.joins() / 3;
    // a paused project: every attempt refused, for a whole day on a phone that keeps the page open
    realtime.answer('CHANNEL_ERROR');
    for (let elapsed = 0; elapsed < 24 * 60 * 60_000; elapsed += 1_000) {
      vi.advanceTimersByTime(1_000);
      if (live.status === 'connecting') realtime.answer('CHANNEL_ERROR');
    }
    expect(connects()).toBe(MAX_TIMED_RETRIES);
    expect(live.status).toBe('paused');
    expect(warn.mock.calls).toEqual([['Atualizações em tempo real em pausa: o projeto não respondeu.']]);

    // the visitor comes back to the tab: one attempt, and live again once the project answers
    page.set(false);
    page.set(true);
    expect(connects()).toBe(MAX_TIMED_RETRIES + 1);
    realtime.answer('SUBSCRIBED');
    expect(live.status).toBe('live');
  });

  it('does not retry for a hidden tab: the retry that fell due waits until the page is seen', () => {
    const { realtime, page, live } = setUp();
    realtime.answer('CHANNEL_ERROR');
    page.set(false);
    vi.advanceTimersByTime(10 * 60_000);
    expect(realtime.joins()).toBe(3);
    expect(live.status).toBe('paused');

    page.set(true);
    expect(realtime.joins()).toBe(6);
    expect(live.status).toBe('connecting');
  });

  it('keeps the connection through a short look at another tab, and releases it after a longer one', () => {
    const { realtime, page, live, changes } = setUp();
    realtime.answer('SUBSCRIBED');
    changes.length = 0;

    page.set(false);
    vi.advanceTimersByTime(HIDDEN_GRACE_MS - 1);
    page.set(true);
    expect(live.status).toBe('live');
    expect(realtime.joins()).toBe(3);

    page.set(false);
    vi.advanceTimersByTime(HIDDEN_GRACE_MS + 1);
    expect(live.status).toBe('sleeping');
    expect(realtime.open.size).toBe(0);
    expect(realtime.log).toContain('disconnect');
    expect(changes).toEqual([]);

    // seen again: the channels join again, and each join refetches its reads once
    page.set(true);
    expect(realtime.joins()).toBe(6);
    realtime.answer('SUBSCRIBED');
    expect(live.status).toBe('live');
    expect(changes).toEqual(['videos subscribed', 'media_slots subscribed', 'business_facts subscribed']);
  });

  it('closes the connection a tick after the last watch stops, and keeps it if one comes back at once', () => {
    const { realtime, live, stopAll } = setUp();
    realtime.answer('SUBSCRIBED');
    stopAll();
    // StrictMode unmounts and mounts again in the same tick
    const again = live.watch({ channelName: 'videos-updates', table: 'videos', onChange: () => {} });
    vi.advanceTimersByTime(1);
    expect(live.status).toBe('live');
    expect(realtime.log).not.toContain('disconnect');

    again();
    vi.advanceTimersByTime(1);
    expect(live.status).toBe('off');
    expect(realtime.log.at(-1)).toBe('disconnect');
  });

  it('says when a returning visitor should refetch: not while live updates keep the data fresh', () => {
    const { realtime, page, live } = setUp({ visible: false });
    expect(live.keepsDataFresh()).toBe(false); // not started: nothing keeps it fresh
    page.set(true);
    expect(live.keepsDataFresh()).toBe(true); // joining: each join refetches
    realtime.answer('SUBSCRIBED');
    expect(live.keepsDataFresh()).toBe(true);

    realtime.answer('CHANNEL_ERROR');
    expect(live.keepsDataFresh()).toBe(false); // paused
    page.set(false);
    vi.advanceTimersByTime(60_000);
    page.set(true); // the retry that fell due starts now, and may be refused again
    expect(live.status).toBe('connecting');
    expect(live.keepsDataFresh()).toBe(false);
    realtime.answer('SUBSCRIBED');
    expect(live.keepsDataFresh()).toBe(true);

    page.set(false);
    vi.advanceTimersByTime(HIDDEN_GRACE_MS + 1);
    expect(live.status).toBe('sleeping');
    expect(live.keepsDataFresh()).toBe(true); // seen again, it rejoins and refetches
  });
});

describe('retryDelayMs', () => {
  it('doubles from 4 s to at most 5 min, each wait between half and all of it', () => {
    expect(retryDelayMs(1, () => 0)).toBe(2_000);
    expect(retryDelayMs(1, () => 1)).toBe(4_000);
    expect(retryDelayMs(3, () => 1)).toBe(16_000);
    expect(retryDelayMs(30, () => 1)).toBe(300_000);
    expect(retryDelayMs(30, () => 0)).toBe(150_000);
  });

  it('allows at most five connection attempts in the first minute and two in any later one', () => {
    let seed = 7;
    const sequence = () => (seed = (seed * 48271) % 2147483647) / 2147483647; // any jitter at all
    for (const random of [() => 0, () => 0.5, () => 1, sequence]) {
      const attempts = [0];
      for (let failure = 1; attempts.at(-1)! < 30 * 60_000; failure++) {
        attempts.push(attempts.at(-1)! + retryDelayMs(failure, random));
      }
      const inWindow = (start: number) => attempts.filter((at) => at >= start && at < start + 60_000).length;
      expect(inWindow(0)).toBeLessThanOrEqual(5);
      for (let start = 60_000; start < 29 * 60_000; start += 5_000)
        expect(inWindow(start)).toBeLessThanOrEqual(2);
    }
  });
});

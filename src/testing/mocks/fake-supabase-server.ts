// The msw lifecycle every hook test against the fake Supabase repeats: one server for the file,
// a fresh fake project for each test, and after it the React trees unmounted and (when the test
// used Realtime) the site's socket closed.
import { cleanup, waitFor } from '@testing-library/react';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { getSupabase } from '../../lib/supabase-lazy.ts';
import { createFakeSupabase, type FakeSupabase } from './fake-supabase.ts';

type Seed = Parameters<typeof createFakeSupabase>[0];

interface FakeSupabaseServerOptions {
  /** The tables each test starts from (built again for every test). */
  seed?: () => Seed;
  /**
   * The tests open realtime channels: after each one, wait for its channels to go (a tick after
   * their last listener) and close the socket, so the next test opens a fresh one that its own
   * fake Realtime sees.
   */
  realtime?: boolean;
}

/**
 * Registers the hooks in the calling test file and returns the current test's fake project.
 * Hooks the file registers after this call run after these before each test, and before these
 * after it. Modules that build the site's Supabase client must load after `beforeAll` here:
 * realtime-js takes the WebSocket class msw replaces when the client is built.
 */
export function setupFakeSupabaseServer({
  seed = () => ({}),
  realtime = false,
}: FakeSupabaseServerOptions = {}): {
  readonly backend: FakeSupabase;
  /** For `server.use(...)`: a handler that answers differently in one test. */
  server: SetupServer;
  /** Starts the current test again from other tables. */
  reseed(tables: Seed): FakeSupabase;
} {
  const server = setupServer();
  let backend: FakeSupabase | undefined;
  const reseed = (tables: Seed) => {
    backend = createFakeSupabase(tables);
    server.resetHandlers(...backend.handlers);
    return backend;
  };

  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => void reseed(seed()));
  afterEach(async () => {
    cleanup();
    vi.restoreAllMocks();
    if (!realtime) return;
    const client = await getSupabase();
    await waitFor(() => expect(client.realtime.getChannels()).toEqual([]));
    client.realtime.disconnect();
  });
  afterAll(() => server.close());

  return {
    get backend() {
      if (!backend) throw new Error('The fake Supabase exists only while a test runs.');
      return backend;
    },
    server,
    reseed,
  };
}

// The msw lifecycle every hook test against the fake Supabase repeats: one server for the file,
// a fresh fake project for each test, and after it the React trees unmounted.
import { cleanup } from '@testing-library/react';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createFakeSupabase, type FakeSupabase } from './fake-supabase.ts';

type Seed = Parameters<typeof createFakeSupabase>[0];

interface FakeSupabaseServerOptions {
  /** The tables each test starts from (built again for every test). */
  seed?: () => Seed;
}

/**
 * Registers the hooks in the calling test file and returns the current test's fake project.
 * Hooks the file registers after this call run after these before each test, and before these
 * after it.
 */
export function setupFakeSupabaseServer({ seed = () => ({}) }: FakeSupabaseServerOptions = {}): {
  readonly backend: FakeSupabase;
  /** For `server.use(...)`: a handler that answers differently in one test. */
  server: SetupServer;
  /** Starts the current test again from other tables (what the site would read after a change). */
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
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
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

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.stand-in.test.{ts,tsx}'],
          setupFiles: ['./src/test-setup.ts'],
          // The site's Supabase client needs both. A `.invalid` host never resolves, so a unit
          // test that forgets to answer a request fails instead of reaching a real backend; the
          // hook tests' msw answers before any lookup (docs/hook-tests.md). Not a closed port
          // such as 9: fetch refuses the ports on its block list before msw sees the request.
          env: {
            VITE_SUPABASE_URL: 'http://supabase.invalid',
            VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_unit-test-key',
          },
        },
      },
      {
        extends: true,
        test: {
          // hook and component tests that need the database's behaviour (publish, restore, what
          // Realtime delivers): the site's own code in jsdom against a real in-memory stand-in
          // with the real functions, one file at a time, since they share its rows
          name: 'stand-in',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.stand-in.test.{ts,tsx}'],
          setupFiles: ['./src/test-setup.ts', './src/testing/stand-in-env.ts'],
          globalSetup: ['./tests/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'local',
          environment: 'node',
          include: ['supabase/local/**/*.test.ts'],
          // a fresh PGlite takes seconds, more on a loaded 2-core machine
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // pure modules of the edge functions (supabase/functions/_shared), run under Node
          name: 'shared',
          environment: 'node',
          include: ['tests/unit-shared/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['./tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

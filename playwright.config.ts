import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR, E2E_OUT_DIR, E2E_SITE_PORT, E2E_SUPABASE_PORT } from '#tests/e2e/support/e2e-env.ts';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/remove-stale-runs.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${E2E_SITE_PORT}`,
    browserName: 'chromium',
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    // The production build, as `npm run preview` serves it, against a stand-in that starts
    // empty on every run.
    command: 'node scripts/preview.ts',
    url: `http://127.0.0.1:${E2E_SITE_PORT}`,
    env: {
      PORT: String(E2E_SITE_PORT),
      SUPABASE_LOCAL_PORT: String(E2E_SUPABASE_PORT),
      SUPABASE_LOCAL_DATA_DIR: E2E_DATA_DIR,
      SUPABASE_LOCAL_RESET: 'true',
      VITE_OUT_DIR: E2E_OUT_DIR,
      // the site's own address, as a deployment sets it: the canonical link then names the host
      // that serves the page, which the /seo audit of our own page checks
      VITE_SITE_URL: `http://127.0.0.1:${E2E_SITE_PORT}`,
      // the tests build with the placeholder business data on purpose
      ALLOW_PLACEHOLDERS: '1',
      PREVIEW_BUILD_HOOK_TOKEN: process.env.PREVIEW_BUILD_HOOK_TOKEN ?? '',
      // one re-render per second at most: a test waits for the rebuild, not for the interval
      PREVIEW_BUILD_MIN_INTERVAL_SECONDS: '1',
    },
    reuseExistingServer: false,
    timeout: 240_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

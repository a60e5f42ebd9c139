// The build's prerender step (scripts/prerender.ts, after `vite build`) on a CI (CI=true) when
// it cannot read what `/` publishes: it exits non-zero, names the read, what came back and the
// likely fix, and writes nothing, so the host keeps serving the last good deploy. Locally it
// warns and publishes the page with the built-in content. Against a stand-in of its own (a
// grant is revoked here) and small servers that refuse, hang or answer garbage.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '#local/server.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const EVERY_READ =
  'site revision, published languages, published images, portfolio pairs, videos, business facts, page texts, contact numbers, portfolio texts';
const BUILD_TIMEOUT = 180_000;

let workDir: string;
/** `vite build`'s output, copied afresh for each prerender. */
let clientBuild: string;
/** Where each prerender runs (one folder, so the server bundle's cache is one folder too). */
let outDir: string;
let viteIndex: string;
let local: LocalSupabase;

interface Run {
  code: number | null;
  output: string;
  index: string;
  written: boolean;
}

function run(
  command: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      command,
      {
        cwd: ROOT,
        env: {
          ...process.env,
          ALLOW_PLACEHOLDERS: '1',
          CI: '',
          PRERENDER_READ_TIMEOUT_SECONDS: '',
          VITE_SUPABASE_ANON_KEY: '',
          ...env,
        },
        timeout: BUILD_TIMEOUT,
      },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, output: stdout + stderr }),
    );
  });
}

/** The prerender step on a fresh copy of the client build, reading `supabaseUrl` with `key`. */
async function prerender(supabaseUrl: string, key: string, env: Record<string, string> = {}): Promise<Run> {
  await rm(outDir, { recursive: true, force: true });
  await cp(clientBuild, outDir, { recursive: true });
  const result = await run([path.join(ROOT, 'scripts', 'prerender.ts')], {
    VITE_OUT_DIR: outDir,
    VITE_SUPABASE_URL: supabaseUrl,
    VITE_SUPABASE_PUBLISHABLE_KEY: key,
    ...env,
  });
  const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const written = await readFile(path.join(outDir, '200.html')).then(
    () => true,
    () => false,
  );
  return { ...result, index, written };
}

/** A CI build that stopped: non-zero, and Vite's own index.html untouched, no other file written. */
function expectNothingPublished(result: Run) {
  expect(result.code, result.output).toBe(1);
  expect(result.index).toBe(viteIndex);
  expect(result.index).not.toContain('id="home-state"');
  expect(result.written).toBe(false);
  expect(result.output).toContain('prerender: nothing was published (CI=true)');
}

async function listen(handler: (res: ServerResponse) => void): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    handler(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'build-read-failures-'));
  clientBuild = path.join(workDir, 'client');
  outDir = path.join(workDir, 'dist');
  const built = await run([path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    VITE_OUT_DIR: clientBuild,
    VITE_SUPABASE_URL: 'http://127.0.0.1:1',
    VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_build-test',
  });
  if (built.code !== 0) throw new Error(`vite build failed:\n${built.output}`);
  viteIndex = await readFile(path.join(clientBuild, 'index.html'), 'utf8');
  local = await startLocalSupabase({ port: 0, functions: false });
}, BUILD_TIMEOUT);

afterAll(async () => {
  await local?.close();
  if (outDir) {
    // the prerender's server bundle, cached beside node_modules for this build folder
    const { cacheDirFor } = await import('#scripts/support/home-prerender.ts');
    await rm(cacheDirFor(ROOT, outDir), { recursive: true, force: true });
  }
  await rm(workDir, { recursive: true, force: true });
});

describe('the prerender step on CI', { timeout: BUILD_TIMEOUT }, () => {
  it('publishes / from every read when the project answers them', async () => {
    const result = await prerender(local.url, local.publishableKey, { CI: 'true' });
    expect(result.code, result.output).toBe(0);
    expect(result.index).toContain('id="home-state"');
    expect(result.written).toBe(true);
    expect(result.output).toMatch(/prerender: \/ rendered from site revision \d+/);
  });

  it('stops on a project that does not answer (connection refused), naming the URL to check', async () => {
    const { url, server } = await listen(() => {});
    await close(server); // stopped: its port now refuses connections
    const result = await prerender(url, local.publishableKey, { CI: 'true' });
    expectNothingPublished(result);
    const port = new URL(url).port;
    expect(result.output).toContain(
      `${EVERY_READ}: no answer from ${url} (connect ECONNREFUSED 127.0.0.1:${port} (ECONNREFUSED)). Likely fix: VITE_SUPABASE_URL must be the project's URL`,
    );
  });

  it('stops on a key the project refuses (401), naming the key to set', async () => {
    const result = await prerender(local.url, 'sb_publishable_not-this-projects-key', { CI: 'true' });
    expectNothingPublished(result);
    expect(result.output).toContain(`${EVERY_READ}: ${local.url} answered 401 (`);
    expect(result.output).toContain(
      "the key was refused. Likely fix: VITE_SUPABASE_PUBLISHABLE_KEY must be the project's publishable key",
    );
  });

  it('stops on a table whose grant is missing (42501), naming the table and the migration to write', async () => {
    await local.db.pg.exec('revoke select on public.videos from anon');
    try {
      const result = await prerender(local.url, local.publishableKey, { CI: 'true' });
      expectNothingPublished(result);
      expect(result.output).toMatch(
        new RegExp(`  - videos: ${local.url} answered 40[13] 42501 \\(permission denied for table videos\\)`),
      );
      expect(result.output).toContain(
        'a migration must grant it (grant select on public.videos to anon, authenticated;)',
      );
      expect(result.output).toContain('`npm run check:deploy` names every missing grant');
      // only that read failed
      expect(result.output).toContain('(a read failed)');
    } finally {
      await local.db.pg.exec('grant select on public.videos to anon');
    }
  });

  it('stops on a project that never answers, after the configured timeout', async () => {
    const held: ServerResponse[] = [];
    const { url, server } = await listen((res) => held.push(res));
    try {
      const result = await prerender(url, local.publishableKey, {
        CI: 'true',
        PRERENDER_READ_TIMEOUT_SECONDS: '1',
      });
      expectNothingPublished(result);
      expect(held.length).toBeGreaterThan(0);
      expect(result.output).toContain(`${EVERY_READ}: no answer from ${url} within 1 s`);
    } finally {
      await close(server);
    }
  });

  it("stops on an address that answers something other than the Data API's JSON", async () => {
    const { url, server } = await listen((res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Welcome</title><p>Not an API</p>');
    });
    try {
      const result = await prerender(url, local.publishableKey, { CI: 'true' });
      expectNothingPublished(result);
      expect(result.output).toContain(
        `${EVERY_READ}: ${url} answered 200 with something that is not the Data API's answer (<!doctype html><title>Welcome</title><p>Not an API</p>)`,
      );
    } finally {
      await close(server);
    }
  });
});

describe('the prerender step on a developer machine (no CI)', { timeout: BUILD_TIMEOUT }, () => {
  it('warns and publishes / with the built-in content', async () => {
    const result = await prerender(local.url, 'sb_publishable_not-this-projects-key');
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('9 reads failed; this local build goes on');
    expect(result.index).toContain('id="home-state"');
    expect(result.written).toBe(true);
  });
});

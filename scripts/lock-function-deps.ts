// `npm run functions:lock`: rewrites supabase/functions/<name>/deno.lock beside each function's
// deno.json, the lock of its npm packages as the pinned Deno (the hosted Edge Runtime's) resolves
// that deno.json against the npm registry, as a deploy does: every package of the graph with its
// version and integrity. Run it after changing a version in the deno.json files (with the same
// version in package.json); tests/unit-shared/function-dependencies.test.ts checks that each lock,
// its deno.json and package-lock.json agree. Needs the npm registry (Deno is told to trust the
// system's certificate store, for networks that inspect TLS).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { deployableFunctions, isFile } from '#scripts/support/function-deps.ts';

const deno = (
  createRequire(import.meta.url)('deno/install_api.cjs') as { runInstall(): string }
).runInstall();
// an empty cache, so every version comes from the registry rather than from an earlier run
const scratch = await mkdtemp(path.join(os.tmpdir(), 'functions-lock-'));
try {
  for (const fn of await deployableFunctions()) {
    if (!(await isFile(fn.config))) throw new Error(`${fn.name} has no deno.json (docs/edge-functions.md)`);
    await rm(fn.lock, { force: true });
    // resolved from the registry, as a deploy resolves them, not from node_modules
    const args = [
      'cache',
      '--config',
      fn.config,
      '--lock',
      fn.lock,
      '--node-modules-dir=none',
      fn.entrypoint,
    ];
    const result = spawnSync(deno, args, {
      stdio: 'inherit',
      env: {
        ...process.env,
        DENO_DIR: path.join(scratch, 'cache'),
        DENO_NO_PACKAGE_JSON: '1',
        DENO_NO_UPDATE_CHECK: '1',
        DENO_TLS_CA_STORE: process.env.DENO_TLS_CA_STORE ?? 'system,mozilla',
      },
    });
    if (result.status !== 0) {
      throw new Error(`deno cache of ${fn.name} failed (${result.signal ?? `code ${result.status}`})`);
    }
    console.log(`${path.relative(process.cwd(), fn.lock)} written.`);
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}

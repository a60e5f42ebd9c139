// `npm run functions:lock`: rewrites supabase/functions/deno.lock, the lock of the edge
// functions' npm packages, as the pinned Deno (the hosted Edge Runtime's) resolves the import map
// supabase/functions/import_map.json against the npm registry: every package of the graph with
// its version and integrity. Run it after changing a version in the import map (with the same
// version in package.json); tests/unit-shared/function-dependencies.test.ts checks that the
// lock, the import map and package-lock.json agree. Needs the npm registry (Deno is told to
// trust the system's certificate store, for networks that inspect TLS).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { FUNCTIONS_IMPORT_MAP, FUNCTIONS_LOCK, functionEntrypoints } from './support/function-deps.ts';

const deno = (
  createRequire(import.meta.url)('deno/install_api.cjs') as { runInstall(): string }
).runInstall();
const scratch = await mkdtemp(path.join(os.tmpdir(), 'functions-lock-'));
try {
  const config = path.join(scratch, 'deno.json');
  // resolved from the registry, as a deploy resolves them, not from node_modules
  await writeFile(
    config,
    JSON.stringify({
      nodeModulesDir: 'none',
      importMap: FUNCTIONS_IMPORT_MAP,
      lock: { path: FUNCTIONS_LOCK },
    }),
  );
  await rm(FUNCTIONS_LOCK, { force: true });
  const result = spawnSync(deno, ['cache', '--config', config, ...(await functionEntrypoints())], {
    stdio: 'inherit',
    env: {
      ...process.env,
      DENO_DIR: path.join(scratch, 'cache'),
      DENO_NO_PACKAGE_JSON: '1',
      DENO_NO_UPDATE_CHECK: '1',
      DENO_TLS_CA_STORE: process.env.DENO_TLS_CA_STORE ?? 'system,mozilla',
    },
  });
  if (result.status !== 0) throw new Error(`deno cache failed (${result.signal ?? `code ${result.status}`})`);
  console.log(`${path.relative(process.cwd(), FUNCTIONS_LOCK)} written.`);
} finally {
  await rm(scratch, { recursive: true, force: true });
}

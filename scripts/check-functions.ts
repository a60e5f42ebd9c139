// `npm run typecheck:functions` (with `deno lint` after it): `deno check` of each edge function
// with its own supabase/functions/<name>/deno.json and the lock beside it, the files a deploy
// bundles it with, so _shared code is checked as each function resolves it. Packages come from
// the project's node_modules (the same versions: see function-dependencies.test.ts); --frozen
// fails on a lock that no longer matches its deno.json instead of rewriting it.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  deployableFunctions,
  isFile,
  PROJECT_ROOT,
  type FunctionFiles,
} from '#scripts/support/function-deps.ts';

const deno = (
  createRequire(import.meta.url)('deno/install_api.cjs') as { runInstall(): string }
).runInstall();

function check(fn: FunctionFiles): Promise<string | null> {
  const args = [
    'check',
    '--quiet',
    '--config',
    fn.config,
    '--node-modules-dir=manual',
    '--frozen',
    fn.entrypoint,
  ];
  return new Promise((resolve) => {
    const child = spawn(deno, args, {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        DENO_NO_PACKAGE_JSON: '1',
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        RUST_BACKTRACE: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => resolve(error.message));
    child.once('close', (code) => resolve(code === 0 ? null : output || `deno check exited with ${code}`));
  });
}

const functions = await deployableFunctions();
const failures: string[] = [];
const queue = [...functions];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), 4) }, async () => {
    for (let fn = queue.shift(); fn; fn = queue.shift()) {
      const failure = (await isFile(fn.config))
        ? await check(fn)
        : `no ${path.relative(PROJECT_ROOT, fn.config)} (docs/edge-functions.md)`;
      if (failure) failures.push(`${fn.name}:\n${failure.trimEnd()}`);
    }
  }),
);
if (failures.length > 0) {
  console.error(failures.join('\n\n'));
  process.exit(1);
}
console.log(`deno check: ${functions.length} functions, each with its own deno.json and lock.`);

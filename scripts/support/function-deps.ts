import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The Deno of the hosted Edge Runtime (supabase/edge-runtime's deno/Cargo.toml): the `deno` npm
 * package is pinned to it, so `deno check`, `deno lint` and the stand-in's functions run what
 * production runs (docs/edge-functions.md, "Runtime and dependencies").
 */
export const HOSTED_EDGE_RUNTIME_DENO = '2.1.4';

const FUNCTIONS_DIR = path.resolve(import.meta.dirname, '..', '..', 'supabase', 'functions');

/** The one import map of the edge functions: what `deno check`, the stand-in and a deploy resolve. */
export const FUNCTIONS_IMPORT_MAP = path.join(FUNCTIONS_DIR, 'import_map.json');
/** The Deno lock of the packages that import map pins (`npm run functions:lock`). */
export const FUNCTIONS_LOCK = path.join(FUNCTIONS_DIR, 'deno.lock');

/** supabase/functions/<name>/index.ts of every deployable function. */
export async function functionEntrypoints(): Promise<string[]> {
  const entries = await readdir(FUNCTIONS_DIR, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .map((entry) => path.join(FUNCTIONS_DIR, entry.name, 'index.ts'))
    .sort();
}

/** Each npm package the import map pins, with its exact version: `npm:<name>@<version>`. */
export async function pinnedFunctionPackages(): Promise<Map<string, string>> {
  const map = JSON.parse(await readFile(FUNCTIONS_IMPORT_MAP, 'utf8')) as { imports: Record<string, string> };
  const pinned = new Map<string, string>();
  for (const [specifier, target] of Object.entries(map.imports)) {
    const match = /^npm:\/?((?:@[^/@]+\/)?[^/@]+)@([^/]+)\/?$/.exec(target);
    if (!match) throw new Error(`${specifier}: ${target} is not an npm: package with a version`);
    const [, name = '', version = ''] = match;
    const previous = pinned.get(name);
    if (previous && previous !== version) throw new Error(`${name} is pinned to ${previous} and ${version}`);
    pinned.set(name, version);
  }
  return pinned;
}

import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The Deno of the hosted Edge Runtime (supabase/edge-runtime's deno/Cargo.toml): the `deno` npm
 * package is pinned to it, so `deno check`, `deno lint` and the stand-in's functions run what
 * production runs (docs/edge-functions.md, "Runtime and dependencies").
 */
export const HOSTED_EDGE_RUNTIME_DENO = '2.1.4';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The files of one function that a deploy reads, as `supabase functions deploy` finds them. */
export interface FunctionFiles {
  name: string;
  entrypoint: string;
  /** Its own deno.json: the imports a deploy bundles it with (docs, "Managing dependencies"). */
  config: string;
  /** The Deno lock beside it, where Deno (and a bundle with the Edge Runtime) looks for one. */
  lock: string;
}

export function functionFiles(name: string, root = PROJECT_ROOT): FunctionFiles {
  const dir = path.join(root, 'supabase', 'functions', name);
  return {
    name,
    entrypoint: path.join(dir, 'index.ts'),
    config: path.join(dir, 'deno.json'),
    lock: path.join(dir, 'deno.lock'),
  };
}

/** Every deployable function: a folder of supabase/functions with an index.ts (not _shared). */
export async function deployableFunctions(root = PROJECT_ROOT): Promise<FunctionFiles[]> {
  const dir = path.join(root, 'supabase', 'functions');
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  const found = await Promise.all(
    names.map(async (name) => {
      const files = functionFiles(name, root);
      return (await isFile(files.entrypoint)) ? files : null;
    }),
  );
  return found.filter((files) => files !== null);
}

export async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (entry) => entry.isFile(),
    () => false,
  );
}

/** `npm:@scope/name@1.2.3` or `npm:/@scope/name@1.2.3/` (a subpath prefix) → name and version. */
export function npmTarget(target: string): { name: string; version: string } | null {
  const match = /^npm:\/?((?:@[^/@]+\/)?[^/@]+)@([^/]+)\/?$/.exec(target);
  return match ? { name: match[1] ?? '', version: match[2] ?? '' } : null;
}

/** An exact npm version (1.2.3, 1.2.3-rc.1), never a range or a tag. */
export function isExactVersion(version: string): boolean {
  return /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(version);
}

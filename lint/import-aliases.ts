// The import aliases, declared once in package.json's "imports" (`#src/*` → `./src/*`, …), which
// Node, TypeScript, Vite, Vitest, Playwright and ESLint's resolver all read; and which modules
// Deno loads, where no alias is read and imports stay relative.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ImportAlias {
  /** What an import starts with, e.g. `#src/`. */
  prefix: string;
  /** The folder it stands for, relative to the repository's root, e.g. `src`. */
  folder: string;
}

/** The aliases of `<root>/package.json`'s "imports". */
export function importAliases(root: string): ImportAlias[] {
  const { imports } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    imports: Record<string, string>;
  };
  return Object.entries(imports).map(([pattern, target]) => ({
    prefix: pattern.replace(/\*$/, ''),
    folder: path.posix.normalize(target.replace(/\*$/, '')).replace(/\/$/, ''),
  }));
}

/** A module Deno loads: an edge function's code (the portable folder too) or the stand-in's worker. */
export function isDenoModule(file: string): boolean {
  return file.startsWith('supabase/functions/') || file === 'supabase/local/functions/worker-main.js';
}

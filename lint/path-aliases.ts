// The import aliases of tsconfig.paths.json (`@/` for src, `@portable/` for the portable folder),
// read from there for the tools that cannot read a tsconfig themselves: ESLint's resolver and
// `npm run imports:alias` (scripts/codemods/alias-imports.ts). TypeScript, Vite, Vitest and
// knip read the file directly.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface PathAlias {
  /** What an import starts with, e.g. `@/`. */
  prefix: string;
  /** The folder it stands for, relative to the repository's root, e.g. `src`. */
  folder: string;
}

/** The aliases of `<root>/tsconfig.paths.json`. */
export function readPathAliases(root: string): PathAlias[] {
  const config = JSON.parse(readFileSync(path.join(root, 'tsconfig.paths.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.entries(config.compilerOptions.paths).map(([pattern, [target = '']]) => ({
    prefix: pattern.replace(/\*$/, ''),
    folder: path.normalize(target.replace(/\*$/, '')).replace(/\/$/, ''),
  }));
}

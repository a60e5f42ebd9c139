// `npm run codemod:imports`: spells every import of the code Node and Vite load as the import
// rule says (docs/architecture.md): `./name` for a module of the same folder, an alias of
// package.json's "imports" (`#src/…`, `#portable/…`, …) for any other. The code Deno loads (the
// edge functions, the portable folder, the stand-in's worker) is left as it is: Deno reads no
// package.json aliases. Safe to run again, e.g. after merging a branch written before the rule.
import path from 'node:path';
import { importAliases, isDenoModule } from '#lint/import-aliases.ts';
import { formatFiles, rewriteSpecifiers, trackedSourceFiles } from './import-specifiers.ts';

const root = path.resolve(import.meta.dirname, '../..');
const aliases = importAliases(root);
/** The aliases of before (tsconfig paths, read by the bundler only), read as what they named. */
const FORMER_ALIASES = [
  { prefix: '@/', folder: 'src' },
  { prefix: '@portable/', folder: 'supabase/functions/_shared/portable' },
];

/** The repository path an import names, or undefined for a package. */
function targetOf(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  const alias = [...aliases, ...FORMER_ALIASES].find(({ prefix }) => specifier.startsWith(prefix));
  return alias ? path.posix.join(alias.folder, specifier.slice(alias.prefix.length)) : undefined;
}

/** How the rule spells an import of `target` from `file`. */
function spelled(file: string, target: string): string | undefined {
  if (path.posix.dirname(target) === path.posix.dirname(file)) return `./${path.posix.basename(target)}`;
  // the most specific folder's alias (the portable folder's before the functions')
  const alias = aliases
    .filter(({ folder }) => target.startsWith(`${folder}/`))
    .sort((a, b) => b.folder.length - a.folder.length)[0];
  return alias ? `${alias.prefix}${target.slice(alias.folder.length + 1)}` : undefined;
}

const changedFiles: string[] = [];
const left: string[] = [];
for (const file of trackedSourceFiles(root)) {
  if (isDenoModule(file)) continue;
  const changed = rewriteSpecifiers(path.join(root, file), (specifier) => {
    const [name = '', query] = specifier.split('?');
    const target = targetOf(file, name);
    if (target === undefined) return undefined;
    const next = spelled(file, target);
    if (next === undefined) {
      left.push(`${file}: ${specifier}`);
      return undefined;
    }
    return query === undefined ? next : `${next}?${query}`;
  });
  if (changed > 0) changedFiles.push(file);
}
formatFiles(root, changedFiles);
console.log(`${changedFiles.length} files rewritten.`);
for (const line of left) console.log(`left as it is (no alias for its folder): ${line}`);

// `npm run imports:alias`: rewrites every import that climbs more than two
// folders (`../../../`) into src/ or the portable folder as its alias (`@/…`, `@portable/…`,
// tsconfig.paths.json). Safe to run again, e.g. after merging a branch written before the
// aliases: only the imports still climbing change. The edge functions (Deno) are never touched.
//
// Node runs some modules itself (scripts/, supabase/local, the configs, the Playwright tests),
// and Node does not read tsconfig paths: in those, and in every module they import, only
// type imports (erased before anything runs) are rewritten; a value import is left as it is and
// reported, for a person to decide.
import path from 'node:path';
import { readPathAliases } from '../../lint/path-aliases.ts';
import { formatFiles, importsOf, rewriteSpecifiers, trackedSourceFiles } from './import-specifiers.ts';

const root = path.resolve(import.meta.dirname, '../..');
const aliases = readPathAliases(root);
const DEEP = /^(\.\.\/){3}/;
/** Where the codemod writes: never supabase/ (the functions import relatively, as Deno does). */
const REWRITTEN = /^(src|tests|scripts|lint)\//;
/** What Node (or Playwright's loader) runs without a bundler. */
const NODE_ROOTS =
  /^(scripts\/[^/]+\.ts|scripts\/codemods\/.*|supabase\/local\/.*|tests\/e2e\/.*|lint\/.*|[^/]+\.config\.(ts|js))$/;

const files = trackedSourceFiles(root);
const known = new Set(files);

/** Relative value imports of a file, resolved to repository paths. */
function valueImports(file: string): string[] {
  return importsOf(path.join(root, file))
    .filter(({ typeOnly, text }) => !typeOnly && text.startsWith('.'))
    .map(({ text }) => path.relative(root, path.resolve(root, path.dirname(file), text.split('?')[0]!)));
}

/** Every module Node loads itself: the roots and what they import, as values, transitively. */
const runByNode = new Set<string>();
const pending = files.filter((file) => NODE_ROOTS.test(file));
while (pending.length > 0) {
  const file = pending.pop()!;
  if (runByNode.has(file) || !known.has(file)) continue;
  runByNode.add(file);
  pending.push(...valueImports(file));
}

function aliased(file: string, specifier: string): string | undefined {
  if (!DEEP.test(specifier)) return undefined;
  const [modulePath = '', query] = specifier.split('?');
  const target = path.relative(root, path.resolve(root, path.dirname(file), modulePath));
  const alias = aliases.find(({ folder }) => target.startsWith(`${folder}/`));
  if (!alias) return undefined;
  const result =
    alias.prefix +
    target
      .slice(alias.folder.length + 1)
      .split(path.sep)
      .join('/');
  return query === undefined ? result : `${result}?${query}`;
}

let rewritten = 0;
const changed: string[] = [];
const leftAsTheyAre: string[] = [];
for (const file of files.filter((name) => REWRITTEN.test(name))) {
  const nodeRuns = runByNode.has(file);
  const changes = rewriteSpecifiers(path.join(root, file), (specifier, { typeOnly }) => {
    const alias = aliased(file, specifier);
    if (alias && nodeRuns && !typeOnly) {
      leftAsTheyAre.push(`${file}: ${specifier}`);
      return undefined;
    }
    return alias;
  });
  rewritten += changes;
  if (changes > 0) changed.push(path.join(root, file));
}
formatFiles(root, changed);
console.log(`${rewritten} imports rewritten in ${changed.length} files`);
if (leftAsTheyAre.length > 0) {
  console.log('Left as they are (Node runs these modules and does not read tsconfig paths):');
  for (const line of leftAsTheyAre) console.log(`  ${line}`);
}

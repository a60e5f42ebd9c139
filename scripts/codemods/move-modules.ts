// `node scripts/codemods/move-modules.ts <old path>=<new path> …`: moves modules with `git mv` and
// rewrites every relative import of them in the repository (and the moved modules' own relative
// imports). Paths are relative to the repository's root. Safe to run again, e.g. after merging
// a branch written before the move: a module already moved stays where it is, and the merged
// code's imports of its old path are rewritten. An import through an alias (`@/…`,
// `@portable/…`) keeps its alias while the module stays in the alias's folder; run
// alias-imports.ts afterwards for relative imports the move made climb more than two folders.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { readPathAliases } from '../../lint/path-aliases.ts';
import { formatFiles, rewriteSpecifiers, trackedSourceFiles } from './import-specifiers.ts';

const root = path.resolve(import.meta.dirname, '../..');
const aliases = readPathAliases(root).map(({ prefix, folder }) => ({
  prefix,
  folder: path.join(root, folder),
}));
const moves = new Map<string, string>();
for (const argument of process.argv.slice(2)) {
  const [from, to] = argument.split('=');
  if (!from || !to) throw new Error(`expected <old path>=<new path>, got ${argument}`);
  moves.set(path.resolve(root, from), path.resolve(root, to));
}
if (moves.size === 0) throw new Error('usage: move-modules.ts <old path>=<new path> …');

/** `./x.ts` style: relative, with the leading `./` an import needs. */
function relativeSpecifier(fromDir: string, target: string): string {
  const relative = path.relative(fromDir, target).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

let rewritten = 0;
const changedFiles: string[] = [];
for (const file of trackedSourceFiles(root)) {
  const current = path.resolve(root, file);
  // a module still at its old path is about to move: its imports are written from its new one
  const destination = moves.get(current) ?? current;
  const changes = rewriteSpecifiers(current, (specifier) => {
    const [modulePath = '', query] = specifier.split('?');
    const alias = aliases.find(({ prefix }) => modulePath.startsWith(prefix));
    if (alias) {
      const target = path.join(alias.folder, modulePath.slice(alias.prefix.length));
      const moved = moves.get(target);
      if (!moved) return undefined;
      const result = moved.startsWith(`${alias.folder}${path.sep}`)
        ? alias.prefix + path.relative(alias.folder, moved).split(path.sep).join('/')
        : relativeSpecifier(path.dirname(destination), moved);
      return query === undefined ? result : `${result}?${query}`;
    }
    if (!specifier.startsWith('.')) return undefined;
    const target = path.resolve(path.dirname(current), modulePath);
    const moved = moves.get(target) ?? target;
    if (moved === target && destination === current) return undefined;
    const result = relativeSpecifier(path.dirname(destination), moved);
    return query === undefined ? result : `${result}?${query}`;
  });
  rewritten += changes;
  if (changes > 0) changedFiles.push(destination);
}
for (const [from, to] of moves) {
  if (!existsSync(from)) continue;
  mkdirSync(path.dirname(to), { recursive: true });
  execFileSync('git', ['mv', from, to], { cwd: root });
  console.log(`moved ${path.relative(root, from)} → ${path.relative(root, to)}`);
}
formatFiles(root, changedFiles);
console.log(`${rewritten} imports rewritten in ${changedFiles.length} files`);

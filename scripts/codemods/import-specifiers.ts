// For import-spelling.ts: every module specifier a source file imports (static and dynamic
// imports, re-exports, vi.mock), found by TypeScript's own pre-processor, and a way to rewrite
// them in place without touching anything else in the file.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';

const SOURCE_FILE = /\.(ts|tsx|js|mjs)$/;
const MOCKED_MODULE = /\bvi\.(?:mock|doMock)\(\s*(['"])([^'"]+)\1/g;

/** Formats the files a codemod changed, as `npm run format` would (a rewritten import may change a line's length). */
export function formatFiles(root: string, files: readonly string[]): void {
  if (files.length === 0) return;
  execFileSync(process.execPath, ['node_modules/prettier/bin/prettier.cjs', '--write', ...files], {
    cwd: root,
    stdio: 'ignore',
  });
}

/** The repository's tracked source files (what git knows of, under the working tree). */
export function trackedSourceFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => SOURCE_FILE.test(file) && !file.startsWith('node_modules/'));
}

interface Specifier {
  text: string;
  /** Offsets of the specifier's text, quotes excluded (TypeScript's `pos` is the opening quote's). */
  start: number;
  end: number;
}

function specifiersOf(source: string): Specifier[] {
  const found = ts.preProcessFile(source, true, true).importedFiles.map(({ fileName, pos }) => ({
    text: fileName,
    start: pos + 1,
    end: pos + 1 + fileName.length,
  }));
  for (const match of source.matchAll(MOCKED_MODULE)) {
    // the match ends with the closing quote
    const start = (match.index ?? 0) + match[0].length - 1 - match[2]!.length;
    found.push({ text: match[2]!, start, end: start + match[2]!.length });
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * Rewrites the specifiers of `file` for which `rewrite` returns a new one; returns how many
 * changed. The file is written only if one did.
 */
export function rewriteSpecifiers(file: string, rewrite: (specifier: string) => string | undefined): number {
  const source = readFileSync(file, 'utf8');
  let result = '';
  let at = 0;
  let changed = 0;
  for (const { text, start, end } of specifiersOf(source)) {
    const replacement = rewrite(text);
    if (replacement === undefined || replacement === text) continue;
    result += source.slice(at, start) + replacement;
    at = end;
    changed += 1;
  }
  if (changed > 0) writeFileSync(file, result + source.slice(at));
  return changed;
}

// The text a person can read in TypeScript/TSX sources: string literals, template literal
// parts and JSX text, without comments, import paths or code. Used to check the wording of
// the user-facing copy.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

export interface SourceString {
  /** Path relative to the project root. */
  file: string;
  line: number;
  text: string;
}

/** Every string in one source file, in order. */
export function stringsOf(file: string, source: string): SourceString[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: SourceString[] = [];
  const add = (node: ts.Node, text: string) => {
    if (!text.trim()) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({ file, line: line + 1, text });
  };
  const visit = (node: ts.Node): void => {
    // module specifiers are paths, not copy
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      add(node.head, node.head.text);
      for (const span of node.templateSpans) add(span.literal, span.literal.text);
    } else if (ts.isJsxText(node)) add(node, node.text.replace(/\s+/g, ' '));
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** The strings of every .ts/.tsx source under `dirs` (relative to `root`), test files excluded. */
export async function stringsUnder(root: string, dirs: readonly string[]): Promise<SourceString[]> {
  const all: SourceString[] = [];
  for (const dir of dirs) {
    const entries = await readdir(path.join(root, dir), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      const absolute = path.join(entry.parentPath, entry.name);
      const file = path.relative(root, absolute);
      all.push(...stringsOf(file, await readFile(absolute, 'utf8')));
    }
  }
  return all;
}

// The texts form's draft: the page's texts as the owner edits them, changed by path
// (["faq", "items", 2, "answer"]) without touching the rest. Pure, so it is unit-tested.
import type { FieldSpec } from '#portable/page-texts/page-text-fields.ts';
import type { PageTexts } from '#portable/page-texts/page-texts-catalogue.ts';

export type TextPath = readonly (string | number)[];

/** The error key of a path, as the validator names fields ("faq.items.2.answer"). */
export function pathKey(path: TextPath): string {
  return path.join('.');
}

export function valueAt(root: unknown, path: TextPath): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
    root,
  );
}

/** `root` with `value` at `path`; every object and array on the way is copied, the rest shared. */
export function withValueAt<T>(root: T, path: TextPath, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path;
  const node = root as unknown as Record<string | number, unknown>;
  const copy = (Array.isArray(node) ? [...node] : { ...node }) as Record<string | number, unknown>;
  copy[key!] = withValueAt(node[key!], rest, value);
  return copy as T;
}

/** A new item of a list, every text empty, for the owner to fill in. */
export function emptyValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'text':
      return '';
    case 'list':
      return Array.from({ length: spec.min }, () => emptyValue(spec.item));
    case 'group':
      return Object.fromEntries(Object.entries(spec.fields).map(([key, field]) => [key, emptyValue(field)]));
  }
}

/** `items` with the one at `index` moved by `offset` places (within the list). */
export function moved<T>(items: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (target < 0 || target >= items.length) return [...items];
  const copy = [...items];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

export function isDraftDirty(draft: PageTexts, base: PageTexts): boolean {
  return JSON.stringify(draft) !== JSON.stringify(base);
}

import postcss, { type Declaration } from 'postcss';

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

function referencedNames(root: postcss.Root, skip: Set<Declaration>): Set<string> {
  const names = new Set<string>();
  root.walkDecls((declaration) => {
    if (skip.has(declaration)) return;
    for (const [, name] of declaration.value.matchAll(VAR_REFERENCE)) names.add(name!);
  });
  return names;
}

/**
 * Drops the custom properties no `var()` of the stylesheet reads (a theme variable the first
 * screen never uses, a `@property` registration for a utility it does not have), repeated until
 * nothing more goes, since an unused variable may be the only reader of another. Only for a
 * subset stylesheet: the full one, loaded later, defines them all again.
 */
export function dropUnusedCustomProperties(css: string): string {
  const root = postcss.parse(css);
  const dropped = new Set<Declaration>();
  for (;;) {
    const used = referencedNames(root, dropped);
    let changed = false;
    root.walkDecls(/^--/, (declaration) => {
      if (!dropped.has(declaration) && !used.has(declaration.prop)) {
        dropped.add(declaration);
        changed = true;
      }
    });
    if (!changed) break;
  }
  for (const declaration of dropped) declaration.remove();
  const used = referencedNames(root, new Set());
  root.walkAtRules('property', (rule) => {
    if (!used.has(rule.params.trim())) rule.remove();
  });
  // a rule or block left with nothing in it
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

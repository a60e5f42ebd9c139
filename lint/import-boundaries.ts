// The import rules that keep the layers apart (docs/decisions/portable-shared-folder.md):
// - src/ and scripts/ reach supabase/ only through the portable folder (the scripts may also
//   start the local stand-in through its entry points);
// - the local stand-in (supabase/local) imports nothing from scripts/: the scripts build on it,
//   not the other way round;
// - the portable folder imports only itself: no npm:/jsr:/node: specifiers, no packages, no
//   platform globals, since the browser, Node and Deno all load it;
// - a feature under src/features never imports another (what they share goes in src/lib);
// - no import cycles (import-x skips `import type`, which is erased before anything runs);
// - src/ reads VITE_* settings only through src/config/env.ts;
// - one spelling of an import: `./name` inside a folder, an alias of package.json's "imports"
//   across folders; the modules Deno loads import relatively, never more than two folders up.
// A function of the root so tests can apply the same rules to a fixture tree.
import type { ESLint, Linter, Rule } from 'eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isDenoModule } from './import-aliases.ts';

const PORTABLE_FOLDER = 'supabase/functions/_shared/portable';

/**
 * What the scripts may use of supabase/local, its public surface (relative to supabase/); the
 * rest may change with the stand-in. The only list of them: the decision record points here.
 */
export const STAND_IN_ENTRY_POINTS = [
  'local/server.ts', // starting the stand-in
  'local/keys.ts', // its keys
  'local/free-port.ts', // a free port
  'local/database.ts', // the migrations in order
  'local/setup-error.ts', // the start-up error type
  'local/orphan-media-sweep.ts', // the sweep it runs when it starts
];

const LAYER_MESSAGE =
  'Only supabase/functions/_shared/portable/ is shared with the site and the scripts; move a pure module there (or split off its pure part) instead of importing server code.';
const PORTABLE_MESSAGE =
  'The portable folder is loaded by the browser, Node and Deno: it imports only its own modules and no platform-specific specifier or package.';
const FEATURE_MESSAGE = 'Features do not import each other; move what they share to src/lib.';
const STAND_IN_MESSAGE =
  'The local stand-in imports nothing from scripts/: move what both need into supabase/local (as an entry point the scripts may import).';
const SETTINGS_MODULE = 'src/config/env.ts';

const DEEP_IMPORT = /^(\.\.\/){3}/;
const SAME_FOLDER = /^\.\/[^/]+$/;
const FORMER_ALIAS = /^@(portable)?\//;
const SPELLING_MESSAGES = {
  relative:
    'Import a module of the same folder as `./name`, any other through an alias of package.json\'s "imports" (`#src/…`, `#portable/…`, `#scripts/…`, `#tests/…`, …); `npm run codemod:imports` rewrites them all.',
  former:
    'The `@/` and `@portable/` aliases are gone: write `#src/…` or `#portable/…` (`npm run codemod:imports`).',
  deep: 'Deno reads no aliases, so its modules import relatively, but no import climbs more than two folders.',
};

/**
 * The one spelling of an import (docs/architecture.md): `./name` inside a folder, an alias across
 * folders; relative in the modules Deno loads, which read no aliases, never more than two folders up.
 */
function importSpelling(root: string): Rule.RuleModule {
  return {
    meta: { type: 'suggestion', messages: SPELLING_MESSAGES, schema: [] },
    create(context) {
      const file = path.relative(root, context.filename).split(path.sep).join('/');
      const deno = isDenoModule(file);
      const check = (source: { type: string; value?: unknown } | null | undefined) => {
        if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
        const [specifier = ''] = source.value.split('?');
        const problem = FORMER_ALIAS.test(specifier)
          ? 'former'
          : !specifier.startsWith('.')
            ? undefined
            : deno
              ? DEEP_IMPORT.test(specifier)
                ? 'deep'
                : undefined
              : SAME_FOLDER.test(specifier)
                ? undefined
                : 'relative';
        if (problem) context.report({ node: source as Rule.Node, messageId: problem });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      };
    },
  };
}

/** The folders of src/features, each a feature that may import src/lib but no other feature. */
function featureNames(root: string): string[] {
  return readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function crossFeatureZones(root: string) {
  const features = featureNames(root);
  if (features.length < 2) return [];
  return features.map((feature) => ({
    target: `src/features/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `src/features/${other}`),
    message: FEATURE_MESSAGE,
  }));
}

export function importBoundaries(root: string): Linter.Config[] {
  const importBoundariesPlugin: ESLint.Plugin = { rules: { 'import-spelling': importSpelling(root) } };
  return [
    {
      name: 'import-boundaries/resolver',
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [
          // the aliases are package.json's "imports", which the resolver reads as Node does
          createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
        ],
        // without these import-x skips TypeScript modules when it follows imports (no-cycle)
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      },
    },
    {
      name: 'import-boundaries/layers',
      files: ['**/*.{js,mjs,ts,tsx}'],
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: root,
            zones: [
              {
                target: 'src',
                from: 'supabase',
                except: ['functions/_shared/portable'],
                message: LAYER_MESSAGE,
              },
              {
                target: 'scripts',
                from: 'supabase',
                except: ['functions/_shared/portable', ...STAND_IN_ENTRY_POINTS],
                message: LAYER_MESSAGE,
              },
              { target: 'supabase/local', from: 'scripts', message: STAND_IN_MESSAGE },
              { target: PORTABLE_FOLDER, from: '.', except: [PORTABLE_FOLDER], message: PORTABLE_MESSAGE },
              ...crossFeatureZones(root),
            ],
          },
        ],
      },
    },
    {
      name: 'import-boundaries/import-spelling',
      files: ['**/*.{js,mjs,ts,tsx}'],
      plugins: { 'import-boundaries': importBoundariesPlugin },
      rules: { 'import-boundaries/import-spelling': 'error' },
    },
    {
      name: 'import-boundaries/portable',
      files: [`${PORTABLE_FOLDER}/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: '^(npm|jsr|node):', message: PORTABLE_MESSAGE },
              // any other specifier that is not relative names a package or a built-in
              { regex: '^(?!\\.|(npm|jsr|node):)', message: PORTABLE_MESSAGE },
            ],
          },
        ],
        'no-restricted-globals': [
          'error',
          ...['Deno', 'process', 'Buffer', 'require', '__dirname', '__filename'].map((name) => ({
            name,
            message: PORTABLE_MESSAGE,
          })),
        ],
        // a static import is what the two rules above can check
        'no-restricted-syntax': [
          'error',
          { selector: 'ImportExpression', message: 'Portable modules import statically.' },
        ],
      },
    },
    {
      name: 'import-boundaries/site-settings',
      files: ['src/**/*.{ts,tsx}'],
      ignores: [SETTINGS_MODULE],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
            message: `Read VITE_* settings through ${SETTINGS_MODULE}, which checks them.`,
          },
        ],
      },
    },
  ];
}

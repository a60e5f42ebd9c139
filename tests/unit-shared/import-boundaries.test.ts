import { ESLint, type Linter } from 'eslint';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBoundaries, STAND_IN_ENTRY_POINTS } from '#lint/import-boundaries.ts';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');
const PORTABLE = 'supabase/functions/_shared/portable';

// A small tree laid out like the repository, each file breaking one rule or none.
const FIXTURE: Record<string, string> = {
  'src/features/admin/admin-thing.ts': `export const adminThing = 1;\n`,
  'src/features/home/uses-admin.ts': `import { adminThing } from '#src/features/admin/admin-thing.ts';\nexport const x = adminThing;\n`,
  'src/features/home/uses-lib.ts': `import { shared } from '#src/lib/shared.ts';\nexport const x = shared;\n`,
  'src/features/home/uses-neighbour.ts': `import { x } from './uses-lib.ts';\nexport const y = x;\n`,
  'src/lib/shared.ts': `export const shared = 1;\n`,
  // relative across folders, as an import, an export-from and an import(), into a subfolder,
  // and through the aliases of before
  'src/features/home/climbs.ts': `import { shared } from '../../lib/shared.ts';\nexport const x = shared;\n`,
  'src/features/home/deep/re-exports.ts': `export { shared } from '../../../lib/shared.ts';\n`,
  'src/features/home/deep/loads-lazily.ts': `export const x = () => import('../../../lib/shared.ts');\n`,
  'src/features/home/into-a-folder.ts': `export { x } from './deep/loads-lazily.ts';\n`,
  'src/features/home/by-former-alias.ts': `import { shared } from '@/lib/shared.ts';\nexport const x = shared;\n`,
  'src/uses-portable.ts': `import { rule } from '#portable/rule.ts';\nexport const x = rule;\n`,
  'src/uses-server-code.ts': `import { serverOnly } from '#functions/_shared/server-only.ts';\nexport const x = serverOnly;\n`,
  'src/uses-function.ts': `import { handler } from '#functions/media-list/index.ts';\nexport const x = handler;\n`,
  // every entry point of the stand-in, and a script importing it: allowed
  ...Object.fromEntries(
    STAND_IN_ENTRY_POINTS.flatMap((entryPoint) => [
      [`supabase/${entryPoint}`, `export const start = 1;\n`],
      [
        `scripts/uses-entry-point-${path.basename(entryPoint, '.ts')}.ts`,
        `import { start } from '#${entryPoint}';\nexport const x = start;\n`,
      ],
    ]),
  ),
  'scripts/uses-stand-in-internals.ts': `import { parse } from '#local/rest/parse.ts';\nexport const x = parse;\n`,
  'scripts/uses-server-code.ts': `import { serverOnly } from '#functions/_shared/server-only.ts';\nexport const x = serverOnly;\n`,
  'supabase/local/uses-scripts.ts': `import { helper } from '#scripts/support/helper.ts';\nexport const x = helper;\n`,
  'scripts/support/helper.ts': `export const helper = 1;\n`,
  'supabase/local/rest/parse.ts': `export const parse = 1;\n`,
  'supabase/functions/media-list/index.ts': `export const handler = 1;\n`,
  'supabase/functions/_shared/server-only.ts': `export const serverOnly = 1;\n`,
  [`${PORTABLE}/rule.ts`]: `import { helper } from './helper.ts';\nexport const rule = helper;\n`,
  [`${PORTABLE}/helper.ts`]: `export const helper = 1;\n`,
  // Deno reads no aliases: the portable folder imports relatively, up to two folders
  [`${PORTABLE}/texts/rule.ts`]: `import { helper } from '../helper.ts';\nexport const rule = helper;\n`,
  [`${PORTABLE}/texts/a/b/climbs.ts`]: `import { helper } from '../../../helper.ts';\nexport const x = helper;\n`,
  [`${PORTABLE}/uses-npm.ts`]: `import { createClient } from 'npm:@supabase/supabase-js@2';\nexport const x = createClient;\n`,
  [`${PORTABLE}/uses-jsr.ts`]: `import { assert } from 'jsr:@std/assert';\nexport const x = assert;\n`,
  [`${PORTABLE}/uses-node.ts`]: `import { readFile } from 'node:fs/promises';\nexport const x = readFile;\n`,
  [`${PORTABLE}/uses-package.ts`]: `import { useState } from 'react';\nexport const x = useState;\n`,
  [`${PORTABLE}/reaches-out.ts`]: `import { serverOnly } from '../server-only.ts';\nexport const x = serverOnly;\n`,
  [`${PORTABLE}/uses-deno.ts`]: `export const x = Deno.env.get('X');\n`,
  [`${PORTABLE}/imports-lazily.ts`]: `export const x = () => import('./helper.ts');\n`,
  'src/reads-settings.ts': `export const url = import.meta.env.VITE_SUPABASE_URL;\n`,
  'src/config/env.ts': `export const url = import.meta.env.VITE_SUPABASE_URL;\n`,
  'src/lib/cycle-a.ts': `import { b } from './cycle-b.ts';\nexport const a = () => b;\n`,
  'src/lib/cycle-b.ts': `import { a } from './cycle-a.ts';\nexport const b = () => a;\n`,
  // a cycle of `import type` only is erased before anything runs, and import-x does not follow it
  'src/lib/type-a.ts': `import type { B } from './type-b.ts';\nexport interface A { b?: B }\n`,
  'src/lib/type-b.ts': `import type { A } from './type-a.ts';\nexport interface B { a?: A }\n`,
};

const EXPECTED_RULES: Record<string, string[]> = {
  'src/features/home/climbs.ts': ['import-boundaries/import-spelling'],
  'src/features/home/deep/re-exports.ts': ['import-boundaries/import-spelling'],
  'src/features/home/deep/loads-lazily.ts': ['import-boundaries/import-spelling'],
  'src/features/home/into-a-folder.ts': ['import-boundaries/import-spelling'],
  'src/features/home/by-former-alias.ts': ['import-boundaries/import-spelling'],
  [`${PORTABLE}/texts/a/b/climbs.ts`]: ['import-boundaries/import-spelling'],
  'src/features/home/uses-admin.ts': ['import-x/no-restricted-paths'],
  'src/uses-server-code.ts': ['import-x/no-restricted-paths'],
  'src/uses-function.ts': ['import-x/no-restricted-paths'],
  'scripts/uses-stand-in-internals.ts': ['import-x/no-restricted-paths'],
  'scripts/uses-server-code.ts': ['import-x/no-restricted-paths'],
  'supabase/local/uses-scripts.ts': ['import-x/no-restricted-paths'],
  [`${PORTABLE}/uses-npm.ts`]: ['no-restricted-imports'],
  [`${PORTABLE}/uses-jsr.ts`]: ['no-restricted-imports'],
  [`${PORTABLE}/uses-node.ts`]: ['no-restricted-imports'],
  [`${PORTABLE}/uses-package.ts`]: ['no-restricted-imports'],
  [`${PORTABLE}/reaches-out.ts`]: ['import-x/no-restricted-paths'],
  [`${PORTABLE}/uses-deno.ts`]: ['no-restricted-globals'],
  [`${PORTABLE}/imports-lazily.ts`]: ['no-restricted-syntax'],
  'src/reads-settings.ts': ['no-restricted-syntax'],
  'src/lib/cycle-a.ts': ['import-x/no-cycle'],
  'src/lib/cycle-b.ts': ['import-x/no-cycle'],
};

describe('import boundaries (lint/import-boundaries.ts)', () => {
  let root: string;
  let results: Map<string, string[]>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'import-boundaries-'));
    for (const [file, text] of Object.entries(FIXTURE)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    // the aliases, as the repository declares them
    const { imports } = JSON.parse(await readFile(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      imports: Record<string, string>;
    };
    await writeFile(path.join(root, 'package.json'), JSON.stringify({ type: 'module', imports }));
    const config: Linter.Config[] = [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      ...importBoundaries(root),
    ];
    const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });
    results = new Map(
      (await eslint.lintFiles(['.'])).map((result) => [
        path.relative(root, result.filePath).split(path.sep).join('/'),
        result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`),
      ]),
    );
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('lints every fixture file', () => {
    expect([...results.keys()].sort()).toEqual(Object.keys(FIXTURE).sort());
  });

  it.each(Object.keys(FIXTURE))('%s breaks exactly the rules it is written to break', (file) => {
    expect(results.get(file)).toEqual(EXPECTED_RULES[file] ?? []);
  });
});

describe('the repository lint config', () => {
  const eslint = new ESLint({ cwd: PROJECT_ROOT });

  it('applies the boundary rules to the site, the scripts and the portable folder', async () => {
    for (const file of ['src/features/home/home-page.tsx', 'scripts/start.ts', `${PORTABLE}/youtube.ts`]) {
      const config = (await eslint.calculateConfigForFile(file)) as Linter.Config;
      expect(config.rules?.['import-x/no-restricted-paths'], file).toEqual([2, expect.anything()]);
      expect(config.rules?.['import-x/no-cycle'], file).toEqual([2, expect.anything()]);
      expect(config.rules?.['import-boundaries/import-spelling'], file).toEqual([2]);
    }
    const portable = (await eslint.calculateConfigForFile(`${PORTABLE}/youtube.ts`)) as Linter.Config;
    expect(portable.rules?.['no-restricted-imports']).toEqual([2, expect.anything()]);
  });

  it('lints the portable folder, while deno lint keeps the rest of the functions', async () => {
    expect(await eslint.isPathIgnored(`${PORTABLE}/youtube.ts`)).toBe(false);
    expect(await eslint.isPathIgnored('supabase/functions/_shared/session.ts')).toBe(true);
    expect(await eslint.isPathIgnored('supabase/functions/media-upload/index.ts')).toBe(true);
  });
});

describe('the stand-in entry points (STAND_IN_ENTRY_POINTS)', () => {
  it.each(STAND_IN_ENTRY_POINTS)('supabase/%s is a module of the stand-in', (entryPoint) => {
    expect(existsSync(path.join(PROJECT_ROOT, 'supabase', entryPoint))).toBe(true);
  });

  it('are listed only in lint/import-boundaries.ts, where the decision record points', async () => {
    const record = await readFile(
      path.join(PROJECT_ROOT, 'docs/decisions/portable-shared-folder.md'),
      'utf8',
    );
    expect(record).toContain('`STAND_IN_ENTRY_POINTS` (`lint/import-boundaries.ts`)');
  });
});

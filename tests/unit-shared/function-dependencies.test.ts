// The functions run on production's Deno with production's packages: the pinned Deno is the
// hosted Edge Runtime's, and each function has its own deno.json, as Supabase recommends and a
// deploy reads, pinned to the exact versions package.json installs, with the Deno lock of that
// graph beside it. The checks are tried on copies of the project with one thing wrong each.
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionDependencyProblems } from '#scripts/support/function-deps-check.ts';
import {
  deployableFunctions,
  functionFiles,
  HOSTED_EDGE_RUNTIME_DENO,
  PROJECT_ROOT,
} from '#scripts/support/function-deps.ts';

const json = (file: string) => JSON.parse(readFileSync(path.join(PROJECT_ROOT, file), 'utf8'));

describe('the functions’ runtime and packages', () => {
  it('pins the deno package to the hosted Edge Runtime’s Deno, and that is what is installed', () => {
    expect(json('package.json').devDependencies.deno).toBe(HOSTED_EDGE_RUNTIME_DENO);
    expect(json('node_modules/deno/package.json').version).toBe(HOSTED_EDGE_RUNTIME_DENO);
  });

  it('gives every function its own deno.json, pinned to what npm installs, with the lock of that graph beside it', async () => {
    expect((await deployableFunctions()).map((fn) => fn.name)).toContain('admin-auth');
    expect(await functionDependencyProblems(PROJECT_ROOT)).toEqual([]);
  });

  it('keeps the root deno.json to local runs, lint and format: no imports there, no lock written', () => {
    const root = json('deno.json');
    expect(root).not.toHaveProperty('imports');
    expect(root).not.toHaveProperty('importMap');
    expect(root).toMatchObject({ nodeModulesDir: 'manual', lock: false });
  });
});

describe('the dependency check', () => {
  const copies: string[] = [];

  /** The check's findings on a copy of the project changed by `change`. */
  async function problemsAfter(change: (root: string) => Promise<void>): Promise<string[]> {
    const root = await mkdtemp(path.join(tmpdir(), 'function-deps-'));
    copies.push(root);
    for (const part of ['package.json', 'package-lock.json', 'supabase/config.toml', 'supabase/functions']) {
      await mkdir(path.dirname(path.join(root, part)), { recursive: true });
      await cp(path.join(PROJECT_ROOT, part), path.join(root, part), { recursive: true });
    }
    await change(root);
    return functionDependencyProblems(root);
  }

  async function edit(file: string, change: (text: string) => string): Promise<void> {
    const text = await readFile(file, 'utf8');
    const changed = change(text);
    if (changed === text) throw new Error(`nothing changed in ${file}`);
    await writeFile(file, changed);
  }
  const config = (root: string, name = 'media-list') => functionFiles(name, root).config;
  const lock = (root: string, name = 'media-list') => functionFiles(name, root).lock;

  beforeAll(async () => {
    expect(await problemsAfter(async () => {})).toEqual([]);
  });

  afterAll(async () => {
    await Promise.all(copies.map((root) => rm(root, { recursive: true, force: true })));
  });

  it.each<[string, (root: string) => Promise<void>, RegExp]>([
    [
      'a function without its deno.json',
      (root) => rm(config(root)),
      /^media-list: no supabase\/functions\/media-list\/deno\.json/,
    ],
    [
      'a version that is a range',
      (root) => edit(config(root), (text) => text.replace('supabase-js@2.109.0"', 'supabase-js@^2.109.0"')),
      /^media-list .*: @supabase\/supabase-js@\^2\.109\.0 is not pinned to an exact version/,
    ],
    [
      'a deno.json that drifted from package.json',
      (root) => edit(config(root), (text) => text.replaceAll('2.109.0', '2.108.0')),
      /^media-list .*: @supabase\/supabase-js@2\.108\.0, but package\.json has 2\.109\.0/,
    ],
    [
      'a package.json that moved without the deno.json files',
      (root) =>
        edit(path.join(root, 'package.json'), (text) =>
          text.replace('"@supabase/supabase-js": "2.109.0"', '"@supabase/supabase-js": "2.110.0"'),
        ),
      /^admin-auth .*: @supabase\/supabase-js@2\.109\.0, but package\.json has 2\.110\.0/,
    ],
    [
      'a package the code imports that its deno.json does not map',
      (root) => edit(config(root), (text) => text.replace(/,\n\s*"@supabase\/supabase-js\/": "[^"]+"/, '')),
      /^media-list: _shared\/cors\.ts imports @supabase\/supabase-js\/cors, which its deno\.json does not map/,
    ],
    [
      'a package imported by an npm: specifier instead of through deno.json',
      (root) =>
        edit(path.join(root, 'supabase/functions/_shared/supabase-admin.ts'), (text) =>
          text.replace("from '@supabase/supabase-js'", "from 'npm:@supabase/supabase-js@2'"),
        ),
      /^media-list: _shared\/supabase-admin\.ts imports npm:@supabase\/supabase-js@2 directly/,
    ],
    [
      'a missing lock',
      (root) => rm(lock(root)),
      /^media-list .*deno\.lock\): missing; npm run functions:lock writes it/,
    ],
    [
      'a lock in a format the hosted bundler does not read',
      (root) => edit(lock(root), (text) => text.replace('"version": "4"', '"version": "5"')),
      /^media-list .*: format 5, the bundler reads 4/,
    ],
    [
      'a lock of another deno.json',
      (root) =>
        edit(lock(root), (text) =>
          text.replace('"npm:@supabase/supabase-js@2.109.0"\n', '"npm:@supabase/supabase-js@2.108.0"\n'),
        ),
      /^media-list .*: records deno\.json as npm:@supabase\/supabase-js@2\.108\.0, not npm:@supabase\/supabase-js@2\.109\.0/,
    ],
    [
      'a lock with a package of another integrity than npm installed',
      (root) =>
        edit(lock(root), (text) => text.replace(/("tslib@2\.8\.1": \{\n\s*"integrity": "sha512-)./, '$1X')),
      /^media-list .*: tslib@2\.8\.1 has another integrity than package-lock\.json's/,
    ],
    [
      'a lock that lacks a package of the graph',
      (root) =>
        edit(lock(root), (text) => {
          const parsed = JSON.parse(text);
          delete parsed.npm['iceberg-js@0.8.1'];
          return JSON.stringify(parsed, null, 2);
        }),
      /^media-list .*: iceberg-js, which @supabase\/storage-js@2\.109\.0 needs, is not locked/,
    ],
    [
      'an import_map line in config.toml',
      (root) =>
        edit(path.join(root, 'supabase/config.toml'), (text) =>
          text.replace(
            '[functions.media-list]\n',
            '[functions.media-list]\nimport_map = "./functions/import_map.json"\n',
          ),
        ),
      /^supabase\/config\.toml: \[functions\.media-list\] import_map is deprecated/,
    ],
    [
      'the global fallback import map',
      (root) => writeFile(path.join(root, 'supabase/functions/import_map.json'), '{"imports":{}}'),
      /^supabase\/functions\/import_map\.json: the deprecated fallback import map/,
    ],
  ])('fails on %s', async (_case, change, problem) => {
    expect(await problemsAfter(change)).toContainEqual(expect.stringMatching(problem));
  });
});

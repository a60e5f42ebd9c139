// What tests/unit-shared/function-dependencies.test.ts holds every function to: its own deno.json
// with exact npm versions, the ones package.json and package-lock.json install (so the stand-in
// and the tests run what a deploy bundles), every package its code imports mapped there, and the
// Deno lock beside it recording that graph as npm installed it. Each problem is one line naming
// the function and the file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'smol-toml';
import {
  deployableFunctions,
  isExactVersion,
  isFile,
  npmTarget,
  type FunctionFiles,
} from './function-deps.ts';

interface NpmLockEntry {
  version?: string;
  integrity?: string;
}

interface DenoLock {
  version?: string;
  specifiers?: Record<string, string>;
  npm?: Record<string, { integrity?: string; dependencies?: string[] }>;
  workspace?: { dependencies?: string[] };
}

/** The lock format the hosted bundler reads (the Edge Runtime's deno_lockfile), and Deno 2.1 writes. */
const LOCK_FORMAT = '4';

export async function functionDependencyProblems(root: string): Promise<string[]> {
  const problems: string[] = [];
  const relative = (file: string) => path.relative(root, file);
  const packageJson = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const npmLock = JSON.parse(await readFile(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, NpmLockEntry>;
  };

  problems.push(...(await deprecatedImportMaps(root)));
  const functions = await deployableFunctions(root);
  if (functions.length === 0) problems.push('supabase/functions: no function found');

  for (const fn of functions) {
    if (!(await isFile(fn.config))) {
      problems.push(
        `${fn.name}: no ${relative(fn.config)}; each function has its own (docs/edge-functions.md)`,
      );
      continue;
    }
    const config = JSON.parse(await readFile(fn.config, 'utf8')) as {
      imports?: Record<string, string>;
      importMap?: string;
    };
    const at = `${fn.name} (${relative(fn.config)})`;
    if (config.importMap !== undefined)
      problems.push(`${at}: importMap points elsewhere; list the imports here`);
    const imports = config.imports ?? {};

    const pinned = new Map<string, string>();
    for (const [specifier, target] of Object.entries(imports)) {
      if (target.startsWith('./') || target.startsWith('../')) continue;
      const npm = npmTarget(target);
      if (!npm) {
        problems.push(`${at}: ${specifier} → ${target} is not an npm: package with a version`);
      } else if (!isExactVersion(npm.version)) {
        problems.push(`${at}: ${npm.name}@${npm.version} is not pinned to an exact version`);
      } else if (pinned.has(npm.name) && pinned.get(npm.name) !== npm.version) {
        problems.push(`${at}: ${npm.name} is pinned to ${pinned.get(npm.name)} and ${npm.version}`);
      } else {
        pinned.set(npm.name, npm.version);
      }
    }
    for (const [name, version] of pinned) {
      const declared = packageJson.dependencies?.[name] ?? packageJson.devDependencies?.[name];
      if (declared !== version) problems.push(`${at}: ${name}@${version}, but package.json has ${declared}`);
      const installed = npmLock.packages[`node_modules/${name}`]?.version;
      if (installed !== version) {
        problems.push(`${at}: ${name}@${version}, but package-lock.json installs ${installed}`);
      }
    }

    for (const problem of await unmappedImports(fn, imports)) problems.push(`${fn.name}: ${problem}`);
    problems.push(...(await lockProblems(fn, pinned, npmLock.packages, relative)));
  }
  return problems;
}

/** `import_map` in config.toml and the global fallback: both deprecated, and both would win or blur. */
async function deprecatedImportMaps(root: string): Promise<string[]> {
  const problems: string[] = [];
  const configToml = path.join(root, 'supabase', 'config.toml');
  if (await isFile(configToml)) {
    const config = parse(await readFile(configToml, 'utf8')) as {
      functions?: Record<string, { import_map?: unknown }>;
    };
    for (const [name, section] of Object.entries(config.functions ?? {})) {
      if (section.import_map !== undefined) {
        problems.push(
          `supabase/config.toml: [functions.${name}] import_map is deprecated and would take the place of the function's deno.json`,
        );
      }
    }
  }
  if (await isFile(path.join(root, 'supabase', 'functions', 'import_map.json'))) {
    problems.push(
      'supabase/functions/import_map.json: the deprecated fallback import map; use each deno.json',
    );
  }
  return problems;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"\n]+)\1/g;

/** Packages the function's code (its folder and what it imports of _shared) imports without a mapping. */
async function unmappedImports(fn: FunctionFiles, imports: Record<string, string>): Promise<string[]> {
  const mapped = (specifier: string) =>
    specifier in imports ||
    Object.keys(imports).some((key) => key.endsWith('/') && specifier.startsWith(key));
  const problems: string[] = [];
  const seen = new Set<string>();
  const queue = [fn.entrypoint];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = await readFile(file, 'utf8').catch(() => null);
    if (source === null) continue; // a missing file is deno check's to report
    const where = path.relative(path.dirname(path.dirname(fn.entrypoint)), file);
    for (const [, , specifier = ''] of source.matchAll(IMPORT)) {
      if (specifier.startsWith('./') || specifier.startsWith('../')) {
        queue.push(path.resolve(path.dirname(file), specifier));
      } else if (/^(npm|jsr|https?):/.test(specifier)) {
        problems.push(`${where} imports ${specifier} directly; map it in deno.json`);
      } else if (!specifier.startsWith('node:') && !mapped(specifier)) {
        problems.push(`${where} imports ${specifier}, which its deno.json does not map`);
      }
    }
  }
  return problems;
}

/** The lock beside the deno.json: its format, its roots, and each package as npm installed it. */
async function lockProblems(
  fn: FunctionFiles,
  pinned: Map<string, string>,
  installed: Record<string, NpmLockEntry>,
  relative: (file: string) => string,
): Promise<string[]> {
  const at = `${fn.name} (${relative(fn.lock)})`;
  if (!(await isFile(fn.lock))) return [`${at}: missing; npm run functions:lock writes it`];
  const lock = JSON.parse(await readFile(fn.lock, 'utf8')) as DenoLock;
  const problems: string[] = [];
  const roots = [...pinned].map(([name, version]) => `npm:${name}@${version}`).sort();
  if (lock.version !== LOCK_FORMAT)
    problems.push(`${at}: format ${lock.version}, the bundler reads ${LOCK_FORMAT}`);
  const specifiers = Object.entries(lock.specifiers ?? {}).map(
    ([specifier, version]) => `${specifier} → ${version}`,
  );
  const expectedSpecifiers = [...pinned].map(([name, version]) => `npm:${name}@${version} → ${version}`);
  if (!sameItems(specifiers, expectedSpecifiers)) {
    problems.push(
      `${at}: locks ${specifiers.join(', ') || 'nothing'}; deno.json pins ${expectedSpecifiers.join(', ')}`,
    );
  }
  const workspace = lock.workspace?.dependencies ?? [];
  if (!sameItems(workspace, roots)) {
    problems.push(
      `${at}: records deno.json as ${workspace.join(', ') || 'nothing'}, not ${roots.join(', ')}`,
    );
  }

  const packages = lock.npm ?? {};
  const reached = new Set<string>();
  // [package, what needs it]; a dependency is locked by its name alone unless versions differ
  const queue: [string, string][] = [...pinned].map(([name, version]) => [`${name}@${version}`, 'deno.json']);
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const [wanted, neededBy] = next;
    const key =
      wanted in packages ? wanted : Object.keys(packages).find((k) => splitNameVersion(k)[0] === wanted);
    if (key === undefined) {
      problems.push(`${at}: ${wanted}, which ${neededBy} needs, is not locked`);
      continue;
    }
    if (reached.has(key)) continue;
    reached.add(key);
    const [name, version] = splitNameVersion(key);
    const versions = installedVersions(installed, name);
    if (!versions.has(version)) {
      problems.push(`${at}: ${key} is not what npm installed (${[...versions.keys()].join(', ') || 'none'})`);
    } else if (versions.get(version) !== packages[key]?.integrity) {
      problems.push(`${at}: ${key} has another integrity than package-lock.json's`);
    }
    for (const dependency of packages[key]?.dependencies ?? []) queue.push([dependency, key]);
  }
  for (const key of Object.keys(packages)) {
    if (!reached.has(key)) problems.push(`${at}: ${key} is locked but nothing needs it`);
  }
  return problems;
}

/** What npm installed under any node_modules/<name>: version → integrity. */
function installedVersions(
  packages: Record<string, NpmLockEntry>,
  name: string,
): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  for (const [location, entry] of Object.entries(packages)) {
    if (
      (location === `node_modules/${name}` || location.endsWith(`/node_modules/${name}`)) &&
      entry.version
    ) {
      found.set(entry.version, entry.integrity);
    }
  }
  return found;
}

/** `@scope/name@1.2.3` → [`@scope/name`, `1.2.3`] */
function splitNameVersion(key: string): [string, string] {
  const at = key.lastIndexOf('@');
  return at > 0 ? [key.slice(0, at), key.slice(at + 1)] : [key, ''];
}

function sameItems(a: string[], b: string[]): boolean {
  return JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
}

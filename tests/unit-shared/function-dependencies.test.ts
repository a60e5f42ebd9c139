// The functions run on production's Deno with production's packages: the pinned Deno is the
// hosted Edge Runtime's, each npm import goes through the one import map, pinned to the exact
// version package.json installs, and the committed Deno lock records that same graph.
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import {
  FUNCTIONS_IMPORT_MAP,
  FUNCTIONS_LOCK,
  functionEntrypoints,
  HOSTED_EDGE_RUNTIME_DENO,
  pinnedFunctionPackages,
} from '../../scripts/support/function-deps.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const json = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

interface LockEntry {
  version?: string;
  integrity?: string;
}
const packageJson = json('package.json') as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const packageLock = json('package-lock.json') as { packages: Record<string, LockEntry> };
const denoLock = JSON.parse(readFileSync(FUNCTIONS_LOCK, 'utf8')) as {
  version: string;
  specifiers: Record<string, string>;
  npm: Record<string, { integrity: string }>;
};

/** What npm installed under any node_modules/<name>: version → integrity. */
function installed(name: string): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  for (const [location, entry] of Object.entries(packageLock.packages)) {
    if (location === `node_modules/${name}` || location.endsWith(`/node_modules/${name}`)) {
      if (entry.version) found.set(entry.version, entry.integrity);
    }
  }
  return found;
}

/** `@scope/name@1.2.3` → [`@scope/name`, `1.2.3`] */
function splitNameVersion(key: string): [string, string] {
  const at = key.lastIndexOf('@');
  return [key.slice(0, at), key.slice(at + 1)];
}

describe('the functions’ runtime and packages', () => {
  it('pins the deno package to the hosted Edge Runtime’s Deno, and that is what is installed', () => {
    expect(packageJson.devDependencies.deno).toBe(HOSTED_EDGE_RUNTIME_DENO);
    expect(json('node_modules/deno/package.json').version).toBe(HOSTED_EDGE_RUNTIME_DENO);
  });

  it('pins each package of the import map to the exact version package.json and package-lock.json install', async () => {
    const pinned = await pinnedFunctionPackages();
    expect(pinned.size).toBeGreaterThan(0);
    for (const [name, version] of pinned) {
      const declared = packageJson.dependencies[name] ?? packageJson.devDependencies[name];
      expect(declared, `${name} in package.json`).toBe(version);
      expect(packageLock.packages[`node_modules/${name}`]?.version, `${name} in package-lock.json`).toBe(
        version,
      );
    }
  });

  it('has a Deno lock whose packages are the ones npm installed, version and integrity alike', async () => {
    const pinned = await pinnedFunctionPackages();
    expect(denoLock.specifiers).toEqual(
      Object.fromEntries([...pinned].map(([name, version]) => [`npm:${name}@${version}`, version])),
    );
    const locked = Object.entries(denoLock.npm);
    expect(locked.length).toBeGreaterThan(pinned.size);
    for (const [key, { integrity }] of locked) {
      const [name, version] = splitNameVersion(key);
      const versions = installed(name);
      expect(versions.has(version), `${key} is installed by npm (${[...versions.keys()]})`).toBe(true);
      expect(versions.get(version), `${key}: same integrity`).toBe(integrity);
    }
  });

  it('resolves every function through the import map, which supabase functions deploy reads from config.toml', async () => {
    const config = parse(await readFile(path.join(ROOT, 'supabase', 'config.toml'), 'utf8')) as {
      functions: Record<string, { import_map?: string }>;
    };
    const importMap = path.relative(path.join(ROOT, 'supabase'), FUNCTIONS_IMPORT_MAP);
    for (const entrypoint of await functionEntrypoints()) {
      const name = path.basename(path.dirname(entrypoint));
      expect(config.functions[name]?.import_map, `[functions.${name}] import_map`).toBe(`./${importMap}`);
    }
    expect(json('deno.json').importMap).toBe(`./${path.relative(ROOT, FUNCTIONS_IMPORT_MAP)}`);
  });

  it('imports packages only by the names the import map pins, never by a URL or npm:/jsr: specifier', async () => {
    const map = JSON.parse(await readFile(FUNCTIONS_IMPORT_MAP, 'utf8')) as {
      imports: Record<string, string>;
    };
    const mapped = (specifier: string) =>
      specifier in map.imports ||
      Object.keys(map.imports).some((key) => key.endsWith('/') && specifier.startsWith(key));
    const functionsDir = path.dirname(FUNCTIONS_IMPORT_MAP);
    const sources = (await readdir(functionsDir, { recursive: true })).filter((file) => file.endsWith('.ts'));
    const unmapped: string[] = [];
    for (const file of sources) {
      const text = await readFile(path.join(functionsDir, file), 'utf8');
      for (const [, fromClause, dynamic] of text.matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'/g)) {
        const specifier = fromClause ?? dynamic ?? '';
        if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
        if (!mapped(specifier)) unmapped.push(`${file}: ${specifier}`);
      }
    }
    expect(sources.length).toBeGreaterThan(10);
    expect(unmapped).toEqual([]);
  });
});

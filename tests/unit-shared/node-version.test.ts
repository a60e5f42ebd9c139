// The Node the project says it needs is what its packages need, and the Node it pins (the `node`
// package that `npm run` uses, .nvmrc and .node-version for version managers) is one such Node.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const packageJson = JSON.parse(read('package.json')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { version?: string; optional?: boolean; engines?: { node?: string } }>;
};

describe('the Node version', () => {
  it('asks in engines for no Node that one of the installed packages refuses', () => {
    const refused = Object.entries(lock.packages)
      .filter(([location, entry]) => location && !entry.optional && entry.engines?.node)
      .filter(([, entry]) => !semver.subset(packageJson.engines.node, entry.engines?.node ?? '*'))
      .map(([location, entry]) => `${location}: ${entry.engines?.node}`);
    expect(refused).toEqual([]);
  });

  it('pins one Node, in .nvmrc, .node-version and the node dev dependency, that engines accepts', () => {
    const pinned = read('.nvmrc').trim();
    expect(read('.node-version').trim()).toBe(pinned);
    expect(lock.packages['node_modules/node']?.version).toBe(pinned);
    expect(packageJson.devDependencies.node).toBeDefined();
    expect(packageJson.dependencies.node).toBeUndefined();
    expect(semver.satisfies(pinned, packageJson.engines.node)).toBe(true);
  });
});

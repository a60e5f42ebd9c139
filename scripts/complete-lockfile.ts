// The registry reachable here serves only some platforms' builds of packages such as
// @tailwindcss/oxide and deno, so `npm install` leaves their other-platform optional
// dependencies out of package-lock.json, and `npm ci` then refuses the lock file. This adds
// the missing entries with the os/cpu their names state, so `npm ci` skips them on this
// platform (as it would with a full lock file) instead of failing. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface LockPackage {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const lockPath = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockPackage> };

/** os/cpu/libc from a platform package name such as `@deno/linux-arm64-glibc`. */
export function platformOf(name: string): Pick<LockPackage, 'os' | 'cpu' | 'libc'> | null {
  const tail = name.split('/').pop() ?? name;
  const os = [
    'darwin',
    'win32',
    'linux',
    'android',
    'freebsd',
    'openbsd',
    'openharmony',
    'sunos',
    'aix',
  ].find((o) => tail.includes(o));
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'wasm32', 'ppc64', 's390x', 'riscv64', 'loong64'].find((c) =>
    tail.includes(`-${c}`),
  );
  if (!cpu) return null;
  if (cpu === 'wasm32') return { cpu: ['wasm32'] };
  if (!os) return null;
  const libc = tail.includes('musl')
    ? ['musl']
    : os === 'linux' && /gnu|glibc/.test(tail)
      ? ['glibc']
      : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [location, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key] || lock.packages[`${location}/${key}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    lock.packages[key] = { version, ...(pkg.dev ? { dev: true } : {}), optional: true, ...platform };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: ${added} platform entr${added === 1 ? 'y' : 'ies'} added`);

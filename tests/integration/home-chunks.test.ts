// What a visit to `/` downloads, read from a production build of the browser's code and its
// module graph: what the page runs at its start (its entry script, the home page's first script
// and what they import) comes with the first requests index.html names; nothing of the admin,
// the SEO page or the router is in any chunk the home page may load; counting the visit, on every
// visit, brings nothing of the live layer, which comes only to a page open a while.
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { referencedAssets } from '#scripts/bench/bundle-size.ts';
import { CONTACT_COUNTING, HOME_FIRST_SCRIPT, LIVE_LAYER } from '#scripts/support/home-chunks.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BUILD_TIMEOUT = 180_000;

/** Folders whose code `/` must never load: the admin, the SEO page, the router that serves them. */
const NOT_ON_THE_HOME_PAGE = ['src/features/admin/', 'src/features/seo/', 'src/app/'];

interface Imports {
  static: readonly string[];
  dynamic: readonly string[];
}

let chunks: Rolldown.OutputChunk[];
let html: string;
const graph = new Map<string, Imports>();

const name = (id: string) => path.relative(ROOT, id);
const moduleId = (file: string) => path.join(ROOT, file);

function chunkOf(id: string): Rolldown.OutputChunk | undefined {
  return chunks.find((chunk) => chunk.moduleIds.includes(id));
}

/** The modules reached from `roots` through static imports, and dynamic ones too with `dynamic`. */
function reached(roots: readonly string[], { dynamic = false } = {}): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    const imports = graph.get(id);
    if (!imports) continue;
    pending.push(...imports.static, ...(dynamic ? imports.dynamic : []));
  }
  return found;
}

/** The chunks of `from` (file names) and those they import, on demand too with `dynamic`, and theirs. */
function loadedWith(from: readonly string[], { dynamic = false } = {}): Set<Rolldown.OutputChunk> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<Rolldown.OutputChunk>();
  const pending = from.map((file) => byFile.get(file)!);
  for (let chunk = pending.pop(); chunk !== undefined; chunk = pending.pop()) {
    if (loaded.has(chunk)) continue;
    loaded.add(chunk);
    for (const file of [...chunk.imports, ...(dynamic ? chunk.dynamicImports : [])])
      pending.push(byFile.get(file)!);
  }
  return loaded;
}

/** The files index.html asks for before anything runs: its script and modulepreloads. */
function firstRequests(): Set<string> {
  return new Set(
    referencedAssets(html)
      .filter((asset) => asset.type === 'Script')
      .map((asset) => asset.path.replace(/^\//, '')),
  );
}

function entryModule(): string {
  const [script] = referencedAssets(html).filter((asset) => asset.type === 'Script');
  const entry = chunks.find((chunk) => chunk.isEntry && `/${chunk.fileName}` === script?.path);
  if (!entry?.facadeModuleId) throw new Error(`index.html names no entry chunk (${script?.path})`);
  return entry.facadeModuleId;
}

beforeAll(async () => {
  vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:9');
  vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_build-test');
  vi.stubEnv('ALLOW_PLACEHOLDERS', '1');
  const output = (await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    // kept in memory: nothing is written, dist/ included
    build: { write: false },
    plugins: [
      {
        name: 'module-graph',
        generateBundle() {
          for (const id of this.getModuleIds()) {
            const info = this.getModuleInfo(id);
            if (info) graph.set(id, { static: info.importedIds, dynamic: info.dynamicallyImportedIds });
          }
        },
      },
    ],
  })) as Rolldown.RolldownOutput;
  vi.unstubAllEnvs();
  chunks = output.output.filter((file) => file.type === 'chunk');
  const page = output.output.find((file) => file.type === 'asset' && file.fileName === 'index.html');
  html = String((page as Rolldown.OutputAsset).source);
}, BUILD_TIMEOUT);

describe('the chunks of the home page', () => {
  it('bring what the page runs at its start with the first requests, and nothing else', () => {
    const first = firstRequests();
    const start = reached([entryModule(), moduleId(HOME_FIRST_SCRIPT)]);
    // a module tree-shaken away is in no chunk: nothing to download
    const later = [...start].flatMap((id) => {
      const chunk = chunkOf(id);
      return chunk && !first.has(chunk.fileName) ? [`${name(id)} in ${chunk.fileName}`] : [];
    });
    expect(later, 'needed at the start, downloaded later').toEqual([]);
    const early = chunks
      .filter((chunk) => first.has(chunk.fileName))
      .flatMap((chunk) =>
        chunk.moduleIds
          .filter((id) => graph.has(id) && !start.has(id))
          .map((id) => `${name(id)} in ${chunk.fileName}`),
      );
    expect(early, 'downloaded first, not run at the start').toEqual([]);
  });

  it('count the visit with nothing of the live layer', () => {
    // what counting downloads beyond the first requests: its chunk and the chunks that imports
    const first = firstRequests();
    const loaded = [...loadedWith([chunkOf(moduleId(CONTACT_COUNTING))!.fileName])].filter(
      (chunk) => !first.has(chunk.fileName),
    );
    const needed = reached([moduleId(CONTACT_COUNTING)]);
    const extra = loaded.flatMap((chunk) =>
      chunk.moduleIds
        .filter((id) => graph.has(id) && !needed.has(id))
        .map((id) => `${name(id)} in ${chunk.fileName}`),
    );
    expect(extra, 'downloaded to count a visit, not needed for it').toEqual([]);
    expect(loaded).not.toContain(chunkOf(moduleId(LIVE_LAYER)));
  });

  it('hold nothing of the admin, the SEO page or the router', () => {
    const outside = (id: string) => NOT_ON_THE_HOME_PAGE.some((folder) => name(id).startsWith(folder));
    // The entry script loads either the home page's code or the router, which serves every other
    // page; from there on, every chunk `/` may come to load, its islands and live layer included.
    const first = [...firstRequests()];
    const router = (file: string) =>
      [...loadedWith([file])].some((chunk) => chunk.moduleIds.some((id) => name(id).startsWith('src/app/')));
    const homeCode = [...loadedWith(first)].flatMap((chunk) =>
      chunk.dynamicImports.filter((file) => !router(file)),
    );
    const home = new Set([...loadedWith(first), ...loadedWith(homeCode, { dynamic: true })]);
    expect(home).toContain(chunkOf(moduleId(HOME_FIRST_SCRIPT)));
    expect(home).toContain(chunkOf(moduleId(LIVE_LAYER)));

    const misplaced = [...home].flatMap((chunk) =>
      chunk.moduleIds.filter(outside).map((id) => `${name(id)} in ${chunk.fileName}`),
    );
    expect(misplaced).toEqual([]);
  });
});

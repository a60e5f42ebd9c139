// The home page's two chunks of its own, each named by its entry module and made of what that
// module imports: a module renamed or added follows the imports into the same request, and an
// entry renamed without this file stops the build instead of changing what a phone downloads first.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { normalizePath, type Rolldown } from 'vite';

/** The home page's first script (no React): preloaded with the entry, run on every visit. */
export const HOME_FIRST_SCRIPT = 'src/start-home.ts';
/** What follows live changes, the Supabase client included: loaded once the page is idle. */
export const LIVE_LAYER = 'src/features/home/api/follow-live-changes.ts';

function entryModule(root: string, entry: string): string {
  const file = path.resolve(root, entry);
  if (!existsSync(file))
    throw new Error(`${entry} is gone: name the module that replaced it in ${import.meta.filename}`);
  return normalizePath(file);
}

/** `entry` and every module it imports, statically or on demand, and theirs. */
function reachedFrom(entry: string, context: Rolldown.ChunkingContext): Set<string> {
  const reached = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    const info = context.getModuleInfo(id);
    if (info) pending.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return reached;
}

/**
 * Both groups, for the browser's build. A group takes its modules' static imports along
 * (includeDependenciesRecursively) unless an earlier group took them. `start-home` is its entry
 * and what that imports, shared with the islands or not: they come later and find it loaded.
 * `live` is its entry and everything that reaches, the Supabase client it imports on demand
 * included: following changes is one request.
 */
export function homeChunkGroups(root: string): Rolldown.CodeSplittingGroup[] {
  const firstScript = entryModule(root, HOME_FIRST_SCRIPT);
  const liveLayer = entryModule(root, LIVE_LAYER);
  let live: { context: Rolldown.ChunkingContext; modules: Set<string> } | undefined;
  return [
    {
      name: 'start-home',
      test: (id) => id === firstScript,
      priority: 2,
      includeDependenciesRecursively: true,
    },
    {
      debugName: 'live',
      name: (id, context) => {
        // one graph per build: the context is the same for every module of it
        if (live?.context !== context) live = { context, modules: reachedFrom(liveLayer, context) };
        return live.modules.has(id) ? 'live' : null;
      },
      priority: 2,
      includeDependenciesRecursively: true,
    },
  ];
}

// The home page's three chunks of its own, each named by its entry module and made of what that
// module imports: a module renamed or added follows the imports into the same request, and an
// entry renamed without this file stops the build instead of changing what a phone downloads first.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { normalizePath, type Rolldown } from 'vite';

/** The home page's first script (no React): preloaded with the entry, run on every visit. */
export const HOME_FIRST_SCRIPT = 'src/start-home.ts';
/** The visit's count and the taps' (contact-count): loaded once the page is idle, on every visit. */
export const CONTACT_COUNTING = 'src/features/home/contact-count/count-contacts.ts';
/** What follows live changes, the Supabase client included: loaded once the page has been open a while. */
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
 * The group named `name`: `entry` and every module it reaches, on demand too, unless an earlier
 * group took it (that one's chunk is then imported).
 */
function reachedGroup(root: string, name: string, entry: string): Rolldown.CodeSplittingGroup {
  const entryId = entryModule(root, entry);
  let graph: { context: Rolldown.ChunkingContext; modules: Set<string> } | undefined;
  return {
    debugName: name,
    name: (id, context) => {
      // one graph per build: the context is the same for every module of it
      if (graph?.context !== context) graph = { context, modules: reachedFrom(entryId, context) };
      return graph.modules.has(id) ? name : null;
    },
    priority: 2,
    includeDependenciesRecursively: true,
  };
}

/**
 * The three groups, for the browser's build, in the order they take modules. A group takes its
 * modules' static imports along (includeDependenciesRecursively) unless an earlier group took
 * them. `start-home` is its entry and what that imports, shared with the islands or not: they
 * come later and find it loaded. `count-contacts` comes next, with what it shares with the live
 * layer (the project's settings, the functions' address): counting a visit never downloads nor
 * runs the Supabase client. `live` is its entry and everything else that reaches, the Supabase
 * client it imports on demand included: following changes is one request more.
 */
export function homeChunkGroups(root: string): Rolldown.CodeSplittingGroup[] {
  const firstScript = entryModule(root, HOME_FIRST_SCRIPT);
  return [
    {
      name: 'start-home',
      test: (id) => id === firstScript,
      priority: 2,
      includeDependenciesRecursively: true,
    },
    reachedGroup(root, 'count-contacts', CONTACT_COUNTING),
    reachedGroup(root, 'live', LIVE_LAYER),
  ];
}

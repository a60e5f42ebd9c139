import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'smol-toml';

/**
 * `verify_jwt` of `[functions.<name>]` in supabase/config.toml: whether the gateway demands a
 * valid JWT in Authorization before the function runs. Without a section, the CLI's default: true.
 */
export async function readVerifyJwt(projectRoot: string): Promise<(name: string) => boolean> {
  const file = path.join(projectRoot, 'supabase', 'config.toml');
  let sections: Record<string, { verify_jwt?: unknown } | undefined> = {};
  try {
    sections = (parse(await readFile(file, 'utf8')).functions ?? {}) as typeof sections;
  } catch (error) {
    // without the file every function keeps verify_jwt = true, the safe default
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      console.warn(`[local-supabase] cannot read ${file}; functions keep verify_jwt = true`, error);
    }
  }
  return (name) => sections[name]?.verify_jwt !== false;
}

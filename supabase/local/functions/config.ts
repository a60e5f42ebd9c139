import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'smol-toml';

export interface FunctionSettings {
  /** The gateway demands a valid JWT in Authorization before the function runs. */
  verifyJwt: boolean;
}

const DEFAULT_SETTINGS: FunctionSettings = { verifyJwt: true };

/** `[functions.<name>]` of supabase/config.toml; a function without a section gets the CLI's defaults. */
export async function readFunctionSettings(projectRoot: string): Promise<(name: string) => FunctionSettings> {
  const file = path.join(projectRoot, 'supabase', 'config.toml');
  let sections: Record<string, unknown> = {};
  try {
    const config = parse(await readFile(file, 'utf8')) as { functions?: Record<string, unknown> };
    sections = config.functions ?? {};
  } catch (error) {
    // without the file every function keeps verify_jwt = true, the safe default
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      console.warn(`[local-supabase] cannot read ${file}; functions keep verify_jwt = true`, error);
    }
  }
  return (name) => {
    const section = sections[name];
    const verifyJwt =
      typeof section === 'object' && section !== null && 'verify_jwt' in section
        ? section.verify_jwt
        : undefined;
    return { ...DEFAULT_SETTINGS, ...(typeof verifyJwt === 'boolean' ? { verifyJwt } : {}) };
  };
}

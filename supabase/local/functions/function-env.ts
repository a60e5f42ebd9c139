import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEnv } from 'node:util';
import {
  LOCAL_ANON_KEY,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '#local/keys.ts';

// What Deno itself needs from the parent; nothing else of the developer's environment leaks in.
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG', 'LC_ALL', 'DENO_DIR', 'XDG_CACHE_HOME'];

/**
 * The environment of a function process, as on hosted Supabase: SUPABASE_URL, the publishable
 * and secret keys as JSON objects by key name (SUPABASE_PUBLISHABLE_KEYS, SUPABASE_SECRET_KEYS,
 * each with the key named `default`) and the legacy SUPABASE_ANON_KEY and
 * SUPABASE_SERVICE_ROLE_KEY, plus the secrets of supabase/functions/.env, then .env.local, then
 * `overrides` (the stand-in's own, e.g. the preview's build hook; each wins over the ones before).
 * As with the Supabase CLI, secrets may not redefine SUPABASE_* names.
 */
export async function functionEnvironment(
  projectRoot: string,
  standInUrl: string,
  {
    supabaseUrl = standInUrl,
    overrides = {},
  }: { supabaseUrl?: string; overrides?: Readonly<Record<string, string>> } = {},
): Promise<Record<string, string>> {
  const env: Record<string, string> = {};
  for (const name of INHERITED) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  const functionsDir = path.join(projectRoot, 'supabase', 'functions');
  const sources = [
    ...(await Promise.all(
      ['.env', '.env.local'].map(
        async (file) => [file, await readSecrets(path.join(functionsDir, file))] as const,
      ),
    )),
    ['the stand-in', overrides] as const,
  ];
  for (const [file, secrets] of sources) {
    for (const [name, value] of Object.entries(secrets)) {
      if (name.startsWith('SUPABASE_')) {
        console.warn(`[local-supabase] ${file}: secret names may not start with SUPABASE_, skipping ${name}`);
      } else {
        env[name] = value;
      }
    }
  }
  return {
    ...env,
    DENO_NO_UPDATE_CHECK: '1',
    NO_COLOR: '1',
    SUPABASE_URL: supabaseUrl,
    // another address for the stand-in (see FunctionsOptions.supabaseUrl): Deno's fetch sends
    // plain-http requests through this proxy, which is the stand-in itself
    ...(supabaseUrl === standInUrl ? {} : { HTTP_PROXY: standInUrl }),
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: LOCAL_PUBLISHABLE_KEY }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: LOCAL_SECRET_KEY }),
    SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
  };
}

async function readSecrets(file: string): Promise<Record<string, string>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  // Node's own dotenv reader (that of `node --env-file`); a `#` starts a comment unless quoted
  return parseEnv(text) as Record<string, string>;
}

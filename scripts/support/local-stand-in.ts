import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCAL_PORT } from '#local/keys.ts';
import { startLocalSupabase, type LocalSupabase, type RealtimeLimits } from '#local/server.ts';
import { assertPortFree, portFromEnv } from './ports.ts';
import { SetupError } from '#local/setup-error.ts';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface StandInSettings {
  port: number;
  dataDir: string;
  /** Start from an empty database (the e2e run sets SUPABASE_LOCAL_RESET=true). */
  reset: boolean;
  /** Hosted Realtime's quota to simulate (docs/local-stand-in.md); unlimited by default. */
  realtimeLimits: RealtimeLimits;
}

/**
 * SUPABASE_LOCAL_PORT, SUPABASE_LOCAL_DATA_DIR, SUPABASE_LOCAL_RESET,
 * SUPABASE_LOCAL_REALTIME_MAX_CONNECTIONS and SUPABASE_LOCAL_REALTIME_MAX_JOINS_PER_SECOND, with
 * their defaults.
 */
export function standInSettingsFromEnv(): StandInSettings {
  return {
    port: portFromEnv('SUPABASE_LOCAL_PORT', DEFAULT_LOCAL_PORT),
    dataDir: path.resolve(PROJECT_ROOT, process.env.SUPABASE_LOCAL_DATA_DIR || '.data'),
    reset: process.env.SUPABASE_LOCAL_RESET === 'true',
    realtimeLimits: realtimeLimitsFromEnv(),
  };
}

/** The Realtime quota variables, each a positive integer; unset or empty: unlimited. */
export function realtimeLimitsFromEnv(): RealtimeLimits {
  return {
    maxConnections: limitFromEnv('SUPABASE_LOCAL_REALTIME_MAX_CONNECTIONS'),
    maxJoinsPerSecond: limitFromEnv('SUPABASE_LOCAL_REALTIME_MAX_JOINS_PER_SECOND'),
  };
}

function limitFromEnv(name: string): number | null {
  const raw = process.env[name]?.trim();
  if (raw === undefined || raw === '') return null;
  const limit = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(limit) || limit < 1) {
    throw new SetupError(
      `${name}=${raw} não é um número inteiro positivo / is not a positive integer (leave it unset for no limit).`,
    );
  }
  return limit;
}

async function assertStandInPortFree(settings: StandInSettings): Promise<void> {
  await assertPortFree(settings.port, 'SUPABASE_LOCAL_PORT');
}

/**
 * Starts the persisted stand-in and writes <dataDir>/local-supabase.json for other tools;
 * `functionSecrets` go over those of supabase/functions/.env* (e.g. the preview's build hook).
 * The stand-in itself locks the data folder (refusing a second one on it, whatever its port)
 * and releases it in close().
 */
export async function startStandIn(
  settings: StandInSettings,
  functionSecrets: Readonly<Record<string, string>> = {},
): Promise<LocalSupabase> {
  await assertStandInPortFree(settings);
  const local = await startLocalSupabase({
    port: settings.port,
    dataDir: settings.dataDir,
    reset: settings.reset,
    realtimeLimits: settings.realtimeLimits,
    functionSecrets,
  });
  try {
    await writeFile(
      path.join(settings.dataDir, 'local-supabase.json'),
      JSON.stringify(
        {
          url: local.url,
          publishableKey: local.publishableKey,
          secretKey: local.secretKey,
          // the legacy JWT-based keys, for tools that still ask for them
          anonKey: local.anonKey,
          serviceRoleKey: local.serviceRoleKey,
        },
        null,
        2,
      ) + '\n',
    );
  } catch (error) {
    await local.close();
    throw error;
  }
  return local;
}

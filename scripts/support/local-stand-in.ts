import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCAL_PORT } from '../../supabase/local/keys.ts';
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/server.ts';
import { assertPortFree, portFromEnv } from './ports.ts';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface StandInSettings {
  port: number;
  dataDir: string;
  /** Start from an empty database (the e2e run sets SUPABASE_LOCAL_RESET=true). */
  reset: boolean;
}

/** SUPABASE_LOCAL_PORT, SUPABASE_LOCAL_DATA_DIR and SUPABASE_LOCAL_RESET, with their defaults. */
export function standInSettingsFromEnv(): StandInSettings {
  return {
    port: portFromEnv('SUPABASE_LOCAL_PORT', DEFAULT_LOCAL_PORT),
    dataDir: path.resolve(PROJECT_ROOT, process.env.SUPABASE_LOCAL_DATA_DIR || '.data'),
    reset: process.env.SUPABASE_LOCAL_RESET === 'true',
  };
}

export async function assertStandInPortFree(settings: StandInSettings): Promise<void> {
  await assertPortFree(settings.port, 'SUPABASE_LOCAL_PORT');
}

/**
 * Starts the persisted stand-in and writes <dataDir>/local-supabase.json for other tools.
 * The stand-in itself locks the data folder (refusing a second one on it, whatever its port)
 * and releases it in close().
 */
export async function startStandIn(settings: StandInSettings): Promise<LocalSupabase> {
  await assertStandInPortFree(settings);
  const local = await startLocalSupabase({
    port: settings.port,
    dataDir: settings.dataDir,
    reset: settings.reset,
  });
  try {
    await writeFile(
      path.join(settings.dataDir, 'local-supabase.json'),
      JSON.stringify(
        { url: local.url, anonKey: local.anonKey, serviceRoleKey: local.serviceRoleKey },
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

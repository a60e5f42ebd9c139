// `npm run sweep-orphan-media [-- --older-than-minutes=N] [-- --dry-run]`: removes the stored
// files of the media bucket that no version points to and that are older than N minutes
// (default 60, at least 10, so an upload still being published is never touched), and prints
// each one. Against a hosted project: SUPABASE_URL and SUPABASE_SECRET_KEY (or, under its legacy
// name, SUPABASE_SERVICE_ROLE_KEY) in the environment. The local stand-in runs the same sweep by
// itself whenever it starts.
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { sweepOrphanMedia } from '#local/orphan-media-sweep.ts';
import { readRenamedSetting, type RenamedSetting } from '#scripts/support/renamed-settings.ts';

const MIN_AGE_MINUTES = 10;
const DEFAULT_AGE_MINUTES = 60;

class UsageError extends Error {}

const SECRET_KEY: RenamedSetting = { name: 'SUPABASE_SECRET_KEY', legacyName: 'SUPABASE_SERVICE_ROLE_KEY' };

function readOptions(): { minutes: number; dryRun: boolean } {
  let values;
  try {
    ({ values } = parseArgs({
      options: { 'older-than-minutes': { type: 'string' }, 'dry-run': { type: 'boolean' } },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const given = values['older-than-minutes'];
  const minutes = given === undefined ? DEFAULT_AGE_MINUTES : Number(given);
  if (!Number.isInteger(minutes) || minutes < MIN_AGE_MINUTES) {
    throw new UsageError(
      `--older-than-minutes deve ser um número inteiro de minutos, pelo menos ${MIN_AGE_MINUTES}: ` +
        'um ficheiro mais recente pode ser de um envio que ainda está a ser publicado.',
    );
  }
  return { minutes, dryRun: values['dry-run'] === true };
}

try {
  const { minutes, dryRun } = readOptions();
  const url = process.env.SUPABASE_URL;
  const secretKey = readRenamedSetting(process.env, SECRET_KEY);
  if (!url || !secretKey) {
    throw new UsageError(
      'Defina SUPABASE_URL e SUPABASE_SECRET_KEY (uma chave secreta do projeto, sb_secret_…) no ambiente.',
    );
  }
  const client = createClient(url, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { found, removed } = await sweepOrphanMedia(client, minutes * 60_000, { dryRun });
  const gone = new Set(removed);
  for (const orphan of found) {
    const state = dryRun ? 'a apagar' : gone.has(orphan.name) ? 'apagado' : 'NÃO apagado';
    console.log(`${state}\tmedia/${orphan.name}\t${orphan.createdAt}`);
  }
  const what = `ficheiro(s) sem versão com mais de ${minutes} minutos`;
  if (dryRun) console.log(`${found.length} ${what}; nada foi apagado (--dry-run).`);
  else console.log(`${removed.length} ${what} apagado(s).`);
  if (!dryRun && gone.size < found.length) {
    console.error(`${found.length - gone.size} não foram apagados: tente de novo.`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}

// Runs the local stand-in on its own: `npm run local-supabase`.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { failStartup, RunningServices, stopOnSignals } from '../../scripts/support/shutdown.ts';
import { startLocalSupabase } from './server.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const dataDir = path.resolve(process.env.SUPABASE_LOCAL_DATA_DIR || path.join(root, '.data'));

const services = new RunningServices();
stopOnSignals(services);

try {
  // Refused (exit 1, folder untouched) when another stand-in holds dataDir, whatever its port.
  const local = services.add(await startLocalSupabase({ dataDir }));
  await writeFile(
    path.join(dataDir, 'local-supabase.json'),
    JSON.stringify(
      { url: local.url, anonKey: local.anonKey, serviceRoleKey: local.serviceRoleKey },
      null,
      2,
    ) + '\n',
  );
  console.log(`Supabase local: ${local.url}`);
} catch (error) {
  await failStartup(services, error);
}

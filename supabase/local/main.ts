// Runs the local stand-in on its own: `npm run local-supabase`.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startLocalSupabase } from './server.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const dataDir = process.env.SUPABASE_LOCAL_DATA_DIR ?? path.join(root, '.data');
await mkdir(dataDir, { recursive: true });
const local = await startLocalSupabase({ dataDir });
await writeFile(
  path.join(dataDir, 'local-supabase.json'),
  JSON.stringify({ url: local.url, anonKey: local.anonKey, serviceRoleKey: local.serviceRoleKey }, null, 2) +
    '\n',
);
console.log(`Supabase local: ${local.url}`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await local.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

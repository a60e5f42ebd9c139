// Playwright globalSetup: every e2e run builds and persists into a folder of its own
// (.data/e2e-<port>, about 40 MB), which it cannot remove itself while its web server still
// runs. Remove the folders of earlier runs instead; a folder left untouched for hours belongs
// to no run that is still going (a run takes minutes).
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { E2E_DATA_DIR } from './e2e-env.ts';

const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

export default async function removeStaleRuns(): Promise<void> {
  const root = path.dirname(path.resolve(E2E_DATA_DIR));
  const own = path.basename(E2E_DATA_DIR);
  const names = await readdir(root).catch(() => [] as string[]);
  for (const name of names) {
    if (!/^e2e-\d+$/.test(name) || name === own) continue;
    const folder = path.join(root, name);
    const { mtimeMs } = await stat(folder);
    if (Date.now() - mtimeMs > STALE_AFTER_MS) await rm(folder, { recursive: true, force: true });
  }
}

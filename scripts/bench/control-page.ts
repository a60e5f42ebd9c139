import { copyFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from '../support/local-stand-in.ts';

/** bench/control.html: a heading and a paragraph, no script, no stylesheet, no image. */
export const CONTROL_SOURCE = path.join(PROJECT_ROOT, 'bench', 'control.html');
/** Where the bench puts it in its own build folder (never in a normal `npm run build`). */
export const CONTROL_PATH = '/__bench-control.html';

/**
 * Copies the control page into the bench's build folder, which the preview server is already
 * serving (`vite preview` reads its files from disk on each request), and checks that the
 * server answers it unchanged. Returns its URL on the site's origin.
 */
export async function installControlPage(outDir: string, siteUrl: string): Promise<string> {
  await copyFile(CONTROL_SOURCE, path.join(outDir, CONTROL_PATH));
  const url = `${siteUrl}${CONTROL_PATH}`;
  const response = await fetch(url);
  const body = await response.text();
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/html')) {
    throw new Error(`${url}: ${response.status} ${response.headers.get('content-type')}`);
  }
  if (body !== (await readFile(CONTROL_SOURCE, 'utf8'))) throw new Error(`${url} is not bench/control.html`);
  return url;
}

// The pages the bench measures beside `/`, put into its own build folder (never in a normal
// `npm run build`): the control page, and the page without scripts.
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from '#scripts/support/local-stand-in.ts';
import { withoutScripts } from './without-scripts.ts';

/** bench/control.html: a heading and a paragraph, no script, no stylesheet, no image. */
const CONTROL_SOURCE = path.join(PROJECT_ROOT, 'bench', 'control.html');
/** Where the bench puts the control page in its build folder. */
const CONTROL_PATH = '/__bench-control.html';
/** Where the bench puts each page without scripts, beside the control page, by the page's file. */
export const DOCUMENT_PATHS = {
  'index.html': '/__bench-document.html',
  'en/index.html': '/__bench-document-en.html',
} as const;

/** Checks that the server answers `url` as HTML with exactly `expected` (what Lighthouse will measure). */
async function checkServedAsHtml(url: string, expected: string, what: string): Promise<string> {
  const response = await fetch(url);
  const body = await response.text();
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/html')) {
    throw new Error(`${url}: ${response.status} ${response.headers.get('content-type')}`);
  }
  if (body !== expected) throw new Error(`${url} is not ${what}`);
  return body;
}

/**
 * Copies the control page into the bench's build folder, which the preview server is already
 * serving (`vite preview` reads its files from disk on each request), and checks that the
 * server answers it unchanged. Returns its URL on the site's origin.
 */
export async function installControlPage(outDir: string, siteUrl: string): Promise<string> {
  await copyFile(CONTROL_SOURCE, path.join(outDir, CONTROL_PATH));
  const url = `${siteUrl}${CONTROL_PATH}`;
  await checkServedAsHtml(url, await readFile(CONTROL_SOURCE, 'utf8'), 'bench/control.html');
  return url;
}

/**
 * Writes a built page (`index.html` unless named) without its scripts into the same folder and
 * checks that the server answers it unchanged and without any `<script`. Returns its URL on the
 * site's origin.
 */
export async function installDocumentPage(
  outDir: string,
  siteUrl: string,
  file: keyof typeof DOCUMENT_PATHS = 'index.html',
): Promise<string> {
  const page = withoutScripts(await readFile(path.join(outDir, file), 'utf8'));
  await writeFile(path.join(outDir, DOCUMENT_PATHS[file]), page);
  const url = `${siteUrl}${DOCUMENT_PATHS[file]}`;
  const body = await checkServedAsHtml(url, page, `${file} without its scripts`);
  if (/<script/i.test(body)) throw new Error(`${url} still holds "<script"`);
  return url;
}

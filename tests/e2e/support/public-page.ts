// The public page as the static host serves it, and the stand-in's side of its rebuilds: what
// `/` was built from, asking the preview's build hook for a new one, and pointing the
// functions' build hook elsewhere (a hook that is down).
import { expect, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_BUILD_HOOK_URL, E2E_DATA_DIR, e2eServiceClient } from './e2e-env.ts';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** The raw HTML of a language's home page (`/` unless told), as a crawler or a link preview gets it (no JavaScript). */
export async function rawHome(request: APIRequestContext, path = '/'): Promise<string> {
  const response = await request.get(path, { headers: { 'cache-control': 'no-cache' } });
  expect(response.status()).toBe(200);
  return response.text();
}

/** The site revision the served `/` was built from (the page's home-state). */
export function servedRevision(html: string): number | null {
  const json = /<script id="home-state" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('/ carries no home-state');
  return (JSON.parse(json) as { revision: number | null }).revision;
}

export async function currentRevision(): Promise<number> {
  const { data, error } = await e2eServiceClient().from('site_revision').select('revision').single();
  if (error) throw new Error(error.message);
  return data.revision;
}

/**
 * Waits until the served page at `path` (`/` unless told) carries every change made so far (a
 * rebuild the functions asked for).
 */
export async function publicPageCaughtUp(request: APIRequestContext, path = '/'): Promise<string> {
  const wanted = await currentRevision();
  let html = '';
  await expect
    .poll(
      async () => {
        // a page the rebuild is still to write (just published) is not there yet: wait on
        const response = await request.get(path, { headers: { 'cache-control': 'no-cache' } });
        if (response.status() === 404) return -1;
        expect(response.status()).toBe(200);
        return servedRevision((html = await response.text()));
      },
      {
        message: `${path} was never rebuilt with site revision ${wanted}`,
        timeout: 30_000,
      },
    )
    .toBeGreaterThanOrEqual(wanted);
  return html;
}

/** Asks the preview for a rebuild, as the functions do after a write, and waits for it. */
export async function rebuildPublicPage(request: APIRequestContext): Promise<string> {
  expect((await request.post(E2E_BUILD_HOOK_URL)).status()).toBe(200);
  return publicPageCaughtUp(request);
}

/**
 * Sets or removes (null) secrets of the stand-in's functions while it runs, as `supabase secrets
 * set` does: here, where the functions send their build requests.
 */
export async function setFunctionSecrets(secrets: Record<string, string | null>): Promise<void> {
  const { url, secretKey } = JSON.parse(
    readFileSync(path.join(PROJECT_ROOT, E2E_DATA_DIR, 'local-supabase.json'), 'utf8'),
  ) as { url: string; secretKey: string };
  const response = await fetch(`${url}/__stand-in/function-secrets`, {
    method: 'PUT',
    headers: { apikey: secretKey },
    body: JSON.stringify(secrets),
  });
  if (!response.ok) throw new Error(`function secrets: ${response.status} ${await response.text()}`);
}

/** Runs SQL on the stand-in as the database's owner (its `/__stand-in/sql`): to break a grant, and mend it. */
export async function runSql(query: string): Promise<void> {
  const { url, secretKey } = JSON.parse(
    readFileSync(path.join(PROJECT_ROOT, E2E_DATA_DIR, 'local-supabase.json'), 'utf8'),
  ) as { url: string; secretKey: string };
  const response = await fetch(`${url}/__stand-in/sql`, {
    method: 'POST',
    headers: { apikey: secretKey, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  if (!response.ok) throw new Error(`sql: ${response.status} ${await response.text()}`);
}

/** The preview's own build hook, as `npm run preview` registers it. */
export const PREVIEW_HOOK_URL = E2E_BUILD_HOOK_URL;

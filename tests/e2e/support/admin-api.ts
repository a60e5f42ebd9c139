// The owner's writes as /admin sends them (the real edge functions, with a session), for tests
// about what follows a write: the build hook, the rebuilt page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from './e2e-env.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './admin-page.ts';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

function standIn(): { url: string; publishableKey: string } {
  return JSON.parse(readFileSync(path.join(PROJECT_ROOT, E2E_DATA_DIR, 'local-supabase.json'), 'utf8')) as {
    url: string;
    publishableKey: string;
  };
}

async function call(name: string, init: RequestInit & { session?: string; query?: Record<string, string> }) {
  const { url, publishableKey } = standIn();
  const target = new URL(`${url}/functions/v1/${name}`);
  for (const [key, value] of Object.entries(init.query ?? {})) target.searchParams.set(key, value);
  const headers = new Headers(init.headers);
  // as /admin calls them: the publishable key in apikey only
  headers.set('apikey', publishableKey);
  if (init.session) headers.set('x-session-token', init.session);
  const response = await fetch(target, { ...init, headers });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${name}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

export interface AdminApi {
  upload(slotName: string, file: Buffer, altText?: string): Promise<{ url: string }>;
  remove(slotName: string): Promise<void>;
  setVideo(videoKey: string, youtubeUrl: string): Promise<void>;
}

/** Signs in as the local admin; the returned calls carry the session. */
export async function adminApi(): Promise<AdminApi> {
  const { sessionToken: session } = (await call('admin-auth', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  })) as { sessionToken: string };
  return {
    async upload(slotName, file, altText = '') {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'foto.jpg');
      form.append('slotName', slotName);
      form.append('altText', altText);
      const { version } = (await call('media-upload', { method: 'POST', session, body: form })) as {
        version: { file_url: string };
      };
      return { url: version.file_url };
    },
    async remove(slotName) {
      await call('media-delete', { method: 'DELETE', session, query: { slotName } });
    },
    async setVideo(videoKey, youtubeUrl) {
      await call('video-manager', {
        method: 'POST',
        session,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ videoKey, youtubeUrl }),
      });
    },
  };
}

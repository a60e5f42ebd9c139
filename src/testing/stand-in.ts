// What a component or hook test needs of the local stand-in that tests/support/global-setup.ts
// starts for the `stand-in` project (vitest.config.ts): its address and keys, the site's settings
// pointed at it, the admin's session, and the published content set as a test needs it. Database
// behaviour (publish, restore, what Realtime delivers) is the stand-in's and the migrations',
// never re-implemented here.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject, vi } from 'vitest';
import type { BusinessFacts } from '#portable/business-facts/shape.ts';
import type { Database, Json } from '#portable/database-types.ts';
import { BASE_LOCALE, type SiteLocale } from '#portable/site-locales.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    supabaseUrl: string;
    publishableKey: string;
    secretKey: string;
  }
}

/** The admin's local credentials (supabase/functions/.env), refused by any hosted project. */
const LOCAL_ADMIN = { username: 'admin', password: 'mudar-esta-senha' };

type ServiceClient = SupabaseClient<Database>;

let service: ServiceClient | undefined;

/** The stand-in with the service role: how a test sets the stage, as the functions would have. */
export function standInService(): ServiceClient {
  service ??= createClient<Database>(inject('supabaseUrl'), inject('secretKey'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return service;
}

function check<T>(what: string, { data, error }: { data: T; error: { message: string } | null }): T {
  if (error) throw new Error(`${what}: ${error.message}`);
  return data;
}

/** A session of the admin, from the real admin-auth function. */
export async function signInAsAdmin(): Promise<string> {
  const response = await fetch(`${inject('supabaseUrl')}/functions/v1/admin-auth`, {
    method: 'POST',
    headers: { apikey: inject('publishableKey'), 'content-type': 'application/json' },
    body: JSON.stringify(LOCAL_ADMIN),
  });
  const body = (await response.json()) as { sessionToken?: string };
  if (!body.sessionToken) throw new Error(`admin-auth answered ${response.status}`);
  return body.sessionToken;
}

/** What a fresh project shows: no slot published, the seeded videos, no business facts saved, no language but the site's published. */
export async function resetPublishedContent(): Promise<void> {
  const db = standInService();
  check(
    'emptying the slots',
    await db
      .from('media_slots')
      .update({ is_published: false, current_version: null })
      .eq('is_published', true),
  );
  check(
    'the videos',
    await db
      .from('videos')
      .update({ youtube_url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE', is_active: true })
      .in('video_key', ['hero-main', 'waterproofing']),
  );
  // the current row points at a version: it goes first
  check('forgetting the facts', await db.from('owner_documents').delete().eq('document', 'business-facts'));
  check(
    'forgetting their versions',
    await db.from('owner_document_versions').delete().eq('document', 'business-facts'),
  );
  check('withdrawing the other languages', await db.from('published_locales').delete().neq('locale', ''));
}

/** Publishes `count` new versions of the slot, as media-upload does once its files are stored; the last is current. */
export async function publishVersions(slotName: string, count: number): Promise<number[]> {
  const published: number[] = [];
  for (let i = 0; i < count; i++) {
    const path = `slots/${slotName}/test-${Date.now().toString(36)}-${i}.jpg`;
    const version = check(
      `publishing ${slotName}`,
      await standInService().rpc('publish_media_version', {
        p_slot_name: slotName,
        p_file_url: `${inject('supabaseUrl')}/storage/v1/object/public/media/${path}`,
        p_storage_path: path,
        p_file_name: 'foto.jpg',
        p_mime_type: 'image/jpeg',
        p_file_size: 1024,
        p_width: 1600,
        p_height: 1200,
      }),
    );
    published.push((version as { version_number: number }).version_number);
  }
  return published;
}

/** Empties a slot as the admin's delete does: its versions stay. */
export async function emptySlot(slotName: string): Promise<void> {
  check(
    `emptying ${slotName}`,
    await standInService().rpc('unpublish_media_slot', { p_slot_name: slotName }),
  );
}

export async function setVideo(videoKey: string, youtubeUrl: string | null): Promise<void> {
  check(
    `the video ${videoKey}`,
    await standInService()
      .from('videos')
      .update({ youtube_url: youtubeUrl, is_active: true })
      .eq('video_key', videoKey),
  );
}

/** Saves a set of business facts as a new version, as the business-facts function does once it has checked them. */
export async function saveFacts(facts: BusinessFacts): Promise<void> {
  check(
    'saving the facts',
    await standInService().rpc('save_owner_document', {
      p_document: 'business-facts',
      p_locale: BASE_LOCALE,
      p_content: facts,
    }),
  );
}

/**
 * Saves a set of page texts in `locale` as a new version, as the page-texts function does once
 * it has checked them. Texts are never deleted (only a backup's restore does): a test leaves the
 * page on `{}`, every field its built-in text, when it is done.
 */
export async function savePageTexts(
  texts: Record<string, unknown>,
  locale: SiteLocale = BASE_LOCALE,
): Promise<void> {
  check(
    'saving the page texts',
    await standInService().rpc('save_owner_document', {
      p_document: 'page-texts',
      p_locale: locale,
      p_content: texts as Json,
    }),
  );
}

/**
 * Keeps every WebSocket the page opens from now on, so a test can cut the network as a lost
 * connection would (every socket dropped, new ones refused) and bring it back. realtime-js takes
 * the WebSocket class when the site's client is built: call this before anything loads
 * src/lib/supabase-client.ts.
 */
export function trackWebSockets(): { cutNetwork(): void; restoreNetwork(): void } {
  const open = new Set<WebSocket>();
  let offline = false;
  const Platform = globalThis.WebSocket;
  class TrackedWebSocket extends Platform {
    constructor(url: string | URL, protocols?: string | string[]) {
      // offline, a socket gets the answer of an unreachable host: refused at once
      super(offline ? 'ws://127.0.0.1:1/' : String(url), protocols);
      open.add(this);
      this.addEventListener('close', () => open.delete(this));
    }
  }
  vi.stubGlobal('WebSocket', TrackedWebSocket);
  return {
    cutNetwork() {
      offline = true;
      // 4000: an application's code, not a clean close, so realtime-js reports the channels' error
      open.forEach((socket) => socket.close(4000, 'test: network lost'));
    },
    restoreNetwork() {
      offline = false;
    },
  };
}

// The site and the media manager on a database built as hosted Supabase builds a project today:
// the platform's initial schema, the revoke of its default grants, then every migration
// (docs/hosted-platform.md, "Grants"). On a stand-in of its own, which is built that way, the
// site's reads run as the browser and the build run them (the modules of src/, with the
// publishable key, as anon), the live view joins its channels, and the edge functions write as
// the owner's journey in /admin makes them write (as service_role). A failure names the table
// and the role: PostgREST's message for a read, the function's own log for a write.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '#local/server.ts';
import { sweepOrphanMedia } from '#local/orphan-media-sweep.ts';
import {
  callFunction,
  DEFAULT_ADMIN,
  uniqueClientAddress,
  uploadForm,
  type CallOptions,
} from '#tests/support/edge-functions.ts';
import { requestFromAddress } from '#tests/support/loopback-request.ts';
import { makePng } from '#tests/support/test-images.ts';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';
import { SITE_LOCALE_IDS } from '#portable/site-locales.ts';

let local: LocalSupabase;
/** What the functions logged (the stand-in runs them in this process): their database errors. */
const logged: string[] = [];

beforeAll(async () => {
  local = await startLocalSupabase({ port: 0 });
  // the site's settings, as Vite gives them to src/config/env.ts
  vi.stubEnv('VITE_SUPABASE_URL', local.url);
  vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', local.publishableKey);
  const original = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
    original(...args);
  });
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await local?.close();
});

it('is built as a project created today: what postgres creates in public grants the API roles nothing', async () => {
  const { rows } = await local.db.pg.query<{ grantee: string; privileges: string }>(`
    select g.rolname as grantee, string_agg(a.privilege_type, ',' order by a.privilege_type) as privileges
    from pg_default_acl d
    cross join lateral aclexplode(d.defaclacl) a
    join pg_roles g on g.oid = a.grantee
    where d.defaclrole = 'postgres'::regrole and d.defaclnamespace = 'public'::regnamespace
      and g.rolname in ('anon', 'authenticated', 'service_role')
    group by g.rolname`);
  expect(rows).toEqual([]);
});

describe('the site’s reads, as anon', () => {
  it('reads everything each language’s page is built from, with the modules the browser and the build run', async () => {
    const { homeQueries } = await import('#src/features/home/api/home-queries.ts');
    const { getPublishedLocales } = await import('#src/features/home/api/get-published-locales.ts');
    const { readSiteRevision } = await import('#src/lib/site-revision.ts');
    const failures: string[] = [];
    for (const locale of SITE_LOCALE_IDS) {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      for (const [name, options] of Object.entries(homeQueries(locale))) {
        await queryClient.fetchQuery(options as never).catch((error: Error) => {
          failures.push(`anon could not select ${name} (${locale}): ${error.message}`);
        });
      }
    }
    const published = await getPublishedLocales().catch((error: Error) => {
      failures.push(`anon could not select the published languages: ${error.message}`);
    });
    const revision = await readSiteRevision().catch((error: Error) => {
      failures.push(`anon could not select the site revision: ${error.message}`);
    });
    expect(failures, failures.join('\n')).toEqual([]);
    expect(published).toEqual(['pt-PT']);
    expect(revision).toMatchObject({ revision: expect.any(Number) });
  });

  it('joins the live view’s channels and hears a change of each table', async () => {
    const { getSupabase } = await import('#src/lib/supabase-lazy.ts');
    const { subscribeToTableChanges } = await import('#src/lib/table-changes-channel.ts');
    const { realtime } = await getSupabase();
    const heard = new Map<string, string[]>();
    const stops: (() => void)[] = [];
    const tables = ['media_slots', 'videos', 'owner_documents'];
    try {
      await Promise.all(
        tables.map(
          (table) =>
            new Promise<void>((joined, failed) => {
              heard.set(table, []);
              stops.push(
                subscribeToTableChanges(realtime, {
                  channelName: `journey-${table}`,
                  table,
                  onChange: (reason) => {
                    heard.get(table)?.push(reason);
                    if (reason === 'subscribed') joined();
                  },
                  onError: () => failed(new Error(`anon could not join the channel of ${table}`)),
                }),
              );
            }),
        ),
      );
      const service = createClient(local.url, local.secretKey, { auth: { persistSession: false } });
      const now = new Date().toISOString();
      await service.from('media_slots').update({ updated_at: now }).eq('slot_name', 'global.logo');
      await service
        .from('videos')
        .update({ description: `mudou ${now}` })
        .eq('video_key', 'hero-main');
      const saved = await service.rpc('save_owner_document', {
        p_document: 'business-facts',
        p_locale: 'pt-PT',
        p_content: { name: 'Estofos Lisboa' },
      });
      expect(saved.error).toBeNull();
      await vi.waitFor(
        () => {
          for (const table of tables)
            expect(heard.get(table), `anon heard no change of ${table}`).toContain('change');
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      stops.forEach((stop) => stop());
    }
  });
});

describe('the functions’ writes, as service_role, through the owner’s journey in /admin', () => {
  /** Calls a function and expects `status`; otherwise fails with its answer and what it logged. */
  async function step(name: string, options: CallOptions, status: number) {
    const from = logged.length;
    const answer = await callFunction(name, { baseUrl: local.url, ...options });
    if (answer.status !== status) {
      const denied = logged
        .slice(from)
        .filter((line) => /permission denied|42501|Grant the required privileges/.test(line));
      throw new Error(
        `${name} answered ${answer.status} ${JSON.stringify(answer.body)}, not ${status}` +
          (denied.length > 0 ? `; as service_role it logged: ${denied.join(' | ')}` : ''),
      );
    }
    return answer.body;
  }

  it('signs in, uploads, deletes and restores an image, edits a video, the facts and the texts, publishes and withdraws the English page, counts, reads, signs out', async () => {
    const client = uniqueClientAddress();
    const signedIn = await step('admin-auth', { json: DEFAULT_ADMIN, client }, 200);
    const session = signedIn.sessionToken as string;
    const slotName = 'pages.faq.banner';

    await step('media-list', { method: 'GET', session }, 200);
    const uploaded = await step(
      'media-upload',
      { session, body: uploadForm({ file: { bytes: makePng(16, 12), name: 'faixa.png' }, slotName }) },
      201,
    );
    expect(uploaded.version).toMatchObject({ version_number: 1 });
    await step('media-delete', { method: 'DELETE', session, query: { slotName } }, 200);
    await step('media-restore', { session, json: { slotName, versionNumber: 1 } }, 200);

    await step('video-manager', { method: 'GET', session }, 200);
    await step(
      'video-manager',
      { session, json: { videoKey: 'hero-main', youtubeUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' } },
      200,
    );

    const facts = {
      name: 'Estofos Lisboa',
      whatsapp: '912 345 678',
      phone: '+351 210 000 000',
      email: 'geral@estofos.pt',
      streetAddress: '',
      postalCode: '1200-195',
      locality: 'Lisboa',
      openingHours: { Mo: null, Tu: null, We: null, Th: null, Fr: null, Sa: null, Su: null },
      social: { instagram: '', facebook: '', youtube: '', tiktok: '' },
      mapsUrl: 'https://maps.app.goo.gl/AbCdEf123',
      rating: 4.9,
      reviewCount: 87,
      reviews: [],
    };
    const saved = (await step('business-facts', { session, json: { facts } }, 200)).current as {
      version: number;
    };
    const restored = await step(
      'business-facts',
      { session, json: { action: 'restore', version: saved.version } },
      200,
    );
    expect(restored.current).toMatchObject({ version: saved.version + 1 });
    await step('business-facts', { method: 'GET', session }, 200);

    const texts = structuredClone(BUILT_IN_PAGE_TEXTS['pt-PT']);
    texts.faq.items[0]!.answer = 'Sim: enviamos um orçamento no mesmo dia.';
    const savedTexts = (await step('page-texts', { session, json: { texts } }, 200)).current as {
      version: number;
    };
    await step('page-texts', { session, json: { action: 'restore', version: savedTexts.version } }, 200);
    await step('page-texts', { method: 'GET', session }, 200);
    // the English page: its texts saved, then published and withdrawn
    const english = { locale: 'en-GB', texts: BUILT_IN_PAGE_TEXTS['en-GB'] };
    await step('page-texts', { session, json: english }, 200);
    await step('page-texts', { method: 'GET', session, query: { locale: 'en-GB' } }, 200);
    for (const published of [true, false]) {
      await step('page-texts', { session, json: { action: 'publish', locale: 'en-GB', published } }, 200);
    }

    // the page's beacons: a visit and a tap, then the numbers /admin shows
    for (const beacon of [{ kind: 'visit' }, { kind: 'tap', section: 'hero', channel: 'whatsapp' }]) {
      const answer = await requestFromAddress(
        uniqueClientAddress(),
        new URL(`${local.url}/functions/v1/contact-count`),
        {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 (iPhone)' },
          body: JSON.stringify(beacon),
        },
      );
      expect(answer.status, `contact-count ${beacon.kind}: ${answer.text}`).toBe(202);
    }
    const stats = await step('contact-stats', { method: 'GET', session }, 200);
    expect(stats.visits).toContainEqual(expect.objectContaining({ visits: 1 }));

    await step('site-build', { method: 'GET', session }, 200);
    await step('site-build', { session, json: {} }, 202);
    await step('seo-access', { json: { key: 'seo-local-1' }, client }, 200);
    await step('admin-auth', { json: { action: 'logout' }, session }, 200);

    // and the sweep of stored files no version points to (npm run sweep-orphan-media)
    const service = createClient(local.url, local.secretKey, { auth: { persistSession: false } });
    await expect(sweepOrphanMedia(service, 0, { dryRun: true })).resolves.toMatchObject({ removed: [] });
  }, 120_000);
});

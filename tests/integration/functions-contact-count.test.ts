// contact-count over HTTP against the real Deno function behind the stand-in, sent as the home
// page sends it (sendBeacon: POST, text/plain, no key) from loopback addresses of their own
// (the stand-in vouches for the address as the platform's edge does). The counts are today's
// (Lisbon) and shared by the tests of this file, which run one after the other: each test
// compares the counts before and after what it sends. The beacons name no language unless a
// test says so, as the Portuguese page built before the counts had one sends them.
import { describe, expect, inject, it } from 'vitest';
import { CONTACT_CHANNELS, CONTACT_SECTIONS } from '#portable/contact-count.ts';
import { lisbonDay, shiftDay } from '#portable/lisbon-day.ts';
import type { SiteLocale } from '#portable/site-locales.ts';
import {
  DAILY_VISIT_CEILING,
  SAMPLE_ONE_IN,
  TAP_BRAKE,
  VISIT_BRAKE,
} from '#functions/contact-count/counting-rules.ts';
import { serviceClient } from '#tests/support/clients.ts';
import { CONTACT_TABLES } from '#tests/support/contact-tables.ts';
import { uniqueClientAddress } from '#tests/support/edge-functions.ts';
import { requestFromAddress } from '#tests/support/loopback-request.ts';

const service = serviceClient();
const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const SITE = 'https://estofos.example.pt';

interface BeaconOptions {
  client?: string;
  userAgent?: string;
  contentType?: string;
  method?: string;
}

async function send(body: string | undefined, options: BeaconOptions = {}) {
  const headers: Record<string, string> = {
    origin: SITE,
    'user-agent': options.userAgent ?? PHONE_BROWSER,
    'content-type': options.contentType ?? 'text/plain;charset=UTF-8',
  };
  const answer = await requestFromAddress(
    options.client ?? uniqueClientAddress(),
    new URL(`${inject('supabaseUrl')}/functions/v1/contact-count`),
    { method: options.method ?? 'POST', headers, body },
  );
  return { ...answer, body: answer.text ? (JSON.parse(answer.text) as Record<string, unknown>) : {} };
}

const beacon = (value: unknown, options?: BeaconOptions) => send(JSON.stringify(value), options);
const visit = (options?: BeaconOptions) => beacon({ kind: 'visit' }, options);
const tap = (section: string, channel: string, options?: BeaconOptions) =>
  beacon({ kind: 'tap', section, channel }, options);

const today = () => lisbonDay(new Date());

/** Today's visits of `locale`'s page. */
async function todaysVisits(locale: SiteLocale = 'pt-PT') {
  const { data, error } = await service
    .from('contact_daily_visits')
    .select('*')
    .eq('day', today())
    .eq('locale', locale);
  expect(error).toBeNull();
  return data?.[0] ?? { visits: 0, visitors: 0, visitors_who_tapped: 0, estimated_visits: 0 };
}

/** Today's taps on `locale`'s page, by section/channel. */
async function todaysTaps(locale: SiteLocale = 'pt-PT'): Promise<Record<string, number>> {
  const { data, error } = await service
    .from('contact_daily_taps')
    .select('*')
    .eq('day', today())
    .eq('locale', locale);
  expect(error).toBeNull();
  return Object.fromEntries((data ?? []).map((row) => [`${row.section}/${row.channel}`, row.taps]));
}

/** Every count of today, in every language. */
async function todaysCounts() {
  const [visits, taps] = await Promise.all([
    service.from('contact_daily_visits').select('*').eq('day', today()).order('locale'),
    service
      .from('contact_daily_taps')
      .select('*')
      .eq('day', today())
      .order('locale')
      .order('section')
      .order('channel'),
  ]);
  expect(visits.error ?? taps.error).toBeNull();
  return [visits.data, taps.data];
}

function expectCors(headers: Headers) {
  expect(headers.get('access-control-allow-origin')).toBe('*');
}

describe('contact-count counts visits and visitors', () => {
  it('counts each visit, and each address + browser once a day as a visitor', async () => {
    const before = await todaysVisits();
    const home = uniqueClientAddress();
    const answers = [
      await visit({ client: home }),
      await visit({ client: home }),
      await visit({ client: home, userAgent: IPHONE_BROWSER }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ success: true });
      expectCors(answer.headers);
    }
    const after = await todaysVisits();
    expect(after.visits - before.visits).toBe(3);
    // the reload is the same visitor; the other browser on the same network is another
    expect(after.visitors - before.visitors).toBe(2);
  });

  it('does not count what says it is not a person: headless browsers, crawlers, scripts', async () => {
    const before = await todaysVisits();
    for (const userAgent of [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'curl/8.5.0',
      '',
    ]) {
      const answer = await visit({ userAgent });
      expect(answer.status, userAgent).toBe(202);
      expect((await tap('hero', 'whatsapp', { userAgent })).status).toBe(202);
    }
    expect(await todaysVisits()).toEqual(before);
  });
});

describe('contact-count counts taps per section and channel', () => {
  it('counts a tap in every section and channel of the page', async () => {
    const before = await todaysTaps();
    for (const section of CONTACT_SECTIONS) {
      for (const channel of CONTACT_CHANNELS) {
        expect((await tap(section, channel)).status).toBe(202);
      }
    }
    const after = await todaysTaps();
    for (const section of CONTACT_SECTIONS) {
      for (const channel of CONTACT_CHANNELS) {
        const key = `${section}/${channel}`;
        expect(after[key], key).toBe((before[key] ?? 0) + 1);
      }
    }
  });

  it('counts a visitor who tapped once a day, however often they tap', async () => {
    const visitor = uniqueClientAddress();
    await visit({ client: visitor });
    const before = await todaysVisits();
    await tap('services', 'whatsapp', { client: visitor });
    await tap('services', 'whatsapp', { client: visitor });
    await tap('hero', 'call', { client: visitor });
    const after = await todaysVisits();
    expect(after.visitors_who_tapped - before.visitors_who_tapped).toBe(1);
    expect(after.visitors - before.visitors).toBe(0);
  });

  it('counts a visitor whose visit was not counted when they tap', async () => {
    const before = await todaysVisits();
    await tap('faq', 'whatsapp');
    const after = await todaysVisits();
    expect(after.visitors - before.visitors).toBe(1);
    expect(after.visitors_who_tapped - before.visitors_who_tapped).toBe(1);
  });
});

describe('contact-count counts each language apart', () => {
  it("counts a visit and a tap with the language of their page, apart from the other's", async () => {
    const [ptVisits, ptTaps, enVisits, enTaps] = [
      await todaysVisits('pt-PT'),
      await todaysTaps('pt-PT'),
      await todaysVisits('en-GB'),
      await todaysTaps('en-GB'),
    ];
    const tourist = uniqueClientAddress();
    expect((await beacon({ kind: 'visit', locale: 'en-GB' }, { client: tourist })).status).toBe(202);
    const tapped = await beacon(
      { kind: 'tap', locale: 'en-GB', section: 'services', channel: 'whatsapp' },
      { client: tourist },
    );
    expect(tapped.status).toBe(202);

    const [afterVisits, afterTaps] = [await todaysVisits('en-GB'), await todaysTaps('en-GB')];
    expect(afterVisits.visits - enVisits.visits).toBe(1);
    expect(afterVisits.visitors - enVisits.visitors).toBe(1);
    expect(afterVisits.visitors_who_tapped - enVisits.visitors_who_tapped).toBe(1);
    expect((afterTaps['services/whatsapp'] ?? 0) - (enTaps['services/whatsapp'] ?? 0)).toBe(1);
    // nothing of it on the Portuguese page
    expect(await todaysVisits('pt-PT')).toEqual(ptVisits);
    expect(await todaysTaps('pt-PT')).toEqual(ptTaps);
  });

  it('counts a beacon without a language, from a page built before, as the Portuguese page’s', async () => {
    const [ptVisits, ptTaps, enVisits] = [
      await todaysVisits('pt-PT'),
      await todaysTaps('pt-PT'),
      await todaysVisits('en-GB'),
    ];
    await visit();
    await tap('faq', 'call');
    expect((await todaysVisits('pt-PT')).visits - ptVisits.visits).toBe(1);
    expect(((await todaysTaps('pt-PT'))['faq/call'] ?? 0) - (ptTaps['faq/call'] ?? 0)).toBe(1);
    expect(await todaysVisits('en-GB')).toEqual(enVisits);
  });

  it('counts someone who reads both pages on one day as a visitor of each, once', async () => {
    const [pt, en] = [await todaysVisits('pt-PT'), await todaysVisits('en-GB')];
    const reader = uniqueClientAddress();
    await beacon({ kind: 'visit', locale: 'pt-PT' }, { client: reader });
    await beacon({ kind: 'visit', locale: 'en-GB' }, { client: reader });
    await beacon({ kind: 'visit', locale: 'en-GB' }, { client: reader });
    await beacon({ kind: 'tap', locale: 'en-GB', section: 'hero', channel: 'call' }, { client: reader });
    const [ptAfter, enAfter] = [await todaysVisits('pt-PT'), await todaysVisits('en-GB')];
    expect(ptAfter.visits - pt.visits).toBe(1);
    expect(ptAfter.visitors - pt.visitors).toBe(1);
    expect(enAfter.visits - en.visits).toBe(2);
    expect(enAfter.visitors - en.visitors).toBe(1);
    // they tapped on the English page: a visitor who tapped there, not on the Portuguese one
    expect(enAfter.visitors_who_tapped - en.visitors_who_tapped).toBe(1);
    expect(ptAfter.visitors_who_tapped - pt.visitors_who_tapped).toBe(0);
  });

  it('refuses a language the site does not have, saying which it has', async () => {
    const answer = await beacon({ kind: 'visit', locale: 'fr-FR' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, error: 'Língua desconhecida (pt-PT ou en-GB).' });
    expectCors(answer.headers);
  });
});

describe('one address cannot inflate the numbers', () => {
  it('counts 5 of a flood of 1,000 taps from one address in a minute', async () => {
    const flooder = uniqueClientAddress();
    const before = await todaysTaps();
    const statuses: number[] = [];
    const started = Date.now();
    for (let sent = 0; sent < 1000; sent += 25) {
      const batch = await Promise.all(
        Array.from({ length: 25 }, () => tap('reasons', 'whatsapp', { client: flooder })),
      );
      statuses.push(...batch.map((answer) => answer.status));
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    // the sender is told nothing
    expect(new Set(statuses)).toEqual(new Set([202]));
    const after = await todaysTaps();
    expect((after['reasons/whatsapp'] ?? 0) - (before['reasons/whatsapp'] ?? 0)).toBe(TAP_BRAKE.perMinute);
  }, 180_000);

  it('counts at most 10 of a burst of reloads from one address, and the other browsers on it too', async () => {
    const network = uniqueClientAddress();
    const before = await todaysVisits();
    await Promise.all(Array.from({ length: 40 }, () => visit({ client: network })));
    await visit({ client: network, userAgent: IPHONE_BROWSER });
    const after = await todaysVisits();
    expect(after.visits - before.visits).toBe(VISIT_BRAKE.perMinute);
  });

  it('keeps the brake on a flood of taps that changes its browser and its claimed address', async () => {
    const flooder = uniqueClientAddress();
    const before = await todaysTaps();
    for (let sent = 0; sent < 12; sent++) {
      await tap('portfolio', 'call', {
        client: flooder,
        userAgent: `${PHONE_BROWSER} v${sent}`,
      });
    }
    const after = await todaysTaps();
    expect((after['portfolio/call'] ?? 0) - (before['portfolio/call'] ?? 0)).toBe(TAP_BRAKE.perMinute);
  });

  it('brakes each address on its own: another address still counts', async () => {
    const before = await todaysTaps();
    const flooder = uniqueClientAddress();
    for (let sent = 0; sent < 8; sent++) await tap('waterproofing', 'call', { client: flooder });
    await tap('waterproofing', 'call');
    const after = await todaysTaps();
    expect((after['waterproofing/call'] ?? 0) - (before['waterproofing/call'] ?? 0)).toBe(
      TAP_BRAKE.perMinute + 1,
    );
  });
});

describe('contact-count refuses anything but a known beacon, with a 4xx and CORS', () => {
  const refusals: Array<[string, () => ReturnType<typeof send>, number]> = [
    ['an unknown section', () => tap('how-it-works', 'whatsapp'), 400],
    ['a section spelled otherwise', () => tap('Hero', 'whatsapp'), 400],
    ['an unknown channel', () => tap('hero', 'sms'), 400],
    ['a tap without a channel', () => beacon({ kind: 'tap', section: 'hero' }), 400],
    ['an unknown kind', () => beacon({ kind: 'pageview' }), 400],
    ['an extra field', () => beacon({ kind: 'visit', visitorId: 'abc' }), 400],
    ['an unknown language', () => beacon({ kind: 'visit', locale: 'fr-FR' }), 400],
    [
      'a language spelled otherwise',
      () => beacon({ kind: 'tap', locale: 'en-gb', section: 'hero', channel: 'call' }),
      400,
    ],
    ['a language that is not a string', () => beacon({ kind: 'visit', locale: ['en-GB'] }), 400],
    ['a section with a NUL', () => tap('hero\u0000', 'call'), 400],
    [
      'a section with a lone surrogate',
      () => send('{"kind":"tap","section":"\\ud800","channel":"call"}'),
      400,
    ],
    ['a body that is not JSON', () => send('kind=visit'), 400],
    ['a JSON array', () => send('[{"kind":"visit"}]'), 400],
    ['an empty body', () => send(undefined), 400],
    ['a body over 256 bytes', () => beacon({ kind: 'visit', padding: 'x'.repeat(300) }), 413],
    ['a body of a megabyte', () => send(`{"kind":"visit","x":"${'x'.repeat(1_000_000)}"}`), 413],
    ['a form', () => send('kind=visit', { contentType: 'application/x-www-form-urlencoded' }), 415],
    ['GET', () => send(undefined, { method: 'GET' }), 405],
    ['PUT', () => beacon({ kind: 'visit' }, { method: 'PUT' }), 405],
    ['DELETE', () => send(undefined, { method: 'DELETE' }), 405],
  ];

  it.each(refusals)('refuses %s', async (_what, request, status) => {
    const before = await todaysCounts();
    const answer = await request();
    expect(answer.status).toBe(status);
    expect(answer.body.success).toBe(false);
    expect(answer.body.error).toEqual(expect.any(String));
    expectCors(answer.headers);
    expect(await todaysCounts()).toEqual(before);
  });

  it('names the allowed method on a 405', async () => {
    const answer = await send(undefined, { method: 'GET' });
    expect(answer.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('answers the preflight of a script that sends JSON', async () => {
    const response = await fetch(`${inject('supabaseUrl')}/functions/v1/contact-count`, {
      method: 'OPTIONS',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expectCors(response.headers);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/);
  });
});

describe('nothing personal is kept', () => {
  it('stores neither the address nor the browser, only salted hashes of the day', async () => {
    const address = uniqueClientAddress();
    const userAgent = `${PHONE_BROWSER} marker-${address}`;
    await visit({ client: address, userAgent });
    await tap('footer', 'call', { client: address, userAgent });

    for (const table of CONTACT_TABLES) {
      const { data, error } = await service.from(table).select('*');
      expect(error).toBeNull();
      const stored = JSON.stringify(data);
      expect(stored, table).not.toContain(address);
      expect(stored, table).not.toContain('marker');
    }
    // one salt, today's; the hashes are 128-bit hex
    const salts = await service.from('contact_counting_salts').select('day');
    expect(salts.data).toEqual([{ day: today() }]);
    const visitors = await service.from('contact_day_visitors').select('day, visitor');
    for (const row of visitors.data ?? []) expect(row.visitor).toMatch(/^[0-9a-f]{32}$/);
  });

  it('does not count a beacon that arrives once its day is over: its salt is gone', async () => {
    await visit(); // today's salt exists
    const late = await service.rpc('contact_counting_salt', {
      p_day: shiftDay(today(), -1),
      p_candidate: 'e'.repeat(64),
    });
    expect(late.error).toBeNull();
    expect(late.data).toBeNull();
    const salts = await service.from('contact_counting_salts').select('day');
    expect(salts.data).toEqual([{ day: today() }]);
  });
});

/** Sets today's visits of the Portuguese page: to the ceiling, as on a viral day, or back. */
function setTodaysPortugueseVisits(visits: number) {
  return service.from('contact_daily_visits').update({ visits }).eq('day', today()).eq('locale', 'pt-PT');
}

describe('beyond the daily ceiling', () => {
  it('samples visit beacons, and never the taps', async () => {
    await visit(); // today has a row
    const start = await todaysVisits();
    // a viral day: today already has the ceiling's visits
    const setCeiling = await setTodaysPortugueseVisits(DAILY_VISIT_CEILING);
    expect(setCeiling.error).toBeNull();
    try {
      const tapsBefore = await todaysTaps();
      // from different addresses, so the flood brake is not what holds them back
      await Promise.all(Array.from({ length: 60 }, () => visit()));
      await tap('header', 'whatsapp');
      const after = await todaysVisits();
      const added = after.visits - DAILY_VISIT_CEILING;
      // only sampled beacons wrote, each for SAMPLE_ONE_IN visits, all marked as estimated
      expect(added % SAMPLE_ONE_IN).toBe(0);
      // about one in ten of the 60 (more than 25 has a chance of about 1e-10)
      expect(added / SAMPLE_ONE_IN).toBeLessThanOrEqual(25);
      expect(after.estimated_visits - start.estimated_visits).toBe(added);
      // visitors are no longer told apart, except those who tap
      expect(after.visitors - start.visitors).toBe(1);
      const tapsAfter = await todaysTaps();
      expect((tapsAfter['header/whatsapp'] ?? 0) - (tapsBefore['header/whatsapp'] ?? 0)).toBe(1);
    } finally {
      const now = await todaysVisits();
      await setTodaysPortugueseVisits(start.visits + (now.visits - DAILY_VISIT_CEILING));
    }
  });

  it("is the day's, every language together: the English page's visits are sampled too", async () => {
    await visit(); // today has a Portuguese row
    const start = await todaysVisits('pt-PT');
    const english = await todaysVisits('en-GB');
    // the Portuguese page alone reached the ceiling
    const setCeiling = await setTodaysPortugueseVisits(DAILY_VISIT_CEILING);
    expect(setCeiling.error).toBeNull();
    try {
      await Promise.all(Array.from({ length: 60 }, () => beacon({ kind: 'visit', locale: 'en-GB' })));
      const after = await todaysVisits('en-GB');
      const added = after.visits - english.visits;
      expect(added % SAMPLE_ONE_IN).toBe(0);
      expect(added / SAMPLE_ONE_IN).toBeLessThanOrEqual(25);
      expect(after.estimated_visits - english.estimated_visits).toBe(added);
      // not counted one by one: none of the 60 became a visitor
      expect(after.visitors - english.visitors).toBe(0);
    } finally {
      await setTodaysPortugueseVisits(start.visits);
    }
  });
});

// Row level security of the contact counters: anon (the site's key) can neither read them nor
// write them, nor call the functions that count; only the contact-count function writes, with
// the service role.
import { describe, expect, it } from 'vitest';
import { lisbonDay } from '#portable/lisbon-day.ts';
import { anonClient, serviceClient } from '#tests/support/clients.ts';
import { CONTACT_TABLES } from '#tests/support/contact-tables.ts';

const anon = anonClient();
const day = lisbonDay(new Date());
const HASH = 'd'.repeat(32);

describe('anon and the contact counters', () => {
  it.each(CONTACT_TABLES)('reads nothing of %s', async (table) => {
    const { data, error, status } = await anon.from(table).select('*');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501' });
  });

  const writes: Array<[string, () => PromiseLike<{ error: unknown; status: number }>]> = [
    [
      'insert taps',
      () =>
        anon
          .from('contact_daily_taps')
          .insert({ day, locale: 'en-GB', section: 'hero', channel: 'call', taps: 99 }),
    ],
    ['update taps', () => anon.from('contact_daily_taps').update({ taps: 99 }).eq('day', day)],
    ['delete taps', () => anon.from('contact_daily_taps').delete().eq('day', day)],
    [
      'insert visits',
      () => anon.from('contact_daily_visits').insert({ day: '2020-01-01', locale: 'en-GB', visits: 99 }),
    ],
    ['update visits', () => anon.from('contact_daily_visits').update({ visits: 99 }).eq('day', day)],
    [
      'insert a salt',
      () => anon.from('contact_counting_salts').insert({ day: '2020-01-01', salt: 'a'.repeat(64) }),
    ],
    [
      'count a tap directly',
      () =>
        anon.rpc('count_contact_tap', {
          p_day: day,
          p_locale: 'en-GB',
          p_visitor: HASH,
          p_address: HASH,
          p_section: 'hero',
          p_channel: 'call',
          p_per_minute: 1000,
          p_per_day: 1000,
        }),
    ],
    [
      'count a visit directly',
      () =>
        anon.rpc('count_contact_visit', {
          p_day: day,
          p_locale: 'en-GB',
          p_visitor: HASH,
          p_address: HASH,
          p_daily_ceiling: 1000,
          p_sampled: true,
          p_sample_weight: 1000,
          p_per_minute: 1000,
          p_per_day: 1000,
        }),
    ],
    ['read the salt', () => anon.rpc('contact_counting_salt', { p_day: day, p_candidate: 'a'.repeat(64) })],
    ['forget the counts', () => anon.rpc('forget_past_contact_days', { p_today: '2100-01-01' })],
  ];

  it.each(writes)('may not %s (42501, 401)', async (_what, write) => {
    const { error, status } = await write();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501' });
  });

  it('the service role reads them', async () => {
    const service = serviceClient();
    for (const table of CONTACT_TABLES) {
      const { error } = await service.from(table).select('*').limit(1);
      expect(error, table).toBeNull();
    }
  });
});

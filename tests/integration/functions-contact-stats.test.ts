// contact-stats over HTTP against the real Deno function: the admin's read of the daily counts
// per language (last 30 Lisbon days), and the deletion of what is kept only for a day once the
// day is over.
import { describe, expect, it } from 'vitest';
import { lisbonDay, shiftDay } from '#portable/lisbon-day.ts';
import { serviceClient } from '#tests/support/clients.ts';
import { callFunction, login } from '#tests/support/edge-functions.ts';

const service = serviceClient();
const today = () => lisbonDay(new Date());
const HASH = (digit: string) => digit.repeat(32);

describe('contact-stats', () => {
  it('refuses a read without a session (401, with CORS)', async () => {
    const answer = await callFunction('contact-stats', { method: 'GET' });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect((await callFunction('contact-stats', { method: 'POST', json: {} })).status).toBe(405);
  });

  it('answers the last 30 days, today included, per language, and nothing older', async () => {
    // days no other test counts on: 29 days ago is the oldest listed, 30 days ago is not
    const oldest = shiftDay(today(), -29);
    const tooOld = shiftDay(today(), -30);
    for (const day of [oldest, tooOld]) {
      await service.from('contact_daily_visits').delete().eq('day', day);
      await service.from('contact_daily_taps').delete().eq('day', day);
      const visits = await service.from('contact_daily_visits').insert([
        { day, locale: 'pt-PT', visits: 12, visitors: 9, visitors_who_tapped: 2, estimated_visits: 0 },
        { day, locale: 'en-GB', visits: 4, visitors: 3, visitors_who_tapped: 1, estimated_visits: 0 },
      ]);
      expect(visits.error).toBeNull();
      const taps = await service.from('contact_daily_taps').insert([
        { day, locale: 'pt-PT', section: 'services', channel: 'whatsapp', taps: 3 },
        { day, locale: 'pt-PT', section: 'hero', channel: 'call', taps: 1 },
        { day, locale: 'en-GB', section: 'services', channel: 'whatsapp', taps: 2 },
      ]);
      expect(taps.error).toBeNull();
    }

    const answer = await callFunction('contact-stats', { method: 'GET', session: await login() });
    expect(answer.status).toBe(200);
    expect(answer.body.today).toBe(today());
    const visits = answer.body.visits as Array<{ day: string }>;
    const taps = answer.body.taps as Array<{ day: string }>;
    // each language's figures of the day, in the order of their tags
    expect(visits.filter((row) => row.day === oldest)).toEqual([
      { day: oldest, locale: 'en-GB', visits: 4, visitors: 3, visitorsWhoTapped: 1, estimatedVisits: 0 },
      { day: oldest, locale: 'pt-PT', visits: 12, visitors: 9, visitorsWhoTapped: 2, estimatedVisits: 0 },
    ]);
    const oldestTaps = taps.filter((row) => row.day === oldest);
    expect(oldestTaps).toHaveLength(3);
    expect(oldestTaps).toEqual(
      expect.arrayContaining([
        { day: oldest, locale: 'pt-PT', section: 'hero', channel: 'call', taps: 1 },
        { day: oldest, locale: 'pt-PT', section: 'services', channel: 'whatsapp', taps: 3 },
        { day: oldest, locale: 'en-GB', section: 'services', channel: 'whatsapp', taps: 2 },
      ]),
    );
    expect([...visits, ...taps].every((row) => row.day >= oldest && row.day <= today())).toBe(true);
  });

  it('deletes the salts, visitor hashes and brakes of past days, and aggregates older than 25 months', async () => {
    const yesterday = shiftDay(today(), -1);
    const longAgo = shiftDay(today(), -800);
    const twoYearsAgo = shiftDay(today(), -730);
    await service.from('contact_counting_salts').delete().eq('day', yesterday);
    expect(
      (await service.from('contact_counting_salts').insert({ day: yesterday, salt: 'a'.repeat(64) })).error,
    ).toBeNull();
    expect(
      (
        await service
          .from('contact_day_visitors')
          .insert({ day: yesterday, locale: 'en-GB', visitor: HASH('b') })
      ).error,
    ).toBeNull();
    expect(
      (
        await service.from('contact_day_brakes').insert({
          day: yesterday,
          kind: 'tap',
          address: HASH('c'),
          window_started_at: new Date().toISOString(),
        })
      ).error,
    ).toBeNull();
    for (const day of [longAgo, twoYearsAgo]) {
      await service.from('contact_daily_visits').delete().eq('day', day);
      expect(
        (await service.from('contact_daily_visits').insert({ day, locale: 'pt-PT', visits: 1 })).error,
      ).toBeNull();
    }

    const answer = await callFunction('contact-stats', { method: 'GET', session: await login() });
    expect(answer.status).toBe(200);

    for (const table of ['contact_counting_salts', 'contact_day_visitors', 'contact_day_brakes'] as const) {
      const { data, error } = await service.from(table).select('day').lt('day', today());
      expect(error).toBeNull();
      expect(data, table).toEqual([]);
    }
    const kept = await service.from('contact_daily_visits').select('day').in('day', [longAgo, twoYearsAgo]);
    expect(kept.data).toEqual([{ day: twoYearsAgo }]);
  });
});

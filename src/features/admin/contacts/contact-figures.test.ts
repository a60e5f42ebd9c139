import { describe, expect, it } from 'vitest';
import type { ContactStats } from '#portable/contact-stats.ts';
import { hasTaps, periodFigures, tapsByDay, tapsBySection } from './contact-figures.ts';

// the same day's figures split between the languages' pages, as contact-stats answers them
const STATS: ContactStats = {
  today: '2026-11-27',
  visits: [
    {
      day: '2026-11-27',
      locale: 'pt-PT',
      visits: 34,
      visitors: 26,
      visitorsWhoTapped: 2,
      estimatedVisits: 0,
    },
    { day: '2026-11-27', locale: 'en-GB', visits: 6, visitors: 4, visitorsWhoTapped: 1, estimatedVisits: 0 },
    {
      day: '2026-11-25',
      locale: 'pt-PT',
      visits: 20,
      visitors: 10,
      visitorsWhoTapped: 2,
      estimatedVisits: 0,
    },
    {
      day: '2026-11-10',
      locale: 'pt-PT',
      visits: 100,
      visitors: 60,
      visitorsWhoTapped: 5,
      estimatedVisits: 10,
    },
  ],
  taps: [
    { day: '2026-11-27', locale: 'pt-PT', section: 'services', channel: 'whatsapp', taps: 1 },
    { day: '2026-11-27', locale: 'en-GB', section: 'services', channel: 'whatsapp', taps: 1 },
    { day: '2026-11-27', locale: 'en-GB', section: 'hero', channel: 'call', taps: 1 },
    { day: '2026-11-21', locale: 'pt-PT', section: 'services', channel: 'whatsapp', taps: 4 },
    { day: '2026-11-10', locale: 'pt-PT', section: 'faq', channel: 'whatsapp', taps: 7 },
    { day: '2026-10-28', locale: 'pt-PT', section: 'faq', channel: 'whatsapp', taps: 50 },
    { day: '2026-10-28', locale: 'en-GB', section: 'faq', channel: 'call', taps: 50 },
  ],
};

describe('periodFigures', () => {
  it('adds up today, the last 7 days (from 21 to 27) and the last 30 days, every language together', () => {
    expect(periodFigures(STATS, 'today')).toEqual({
      visits: 40,
      visitors: 30,
      whatsapp: 2,
      calls: 1,
      visitorsWhoTapped: 3,
      tapShare: 0.1,
      estimatedVisits: 0,
    });
    expect(periodFigures(STATS, 'week')).toMatchObject({ visits: 60, visitors: 40, whatsapp: 6, calls: 1 });
    // 28 October is the 31st day back: left out
    expect(periodFigures(STATS, 'month')).toMatchObject({
      visits: 160,
      visitors: 100,
      whatsapp: 13,
      calls: 1,
      visitorsWhoTapped: 10,
      tapShare: 0.1,
      estimatedVisits: 10,
    });
  });

  it("gives one language's page's figures alone", () => {
    expect(periodFigures(STATS, 'month', 'en-GB')).toEqual({
      visits: 6,
      visitors: 4,
      whatsapp: 1,
      calls: 1,
      visitorsWhoTapped: 1,
      tapShare: 0.25,
      estimatedVisits: 0,
    });
    expect(periodFigures(STATS, 'month', 'pt-PT')).toMatchObject({
      visits: 154,
      visitors: 96,
      whatsapp: 12,
      calls: 0,
      visitorsWhoTapped: 9,
      estimatedVisits: 10,
    });
    expect(periodFigures(STATS, 'today', 'pt-PT')).toMatchObject({ visits: 34, whatsapp: 1, calls: 0 });
  });

  it('has no share without visitors, and never more than all of them', () => {
    expect(periodFigures({ today: '2026-11-27', visits: [], taps: [] }, 'today').tapShare).toBeNull();
    const odd: ContactStats = {
      today: '2026-11-27',
      visits: [
        {
          day: '2026-11-27',
          locale: 'pt-PT',
          visits: 1,
          visitors: 1,
          visitorsWhoTapped: 2,
          estimatedVisits: 0,
        },
      ],
      taps: [],
    };
    expect(periodFigures(odd, 'today').tapShare).toBe(1);
  });
});

describe('tapsBySection', () => {
  it('lists every section in page order with the period taps', () => {
    expect(tapsBySection(STATS, 'today')).toEqual([
      { section: 'header', whatsapp: 0, calls: 0 },
      { section: 'hero', whatsapp: 0, calls: 1 },
      { section: 'services', whatsapp: 2, calls: 0 },
      { section: 'portfolio', whatsapp: 0, calls: 0 },
      { section: 'waterproofing', whatsapp: 0, calls: 0 },
      { section: 'reasons', whatsapp: 0, calls: 0 },
      { section: 'faq', whatsapp: 0, calls: 0 },
      { section: 'footer', whatsapp: 0, calls: 0 },
    ]);
    expect(tapsBySection(STATS, 'month').find((row) => row.section === 'faq')).toEqual({
      section: 'faq',
      whatsapp: 7,
      calls: 0,
    });
  });
});

describe('tapsByDay', () => {
  it('gives each of the last 30 days, oldest first, with zeros where nothing was counted', () => {
    const days = tapsByDay(STATS);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-10-29', whatsapp: 0, calls: 0 });
    expect(days.at(-1)).toEqual({ day: '2026-11-27', whatsapp: 2, calls: 1 });
    expect(days.find((day) => day.day === '2026-11-10')).toEqual({
      day: '2026-11-10',
      whatsapp: 7,
      calls: 0,
    });
  });
});

describe('hasTaps', () => {
  it('is false while no tap was counted', () => {
    expect(hasTaps(STATS)).toBe(true);
    expect(hasTaps({ ...STATS, taps: [] })).toBe(false);
  });
});

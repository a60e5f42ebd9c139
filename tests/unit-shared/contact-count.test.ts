import { describe, expect, it } from 'vitest';
import { readContactBeacon } from '#portable/contact-count.ts';
import { daysEndingWith, lisbonDay, shiftDay } from '#portable/lisbon-day.ts';
import { isCountedBrowser } from '#functions/contact-count/counted-browser.ts';
import { countingAddress } from '#functions/contact-count/counting-address.ts';
import { inVisitSample, SAMPLE_ONE_IN } from '#functions/contact-count/counting-rules.ts';
import { randomSalt, visitorKeys } from '#functions/contact-count/visitor-keys.ts';

describe('readContactBeacon', () => {
  it('reads a visit and a tap with the language of their page', () => {
    expect(readContactBeacon({ kind: 'visit', locale: 'en-GB' })).toEqual({ kind: 'visit', locale: 'en-GB' });
    expect(readContactBeacon({ kind: 'tap', locale: 'pt-PT', section: 'faq', channel: 'call' })).toEqual({
      kind: 'tap',
      locale: 'pt-PT',
      section: 'faq',
      channel: 'call',
    });
  });

  it('reads a beacon without a language, as pages built before sent, as the base language’s', () => {
    expect(readContactBeacon({ kind: 'visit' })).toEqual({ kind: 'visit', locale: 'pt-PT' });
    expect(readContactBeacon({ kind: 'tap', section: 'hero', channel: 'whatsapp' })).toEqual({
      kind: 'tap',
      locale: 'pt-PT',
      section: 'hero',
      channel: 'whatsapp',
    });
  });

  it.each([
    [null, 'objeto JSON'],
    [[{ kind: 'visit' }], 'objeto JSON'],
    ['visit', 'objeto JSON'],
    [{}, 'Tipo de contagem desconhecido'],
    [{ kind: 'tap', section: 'reviews', channel: 'call' }, 'Secção desconhecida'],
    [{ kind: 'tap', section: '__proto__', channel: 'call' }, 'Secção desconhecida'],
    [{ kind: 'tap', section: 'hero', channel: 'tel' }, 'Canal desconhecido'],
    [{ kind: 'tap', section: 'hero' }, 'Canal desconhecido'],
    [{ kind: 'visit', section: 'hero' }, 'Campo desconhecido: section'],
    [{ kind: 'tap', section: 'hero', channel: 'call', at: 1 }, 'Campo desconhecido: at'],
    [{ kind: 'visit', '<script>\u0000': 1 }, 'Campo desconhecido.'],
    [{ kind: 'tap', section: 'hero\u0000', channel: 'call' }, 'Secção desconhecida'],
    [{ kind: 'visit', locale: 'fr-FR' }, 'Língua desconhecida (pt-PT ou en-GB).'],
    [{ kind: 'visit', locale: 'en' }, 'Língua desconhecida'],
    [{ kind: 'visit', locale: 'EN-gb' }, 'Língua desconhecida'],
    [{ kind: 'visit', locale: null }, 'Língua desconhecida'],
    [{ kind: 'visit', locale: '__proto__' }, 'Língua desconhecida'],
    [{ kind: 'tap', locale: 'de-DE', section: 'hero', channel: 'call' }, 'Língua desconhecida'],
    [{ kind: 'visit', locale: 'en-GB', page: '/en/' }, 'Campo desconhecido: page'],
  ])('refuses %j', (value, message) => {
    const result = readContactBeacon(value);
    expect(result).toEqual({ problem: expect.stringContaining(message) });
  });
});

describe('Lisbon days', () => {
  it('starts the day at midnight in Lisbon, in winter (UTC) and in summer (UTC+1)', () => {
    expect(lisbonDay(new Date('2026-01-15T23:59:59Z'))).toBe('2026-01-15');
    expect(lisbonDay(new Date('2026-01-16T00:00:00Z'))).toBe('2026-01-16');
    expect(lisbonDay(new Date('2026-07-15T22:59:59Z'))).toBe('2026-07-15');
    expect(lisbonDay(new Date('2026-07-15T23:00:00Z'))).toBe('2026-07-16');
  });

  it('shifts calendar days across months, years and the clock changes', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-29', 1)).toBe('2026-03-30');
    expect(shiftDay('2026-10-25', -29)).toBe('2026-09-26');
  });

  it('lists the days that end with a day, oldest first', () => {
    expect(daysEndingWith('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysEndingWith('2026-11-27', 30)).toHaveLength(30);
    expect(daysEndingWith('2026-11-27', 30)[0]).toBe('2026-10-29');
  });
});

describe('isCountedBrowser', () => {
  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  ])('counts a browser: %s', (userAgent) => {
    expect(isCountedBrowser(userAgent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'Mozilla/5.0 (compatible; SomeCrawler/1.0)',
    'curl/8.5.0',
    'python-requests/2.32.3',
    '',
  ])('does not count: %s', (userAgent) => {
    expect(isCountedBrowser(userAgent)).toBe(false);
  });
});

describe('countingAddress', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(countingAddress('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    const network = '2001:db8:85a3:42::/64';
    expect(countingAddress('2001:db8:85a3:42:1:2:3:4')).toBe(network);
    expect(countingAddress('2001:0DB8:85a3:0042:ffff::9')).toBe(network);
    expect(countingAddress('2001:db8:85a3:42::1%eth0')).toBe(network);
    expect(countingAddress('::1')).toBe('0:0:0:0::/64');
    expect(countingAddress('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('keeps what is not an address as it is', () => {
    expect(countingAddress('desconhecido')).toBe('desconhecido');
    expect(countingAddress('1:2:3')).toBe('1:2:3');
    expect(countingAddress('1::2::3')).toBe('1::2::3');
    expect(countingAddress('zz::1')).toBe('zz::1');
  });
});

describe('visitorKeys', () => {
  const browser = 'Mozilla/5.0 (iPhone)';

  it('gives a visitor and an address key of 128 bits, the same all day', async () => {
    const salt = randomSalt();
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    const keys = await visitorKeys(salt, '203.0.113.7', browser);
    expect(keys.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.address).toMatch(/^[0-9a-f]{32}$/);
    expect(await visitorKeys(salt, '203.0.113.7', browser)).toEqual(keys);
  });

  it('tells browsers apart but not for the brake, and links nothing across days', async () => {
    const salt = randomSalt();
    const phone = await visitorKeys(salt, '203.0.113.7', browser);
    const laptop = await visitorKeys(salt, '203.0.113.7', 'Mozilla/5.0 (X11)');
    expect(laptop.visitor).not.toBe(phone.visitor);
    expect(laptop.address).toBe(phone.address);
    const tomorrow = await visitorKeys(randomSalt(), '203.0.113.7', browser);
    expect(tomorrow.visitor).not.toBe(phone.visitor);
    expect(tomorrow.address).not.toBe(phone.address);
  });
});

describe('inVisitSample', () => {
  it(`takes one visit beacon in ${SAMPLE_ONE_IN}`, () => {
    expect(inVisitSample(() => 0)).toBe(true);
    expect(inVisitSample(() => 0.0999)).toBe(true);
    expect(inVisitSample(() => 0.1)).toBe(false);
    expect(inVisitSample(() => 0.99)).toBe(false);
  });
});

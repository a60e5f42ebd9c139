import { describe, expect, it } from 'vitest';
import { refreshTimesAgo, TIME_AGO_ATTRIBUTE } from './refresh-times-ago.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('refreshTimesAgo', () => {
  it('counts the dates the build wrote again from now, and leaves other times alone', () => {
    document.body.innerHTML = `
      <time datetime="2026-11-01" ${TIME_AGO_ATTRIBUTE}>há 2 dias</time>
      <time datetime="2026-11-01">1 de novembro</time>`;
    refreshTimesAgo(document, { now: NOW, lang: 'pt-PT' });
    const [counted, plain] = document.querySelectorAll('time');
    expect(counted?.textContent).toBe('há 3 semanas');
    expect(plain?.textContent).toBe('1 de novembro');
  });

  it("counts them in the page's language, by default its <html lang>", () => {
    document.documentElement.lang = 'en';
    document.body.innerHTML = `<time datetime="2026-11-01" ${TIME_AGO_ATTRIBUTE}>3 weeks ago</time>`;
    refreshTimesAgo(document, { now: NOW });
    expect(document.querySelector('time')?.textContent).toBe('3 weeks ago');
    document.documentElement.lang = 'pt-PT';
    refreshTimesAgo(document, { now: NOW });
    expect(document.querySelector('time')?.textContent).toBe('há 3 semanas');
  });

  it('keeps the text of a date that reads the same as when the page was built, and counts the others', () => {
    // built on the 22nd: the 1st was 3 weeks ago then and still is; the 12th was 1 week ago, now 2
    document.body.innerHTML = `
      <time datetime="2026-11-01" ${TIME_AGO_ATTRIBUTE}>as the build wrote it</time>
      <time datetime="2026-11-12" ${TIME_AGO_ATTRIBUTE}>na semana passada</time>`;
    refreshTimesAgo(document, { builtAt: Date.parse('2026-11-22T09:00:00Z'), now: NOW, lang: 'pt-PT' });
    const [unchanged, counted] = document.querySelectorAll('time');
    expect(unchanged?.textContent).toBe('as the build wrote it');
    expect(counted?.textContent).toBe('há 2 semanas');
  });
});

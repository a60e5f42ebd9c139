import { describe, expect, it } from 'vitest';
import { refreshTimesAgo, TIME_AGO_ATTRIBUTE } from './refresh-times-ago.ts';

describe('refreshTimesAgo', () => {
  it('counts the dates the build wrote again from now, and leaves other times alone', () => {
    document.body.innerHTML = `
      <time datetime="2026-11-01" ${TIME_AGO_ATTRIBUTE}>há 2 dias</time>
      <time datetime="2026-11-01">1 de novembro</time>`;
    refreshTimesAgo(document, Date.parse('2026-11-27T12:00:00Z'), 'pt-PT');
    const [counted, plain] = document.querySelectorAll('time');
    expect(counted?.textContent).toBe('há 3 semanas');
    expect(plain?.textContent).toBe('1 de novembro');
  });

  it("counts them in the page's language, by default its <html lang>", () => {
    document.documentElement.lang = 'en';
    document.body.innerHTML = `<time datetime="2026-11-01" ${TIME_AGO_ATTRIBUTE}>3 weeks ago</time>`;
    refreshTimesAgo(document, Date.parse('2026-11-27T12:00:00Z'));
    expect(document.querySelector('time')?.textContent).toBe('3 weeks ago');
    document.documentElement.lang = 'pt-PT';
    refreshTimesAgo(document, Date.parse('2026-11-27T12:00:00Z'));
    expect(document.querySelector('time')?.textContent).toBe('há 3 semanas');
  });
});

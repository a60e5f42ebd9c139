import { describe, expect, it } from 'vitest';
import { bestPracticesScore, runBestPracticeChecks, type BestPracticeInput } from './best-practices.ts';
import { buildPageMap } from './page-map.ts';
import { PAGE_URL, perfectPage } from '#src/features/seo/testing/test-documents.ts';

const SECURE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': "default-src 'self'",
};

function input(overrides: Partial<BestPracticeInput> = {}): BestPracticeInput {
  const doc = overrides.doc ?? perfectPage();
  return {
    doc,
    pageUrl: PAGE_URL,
    images: buildPageMap(doc, PAGE_URL).images,
    consoleErrors: [],
    headers: SECURE_HEADERS,
    resourceUrls: [],
    siteRevision: { revision: 3, changedAt: '2026-11-20T10:00:00Z' },
    ...overrides,
  };
}

function statuses(overrides: Partial<BestPracticeInput> = {}) {
  return Object.fromEntries(runBestPracticeChecks(input(overrides)).map((check) => [check.id, check.status]));
}

describe('best practices', () => {
  it('passes every check on a clean page with the security headers', () => {
    const checks = runBestPracticeChecks(input());
    expect(checks.filter((check) => check.status !== 'pass')).toEqual([]);
    expect(bestPracticesScore(checks)).toBe(100);
  });

  it('leaves unreadable evidence out of the score instead of guessing', () => {
    const checks = runBestPracticeChecks(
      input({ headers: null, consoleErrors: null, pageUrl: 'http://127.0.0.1:4173/' }),
    );
    const unknown = checks.filter((check) => check.status === 'unknown').map((check) => check.id);
    expect(unknown).toEqual([
      'console-errors',
      'mixed-content',
      'x-content-type-options',
      'referrer-policy',
      'content-security-policy',
    ]);
    // the canonical host (estofos.example.pt ≠ 127.0.0.1:4173) is the one failure of 7 decided checks
    expect(checks.find((check) => check.id === 'canonical-host')?.status).toBe('fail');
    expect(bestPracticesScore(checks)).toBe(86);
    expect(bestPracticesScore(checks.filter((check) => check.status === 'unknown'))).toBeNull();
  });

  it('fails on console errors, missing headers and plain-HTTP resources', () => {
    expect(statuses({ consoleErrors: ['TypeError: x is undefined'] })['console-errors']).toBe('fail');
    const headers = statuses({ headers: { 'referrer-policy': 'unsafe-url' } });
    expect([
      headers['x-content-type-options'],
      headers['referrer-policy'],
      headers['content-security-policy'],
    ]).toEqual(['fail', 'fail', 'fail']);
    expect(statuses({ resourceUrls: ['http://cdn.example.com/a.js'] })['mixed-content']).toBe('fail');
  });

  it('checks viewport, language, alt, image boxes and anchors on the document', () => {
    const doc = perfectPage();
    doc
      .querySelector('meta[name="viewport"]')
      ?.setAttribute('content', 'width=device-width, maximum-scale=1');
    doc.documentElement.lang = 'pt-BR';
    doc.body.insertAdjacentHTML('beforeend', '<img src="/x.webp"><a href="#inexistente">x</a>');
    const result = statuses({ doc });
    expect(result).toMatchObject({
      viewport: 'fail',
      lang: 'fail',
      'images-alt': 'fail',
      'images-size': 'fail',
      anchors: 'fail',
    });
    const zoomable = perfectPage();
    zoomable
      .querySelector('meta[name="viewport"]')
      ?.setAttribute('content', 'width=device-width, initial-scale=1, maximum-scale=5');
    expect(statuses({ doc: zoomable }).viewport).toBe('pass');
  });

  it("expects the language of the audited page's path: en on /en/, pt-PT elsewhere", () => {
    const english = perfectPage();
    english.documentElement.lang = 'en';
    const enUrl = new URL('/en/', PAGE_URL).href;
    expect(statuses({ doc: english, pageUrl: enUrl }).lang).toBe('pass');
    expect(statuses({ doc: perfectPage(), pageUrl: enUrl }).lang).toBe('fail');
    expect(statuses({ doc: english }).lang).toBe('fail');
    const label = runBestPracticeChecks(input({ pageUrl: enUrl })).find((item) => item.id === 'lang')?.label;
    expect(label).toBe('Idioma en declarado');
  });

  it('describes each failure as a best-practice issue with a fix', () => {
    const check = runBestPracticeChecks(input({ consoleErrors: ['boom'] })).find(
      (item) => item.id === 'console-errors',
    );
    expect(check?.issue).toMatchObject({ type: 'Boas práticas', severity: 'warning' });
    expect(check?.issue?.fix).toBeTruthy();
  });
});

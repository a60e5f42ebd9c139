import { expect, it } from 'vitest';
import { absoluteHttpUrl, samePage } from './absolute-url.ts';

it('accepts only absolute http(s) addresses', () => {
  expect(absoluteHttpUrl(' https://estofos.example.pt/en/ ')?.href).toBe('https://estofos.example.pt/en/');
  expect(absoluteHttpUrl('http://127.0.0.1:4173/')?.href).toBe('http://127.0.0.1:4173/');
  for (const value of [
    '/en/',
    'en/',
    '//estofos.example.pt/',
    'ftp://estofos.example.pt/',
    '',
    null,
    undefined,
  ])
    expect(absoluteHttpUrl(value)).toBeNull();
});

it('counts addresses that differ only by their fragment as one page', () => {
  const page = new URL('https://estofos.example.pt/en/');
  expect(samePage(page, new URL('https://ESTOFOS.example.pt:443/en/#faq'))).toBe(true);
  expect(samePage(page, new URL('https://estofos.example.pt/en'))).toBe(false);
  expect(samePage(page, new URL('https://estofos.example.pt/en/?a=1'))).toBe(false);
});

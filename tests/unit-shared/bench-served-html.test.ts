import { describe, expect, it } from 'vitest';
import { asBuiltForHostedProject, servedSizes } from '#scripts/bench/served-html.ts';

describe('servedSizes', () => {
  it('counts UTF-8 bytes, and compresses as a host would (the same bytes come back)', () => {
    const html = `<p>Sofá ${'limpo e seco, '.repeat(200)}</p>`;
    const sizes = servedSizes(html);
    expect(sizes.raw).toBe(html.length + 1); // "á" is two bytes in UTF-8
    expect(sizes.gzip).toBeLessThan(sizes.raw / 10);
    expect(sizes.brotli).toBeLessThan(sizes.gzip);
    expect(sizes.brotli).toBeGreaterThan(0);
  });
});

describe('asBuiltForHostedProject', () => {
  it('writes the stand-in origin as a hosted project address of the real length', () => {
    const html = '<img src="http://127.0.0.1:54321/storage/v1/object/public/media/a.webp">';
    const hosted = asBuiltForHostedProject(html, 'http://127.0.0.1:54321');
    expect(hosted).toMatch(
      /src="https:\/\/[a-z]{20}\.supabase\.co\/storage\/v1\/object\/public\/media\/a\.webp"/,
    );
    expect(hosted).not.toContain('127.0.0.1');
  });
});

import { describe, expect, it } from 'vitest';
import { CONFIGURED_FACTS } from '../../../content/business.ts';
import type { BuildFacts } from '../../../lib/build-facts-contract.ts';
import { prerenderFreshnessCheck } from './prerender-freshness.ts';

const built = (version: number | null): BuildFacts => ({
  facts: CONFIGURED_FACTS,
  version,
  updatedAt: version === null ? null : '2026-11-20T10:00:00Z',
  renderedAt: Date.parse('2026-11-20T10:05:00Z'),
});
const saved = { version: 4, updatedAt: '2026-11-25T16:30:00Z' };

describe('prerenderFreshnessCheck', () => {
  it('passes when the page was rendered with the last saved version, or nothing was ever saved', () => {
    expect(prerenderFreshnessCheck(built(4), saved)).toMatchObject({
      status: 'pass',
      detail: 'Versão 4, de 25/11/26, 16:30.',
    });
    expect(prerenderFreshnessCheck(built(null), null).status).toBe('pass');
  });

  it('warns, saying what to do, when the facts were edited after the build', () => {
    const check = prerenderFreshnessCheck(built(3), saved);
    expect(check.status).toBe('fail');
    expect(check.detail).toBe('A página tem a versão 3; a última edição é a versão 4, de 25/11/26, 16:30.');
    expect(check.issue).toMatchObject({ severity: 'warning', type: 'Boas práticas' });
    expect(check.issue?.fix).toContain('npm run build');
    expect(prerenderFreshnessCheck(built(null), saved).detail).toMatch(
      /^A página tem a configuração inicial;/,
    );
  });

  it('says it cannot tell when the page carries no build facts or the saved ones cannot be read', () => {
    expect(prerenderFreshnessCheck(undefined, saved).status).toBe('unknown');
    expect(prerenderFreshnessCheck(built(3), undefined).status).toBe('unknown');
  });
});

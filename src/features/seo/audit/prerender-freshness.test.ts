import { describe, expect, it } from 'vitest';
import type { HomeState } from '#src/lib/home-state-contract.ts';
import { prerenderFreshnessCheck } from './prerender-freshness.ts';

const built = (revision: number | null): HomeState => ({
  locale: 'pt-PT',
  revision,
  builtAt: '2026-11-20T10:05:00Z',
  queries: { mutations: [], queries: [] },
});
const current = { revision: 12, changedAt: '2026-11-25T16:30:00Z' };

describe('prerenderFreshnessCheck', () => {
  it('passes when the page was built from every change', () => {
    expect(prerenderFreshnessCheck(built(12), current)).toMatchObject({
      status: 'pass',
      detail: 'Gerada a 20/11/26, 10:05, com todas as alterações.',
    });
  });

  it('warns, saying what to do, when the owner changed something after the build', () => {
    const check = prerenderFreshnessCheck(built(11), current);
    expect(check.status).toBe('fail');
    expect(check.detail).toBe('Gerada a 20/11/26, 10:05; a última alteração é de 25/11/26, 16:30.');
    expect(check.issue).toMatchObject({ severity: 'warning', type: 'Boas práticas' });
    expect(check.issue?.fix).toContain('SITE_BUILD_HOOK_URL');
  });

  it('says it does not know, rather than guess, when either side is missing', () => {
    expect(prerenderFreshnessCheck(undefined, current).status).toBe('unknown');
    expect(prerenderFreshnessCheck(built(12), undefined).status).toBe('unknown');
    expect(prerenderFreshnessCheck(built(null), current).status).toBe('unknown');
  });
});

import { describe, expect, it } from 'vitest';
import { sampleReport } from '#src/features/seo/testing/export-fixture.ts';
import { reportFileName, reportToJson } from './report-json.ts';

describe('reportToJson', () => {
  it('has exactly the report shape of docs/requirements/seo.md', () => {
    const parsed = JSON.parse(reportToJson(sampleReport())) as Record<string, Record<string, unknown>>;
    expect(Object.keys(parsed)).toEqual(['timestamp', 'url', 'scores', 'issues', 'pageMap', 'performance']);
    expect(Object.keys(parsed.scores ?? {})).toEqual([
      'seo',
      'performance',
      'accessibility',
      'bestPractices',
    ]);
    expect(Object.keys(parsed.issues ?? {})).toEqual(['critical', 'warnings', 'improvements']);
    expect(Object.keys(parsed.performance ?? {})).toEqual(['lcp', 'cls', 'inp', 'fcp', 'recommendations']);
    expect(Object.keys((parsed.issues?.critical as object[])[0] ?? {})).toEqual([
      'type',
      'description',
      'impact',
      'fix',
    ]);
  });

  it('writes unmeasured values as null and keeps the measured ones', () => {
    const parsed = JSON.parse(reportToJson(sampleReport())) as ReturnType<typeof sampleReport>;
    expect(parsed.scores.bestPractices).toBeNull();
    expect(parsed.performance).toMatchObject({ lcp: 2.1, cls: 0.05, inp: null, fcp: 1.3 });
  });

  it('drops fields that are not part of the shape', () => {
    const report = sampleReport();
    const withExtras = {
      ...report,
      details: 'x',
      issues: { ...report.issues, critical: [{ ...report.issues.critical[0], severity: 'critical' }] },
    } as unknown as typeof report;
    const parsed = JSON.parse(reportToJson(withExtras)) as Record<string, unknown>;
    expect(parsed).not.toHaveProperty('details');
    expect(parsed).toMatchObject({ issues: { critical: [{ type: 'Acessibilidade' }] } });
    expect((parsed.issues as { critical: object[] }).critical[0]).not.toHaveProperty('severity');
  });
});

describe('reportFileName', () => {
  it('is sortable and has no colons', () => {
    expect(reportFileName(sampleReport(), 'json')).toBe('auditoria-seo-2025-05-01T10-30-00Z.json');
    expect(reportFileName(sampleReport(), 'html')).toBe('auditoria-seo-2025-05-01T10-30-00Z.html');
  });
});

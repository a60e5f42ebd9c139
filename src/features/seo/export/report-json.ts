// The JSON download: exactly the report shape of docs/requirements/seo.md, keys picked one by one so no
// working field of the page can leak into the file.
import type { AuditIssue, AuditReport } from '#src/features/seo/audit/report-types.ts';

function issue({ type, description, impact, fix }: AuditIssue): AuditIssue {
  return { type, description, impact, fix };
}

function reportToJsonValue(report: AuditReport): AuditReport {
  const { scores, issues, performance } = report;
  return {
    timestamp: report.timestamp,
    url: report.url,
    scores: {
      seo: scores.seo,
      performance: scores.performance,
      accessibility: scores.accessibility,
      bestPractices: scores.bestPractices,
    },
    issues: {
      critical: issues.critical.map(issue),
      warnings: issues.warnings.map(issue),
      improvements: issues.improvements.map(issue),
    },
    pageMap: report.pageMap,
    performance: {
      lcp: performance.lcp,
      cls: performance.cls,
      inp: performance.inp,
      fcp: performance.fcp,
      recommendations: [...performance.recommendations],
    },
  };
}

export function reportToJson(report: AuditReport): string {
  return `${JSON.stringify(reportToJsonValue(report), null, 2)}\n`;
}

/** auditoria-seo-2025-05-01T10-30-00Z.json: sortable, and safe on every file system. */
export function reportFileName(report: AuditReport, extension: 'json' | 'html'): string {
  const stamp = report.timestamp.replace(/\.\d+/, '').replace(/:/g, '-');
  return `auditoria-seo-${stamp}.${extension}`;
}

// Turns the measurements of one audit run into the report of docs/requirements/seo.md.
import { accessibilityIssues, accessibilityScore, type AxeViolationSummary } from './accessibility-score.ts';
import { bestPracticesScore } from './best-practices.ts';
import { performanceScore, type VitalValues } from './performance-score.ts';
import type {
  AuditIssue,
  AuditReport,
  CheckResult,
  ClassifiedIssue,
  IssueSeverity,
  PageMap,
} from './report-types.ts';
import { seoScore, type SeoCheckResult } from './seo-score.ts';
import { vitalsIssues, vitalsRecommendations } from './vitals-advice.ts';

export interface AuditMeasurements {
  /** The audited page's address. */
  url: string;
  /** When the run finished, ISO 8601. */
  timestamp: string;
  seoChecks: SeoCheckResult[];
  seoSuggestions: ClassifiedIssue[];
  /** The language alternates (hreflang): reported as issues, outside the SEO score. */
  hreflangChecks: CheckResult[];
  bestPractices: CheckResult[];
  /** axe-core's violations; null when axe could not run. */
  accessibility: AxeViolationSummary[] | null;
  vitals: VitalValues;
  pageMap: PageMap;
}

function withoutSeverity({ type, description, impact, fix }: ClassifiedIssue): AuditIssue {
  return { type, description, impact, fix };
}

function failedIssues(checks: readonly CheckResult[]): ClassifiedIssue[] {
  return checks.flatMap((check) => (check.status === 'fail' && check.issue ? [check.issue] : []));
}

/** Rounds away float noise (2.0999999 s) without losing the metric's real precision. */
function rounded(value: number | null, digits: number): number | null {
  return value === null ? null : Number(value.toFixed(digits));
}

/** The reported precision: milliseconds for LCP/FCP (in seconds), 4 decimals for CLS. */
function reportedVitals({ lcp, cls, inp, fcp }: VitalValues): VitalValues {
  return { lcp: rounded(lcp, 3), cls: rounded(cls, 4), inp: rounded(inp, 0), fcp: rounded(fcp, 3) };
}

export function buildReport(measurements: AuditMeasurements): AuditReport {
  // bands, scores and recommendations all judge the values exactly as the report shows them
  const vitals = reportedVitals(measurements.vitals);
  const all: ClassifiedIssue[] = [
    ...failedIssues(measurements.seoChecks),
    ...measurements.seoSuggestions,
    ...failedIssues(measurements.hreflangChecks),
    ...vitalsIssues(vitals),
    ...accessibilityIssues(measurements.accessibility ?? []),
    ...failedIssues(measurements.bestPractices),
  ];
  const bucket = (severity: IssueSeverity) =>
    all.filter((issue) => issue.severity === severity).map(withoutSeverity);

  return {
    timestamp: measurements.timestamp,
    url: measurements.url,
    scores: {
      seo: seoScore(measurements.seoChecks),
      performance: performanceScore(vitals),
      accessibility: accessibilityScore(measurements.accessibility),
      bestPractices: bestPracticesScore(measurements.bestPractices),
    },
    issues: {
      critical: bucket('critical'),
      warnings: bucket('warning'),
      improvements: bucket('improvement'),
    },
    pageMap: measurements.pageMap,
    performance: {
      ...vitals,
      recommendations: vitalsRecommendations(vitals),
    },
  };
}

// The audit report of docs/requirements/seo.md, exactly as it is exported to JSON, plus the issue and
// check shapes the audit engine works with.

type IssueCategory = 'SEO' | 'Desempenho' | 'Acessibilidade' | 'Boas práticas';

/** One finding: what is wrong, why it matters and how to fix it (pt-PT). */
export interface AuditIssue {
  type: IssueCategory;
  description: string;
  impact: string;
  fix: string;
}

export type IssueSeverity = 'critical' | 'warning' | 'improvement';

export interface ClassifiedIssue extends AuditIssue {
  severity: IssueSeverity;
}

/** 0–100, or null when nothing could be measured ("sem dados"). */
export type Score = number | null;

interface AuditScores {
  seo: Score;
  performance: Score;
  accessibility: Score;
  bestPractices: Score;
}

export interface PageMapSection {
  id: string;
  tag: string;
  heading: string | null;
}

interface PageMapHeading {
  level: number;
  text: string;
}

export type LinkKind = 'internal' | 'external' | 'other';

export interface PageMapLink {
  href: string;
  text: string;
  kind: LinkKind;
}

export interface PageMapImage {
  src: string;
  alt: string | null;
  /** The width/height attributes, null when absent. */
  width: number | null;
  height: number | null;
  /** The decoded image's own size, null when it has not loaded (e.g. lazy, below the fold). */
  naturalWidth: number | null;
  naturalHeight: number | null;
  /** Whether layout can reserve its box before it loads: width+height or a CSS aspect-ratio. */
  hasDimensions: boolean;
}

export interface PageMap {
  sections: PageMapSection[];
  headings: PageMapHeading[];
  links: { internal: number; external: number; other: number; items: PageMapLink[] };
  images: PageMapImage[];
}

/**
 * Web vitals in the report's units: LCP and FCP in seconds, INP in milliseconds, CLS
 * unitless; null when the metric was not measured in this run.
 */
export interface PerformanceReport {
  lcp: number | null;
  cls: number | null;
  inp: number | null;
  fcp: number | null;
  recommendations: string[];
}

export interface AuditReport {
  timestamp: string;
  url: string;
  scores: AuditScores;
  issues: { critical: AuditIssue[]; warnings: AuditIssue[]; improvements: AuditIssue[] };
  pageMap: PageMap;
  performance: PerformanceReport;
}

export type CheckStatus = 'pass' | 'fail' | 'unknown';

/** One concrete check, with what was found; `issue` is set when it failed. */
export interface CheckResult {
  id: string;
  label: string;
  status: CheckStatus;
  detail: string;
  issue?: ClassifiedIssue;
}

// The accessibility score from an axe-core run on the audited page.
//
// Formula: 100 minus a penalty for every axe rule that has at least one violation, weighted by
// the rule's impact with Lighthouse's weights (critical 10, serious 7, moderate 3, minor 1),
// floored at 0. A rule counts once however many elements fail it (as in Lighthouse), so one
// repeated mistake does not sink the score; rules axe could not decide ("incomplete") are not
// counted. No axe run means null ("sem dados").
import type { ClassifiedIssue, IssueSeverity } from './report-types.ts';

export type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';

/** What the report keeps of one axe violation. */
export interface AxeViolationSummary {
  id: string;
  impact: AxeImpact | null;
  help: string;
  description: string;
  helpUrl: string;
  /** How many elements fail the rule. */
  nodes: number;
  /** CSS selectors of the first failing elements. */
  targets: string[];
}

const IMPACT_PENALTY: Record<AxeImpact, number> = { critical: 10, serious: 7, moderate: 3, minor: 1 };

/** axe leaves impact empty only for rules it cannot rate; treat those as moderate. */
function impactOf(violation: AxeViolationSummary): AxeImpact {
  return violation.impact ?? 'moderate';
}

export function accessibilityScore(violations: readonly AxeViolationSummary[] | null): number | null {
  if (violations === null) return null;
  const penalty = violations.reduce((sum, violation) => sum + IMPACT_PENALTY[impactOf(violation)], 0);
  return Math.max(0, 100 - penalty);
}

const SEVERITY: Record<AxeImpact, IssueSeverity> = {
  critical: 'critical',
  serious: 'critical',
  moderate: 'warning',
  minor: 'improvement',
};

const IMPACT_TEXT: Record<AxeImpact, string> = {
  critical: 'Crítico: impede pessoas com deficiência de usar esta parte da página.',
  serious: 'Grave: dificulta muito o uso da página a pessoas com deficiência.',
  moderate: 'Moderado: causa dificuldades a algumas pessoas.',
  minor: 'Menor: incómodo para algumas pessoas.',
};

export function accessibilityIssues(violations: readonly AxeViolationSummary[]): ClassifiedIssue[] {
  return violations.map((violation) => {
    const impact = impactOf(violation);
    const elements = violation.nodes === 1 ? '1 elemento' : `${violation.nodes} elementos`;
    const where = violation.targets.length ? ` (${violation.targets.join(', ')})` : '';
    return {
      type: 'Acessibilidade',
      severity: SEVERITY[impact],
      description: `${violation.help} [${violation.id}]`,
      impact: `${IMPACT_TEXT[impact]} Afeta ${elements}.`,
      fix: `${violation.description}${where}. Guia: ${violation.helpUrl}`,
    };
  });
}

// axe-core on the audited page: loaded into the frame (and so only ever fetched by /seo),
// checking WCAG 2.1 A and AA like the site's own tests. The rule texts are taken from axe's
// Portuguese (Portugal) locale file directly: axe.configure({ locale }) compiles message
// templates with new Function, which the site's CSP (no 'unsafe-eval') rightly refuses.
import type { AxeResults } from 'axe-core';
import axeUrl from 'axe-core/axe.min.js?url';
import localeUrl from 'axe-core/locales/pt_PT.json?url';
import type { AxeImpact, AxeViolationSummary } from '#src/features/seo/audit/accessibility-score.ts';
import { injectScript } from './inject-script.ts';
import type { AuditFrame } from './load-audit-frame.ts';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const TARGETS_SHOWN = 3;

interface AxeInFrame {
  run: (context: Document, options: object) => Promise<AxeResults>;
}

type RuleTexts = Record<string, { help?: string; description?: string } | undefined>;

/** The pt-PT help and description of each rule; empty (English stays) if the file cannot be read. */
async function portugueseRuleTexts(): Promise<RuleTexts> {
  try {
    const response = await fetch(localeUrl);
    const locale = (await response.json()) as { rules?: RuleTexts };
    return locale.rules ?? {};
  } catch {
    return {};
  }
}

export async function runAxe(frame: AuditFrame): Promise<AxeViolationSummary[]> {
  const [texts] = await Promise.all([portugueseRuleTexts(), injectScript(frame.document, axeUrl, 'classic')]);
  const axe = (frame.window as unknown as { axe?: AxeInFrame }).axe;
  if (!axe) throw new Error('O axe-core não arrancou na página auditada.');
  const results = await axe.run(frame.document, {
    runOnly: { type: 'tag', values: WCAG_AA },
    resultTypes: ['violations'],
  });
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: (violation.impact ?? null) as AxeImpact | null,
    help: texts[violation.id]?.help ?? violation.help,
    description: texts[violation.id]?.description ?? violation.description,
    helpUrl: violation.helpUrl,
    nodes: violation.nodes.length,
    targets: violation.nodes.slice(0, TARGETS_SHOWN).map((node) => node.target.join(' ')),
  }));
}

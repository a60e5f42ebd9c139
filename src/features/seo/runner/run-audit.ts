// One audit run of a page of the site (`/`, `/en/`): load it in the audit frame, measure, check,
// and build the report. Anything that cannot be measured stays null and is explained in `notes`.
import { runBestPracticeChecks } from '#src/features/seo/audit/best-practices.ts';
import { buildReport, type AuditMeasurements } from '#src/features/seo/audit/build-report.ts';
import { buildPageMap } from '#src/features/seo/audit/page-map.ts';
import type { VitalValues } from '#src/features/seo/audit/performance-score.ts';
import type { AuditReport } from '#src/features/seo/audit/report-types.ts';
import { pagesToConfirm } from '#src/features/seo/audit/hreflang-alternates.ts';
import { runHreflangChecks } from '#src/features/seo/audit/hreflang-checks.ts';
import { runSeoChecks, seoSuggestions } from '#src/features/seo/audit/seo-checks.ts';
import { fetchPageResponse } from './fetch-page-response.ts';
import { fetchReturnPages } from './fetch-return-pages.ts';
import { loadAuditFrame } from './load-audit-frame.ts';
import { PageNotPublishedError } from './page-not-published.ts';
import { readCurrentRevision } from './read-current-revision.ts';
import { readVitals, startVitalsProbe } from './measure-vitals.ts';
import { runAxe } from './run-axe.ts';

export interface AuditRun {
  report: AuditReport;
  measurements: AuditMeasurements;
  /** How the values were obtained and why any of them is missing (pt-PT). */
  notes: string[];
}

export type AuditStep = 'load' | 'vitals' | 'checks' | 'accessibility';

export const AUDIT_STEP_LABELS: Record<AuditStep, string> = {
  load: 'A carregar a página…',
  vitals: 'A medir as web vitals…',
  checks: 'A verificar SEO e boas práticas…',
  accessibility: 'A verificar a acessibilidade (axe-core)…',
};

const NOT_MEASURED: VitalValues = { lcp: null, cls: null, inp: null, fcp: null };

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function runAudit(onStep: (step: AuditStep) => void = () => {}, path = '/'): Promise<AuditRun> {
  const notes = [
    `Medido neste navegador numa moldura de ${window.innerWidth}×${window.innerHeight} px, com a cache do navegador: os tempos de carregamento são os de uma visita repetida.`,
  ];
  onStep('load');
  const url = new URL(path, window.location.origin).href;
  const response = await fetchPageResponse(url);
  if (response?.status === 404) throw new PageNotPublishedError(url);
  const revisionRead = readCurrentRevision();
  const frame = await loadAuditFrame(path);
  try {
    onStep('vitals');
    let vitals = NOT_MEASURED;
    try {
      await startVitalsProbe(frame);
      vitals = await readVitals(frame);
    } catch (error) {
      notes.push(`Web vitals sem dados: ${reason(error)}`);
    }

    onStep('checks');
    const headers = response?.headers ?? null;
    if (headers === null)
      notes.push('Os cabeçalhos da resposta não puderam ser lidos: verificações de cabeçalhos sem dados.');
    if (frame.consoleErrors === null)
      notes.push('A consola da página não pôde ser escutada a tempo: verificação de erros sem dados.');
    const doc = frame.document;
    const pageMap = buildPageMap(doc, frame.url);
    const bestPractices = runBestPracticeChecks({
      doc,
      pageUrl: frame.url,
      images: pageMap.images,
      consoleErrors: frame.consoleErrors ? [...frame.consoleErrors] : null,
      headers,
      resourceUrls: frame.window.performance.getEntriesByType('resource').map((entry) => entry.name),
      siteRevision: await revisionRead,
    });
    const seoChecks = runSeoChecks(doc, {
      pageUrl: frame.url,
      robotsHeader: headers?.['x-robots-tag'] ?? null,
    });
    const returnPages = await fetchReturnPages(pagesToConfirm(doc, frame.url), frame.url);
    const hreflangChecks = runHreflangChecks(doc, frame.url, returnPages);

    onStep('accessibility');
    let accessibility: AuditMeasurements['accessibility'] = null;
    try {
      accessibility = await runAxe(frame);
    } catch (error) {
      notes.push(`Acessibilidade sem dados: ${reason(error)}`);
    }

    const measurements: AuditMeasurements = {
      url: frame.url,
      timestamp: new Date().toISOString(),
      seoChecks,
      seoSuggestions: seoSuggestions(doc),
      hreflangChecks,
      bestPractices,
      accessibility,
      vitals,
      pageMap,
    };
    return { report: buildReport(measurements), measurements, notes };
  } finally {
    frame.remove();
  }
}

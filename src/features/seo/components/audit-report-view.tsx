import { SEO_WEIGHTS } from '#src/features/seo/audit/seo-score.ts';
import type { AuditRun } from '#src/features/seo/runner/run-audit.ts';
import { ChecksTable } from './checks-table.tsx';
import { IssueList } from './issue-list.tsx';
import { PageMapView } from './page-map-view.tsx';
import { ScoreGauge } from './score-gauge.tsx';
import { VitalsPanel } from './vitals-panel.tsx';

export function AuditReportView({ run }: { run: AuditRun }) {
  const { report, measurements, notes } = run;
  const when = new Date(report.timestamp).toLocaleString('pt-PT');
  return (
    <article aria-labelledby="seo-report" className="mt-8">
      <h2 id="seo-report" className="text-2xl font-bold text-slate-900">
        Relatório
      </h2>
      <p className="text-sm text-slate-600">
        Página auditada: {report.url} · {when}
      </p>

      <ul aria-label="Pontuações" className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <ScoreGauge label="SEO" score={report.scores.seo} />
        <ScoreGauge label="Desempenho" score={report.scores.performance} />
        <ScoreGauge label="Acessibilidade" score={report.scores.accessibility} />
        <ScoreGauge label="Boas práticas" score={report.scores.bestPractices} />
      </ul>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-600">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>

      <section aria-labelledby="seo-issues" className="mt-8">
        <h2 id="seo-issues" className="text-xl font-bold text-slate-900">
          Problemas
        </h2>
        <IssueList title="Críticos" tone="critical" issues={report.issues.critical} />
        <IssueList title="Avisos" tone="warning" issues={report.issues.warnings} />
        <IssueList title="Melhorias" tone="improvement" issues={report.issues.improvements} />
      </section>

      <VitalsPanel performance={report.performance} />

      <section aria-labelledby="seo-checks" className="mt-8">
        <h2 id="seo-checks" className="text-xl font-bold text-slate-900">
          Verificações
        </h2>
        <ChecksTable caption="SEO" checks={measurements.seoChecks} weights={SEO_WEIGHTS} />
        <ChecksTable caption="Idiomas (hreflang)" checks={measurements.hreflangChecks} />
        <ChecksTable caption="Boas práticas" checks={measurements.bestPractices} />
      </section>

      <PageMapView pageMap={report.pageMap} />
    </article>
  );
}

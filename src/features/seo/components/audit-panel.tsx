import { useMutation } from '@tanstack/react-query';
import { FileCode2, FileJson2, Play } from 'lucide-react';
import { useState } from 'react';
import { BASE_LOCALE, SITE_LOCALES } from '#portable/site-locales.ts';
import { buttonClasses } from '#src/lib/ui/button-styles.ts';
import { downloadFile } from '#src/features/seo/export/download-file.ts';
import { reportFileName, reportToJson } from '#src/features/seo/export/report-json.ts';
import { reportToHtml } from '#src/features/seo/export/report-html.ts';
import { PageNotPublishedError } from '#src/features/seo/runner/page-not-published.ts';
import {
  AUDIT_STEP_LABELS,
  runAudit,
  type AuditRun,
  type AuditStep,
} from '#src/features/seo/runner/run-audit.ts';
import { AuditReportView } from './audit-report-view.tsx';
import { PageChoice } from './page-choice.tsx';

function download(run: AuditRun, kind: 'json' | 'html') {
  const { report, measurements, notes } = run;
  if (kind === 'json') {
    downloadFile(reportFileName(report, 'json'), reportToJson(report), 'application/json');
  } else {
    const html = reportToHtml(report, {
      seo: measurements.seoChecks,
      hreflang: measurements.hreflangChecks,
      bestPractices: measurements.bestPractices,
      notes,
    });
    downloadFile(reportFileName(report, 'html'), html, 'text/html');
  }
}

/** idle → running (with the current step) → report, or an error with a way to try again. */
export function AuditPanel() {
  const [path, setPath] = useState<string>(SITE_LOCALES[BASE_LOCALE].path);
  const [step, setStep] = useState<AuditStep>('load');
  const audit = useMutation({ mutationFn: (chosen: string) => runAudit(setStep, chosen) });
  const run = audit.data;

  return (
    <>
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <PageChoice value={path} onChange={setPath} disabled={audit.isPending} />
        <button
          type="button"
          className={buttonClasses('primary')}
          onClick={() => audit.mutate(path)}
          disabled={audit.isPending}
        >
          <Play size={18} aria-hidden="true" />
          {audit.isPending ? 'A auditar…' : run ? 'Executar de novo' : 'Executar auditoria'}
        </button>
        {run && !audit.isPending && (
          <>
            <button type="button" className={buttonClasses('outline')} onClick={() => download(run, 'html')}>
              <FileCode2 size={18} aria-hidden="true" />
              Download HTML
            </button>
            <button type="button" className={buttonClasses('outline')} onClick={() => download(run, 'json')}>
              <FileJson2 size={18} aria-hidden="true" />
              Download JSON
            </button>
          </>
        )}
      </div>

      <p role="status" className="mt-3 min-h-6 text-slate-700">
        {audit.isPending ? AUDIT_STEP_LABELS[step] : run ? 'Auditoria concluída.' : ''}
      </p>
      {audit.isError &&
        (audit.error instanceof PageNotPublishedError ? (
          // not a failure of the audit: the page is simply not there to audit
          <p role="alert" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
            {audit.error.message}
          </p>
        ) : (
          <p role="alert" className="mt-2 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
            A auditoria falhou: {audit.error.message}
          </p>
        ))}

      {run && !audit.isPending && <AuditReportView run={run} />}
    </>
  );
}

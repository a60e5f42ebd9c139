import type { AuditIssue } from '#src/features/seo/audit/report-types.ts';

interface IssueListProps {
  title: string;
  issues: readonly AuditIssue[];
  tone: 'critical' | 'warning' | 'improvement';
}

const TONES: Record<IssueListProps['tone'], string> = {
  critical: 'border-l-red-700',
  warning: 'border-l-amber-700',
  improvement: 'border-l-sky-700',
};

export function IssueList({ title, issues, tone }: IssueListProps) {
  return (
    <section aria-label={title} className="mt-4">
      <h3 className="text-lg font-semibold text-slate-900">
        {title} ({issues.length})
      </h3>
      {issues.length === 0 ? (
        <p className="mt-1 text-slate-600">Nenhum.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {issues.map((issue, index) => (
            <li
              key={`${issue.type}-${index}`}
              className={`rounded-lg border border-l-4 border-slate-200 bg-white p-3 ${TONES[tone]}`}
            >
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{issue.type}</p>
              <p className="font-medium text-slate-900">{issue.description}</p>
              <p className="mt-1 text-sm text-slate-700">
                <span className="font-semibold">Impacto:</span> {issue.impact}
              </p>
              <p className="text-sm text-slate-700">
                <span className="font-semibold">Como corrigir:</span> {issue.fix}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

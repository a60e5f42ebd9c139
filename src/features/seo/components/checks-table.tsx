import type { CheckResult, CheckStatus } from '#src/features/seo/audit/report-types.ts';
import { ScrollRegion } from './scroll-region.tsx';

const STATUS: Record<CheckStatus, { text: string; className: string }> = {
  pass: { text: 'Passou', className: 'text-green-700' },
  fail: { text: 'Falhou', className: 'text-red-700' },
  unknown: { text: 'Sem dados', className: 'text-slate-600' },
};

interface ChecksTableProps {
  caption: string;
  checks: readonly CheckResult[];
  /** Points per check (the SEO weights), shown as an extra column. */
  weights?: Readonly<Record<string, number>>;
}

export function ChecksTable({ caption, checks, weights }: ChecksTableProps) {
  return (
    <ScrollRegion label={caption}>
      <table className="w-full border-collapse bg-white text-left text-sm">
        <caption className="mb-2 text-left text-lg font-semibold text-slate-900">{caption}</caption>
        <thead className="bg-slate-100">
          <tr>
            <th className="border border-slate-200 p-2">Verificação</th>
            {weights && <th className="border border-slate-200 p-2">Peso</th>}
            <th className="border border-slate-200 p-2">Resultado</th>
            <th className="border border-slate-200 p-2">Detalhe</th>
          </tr>
        </thead>
        <tbody>
          {checks.map((check) => (
            <tr key={check.id}>
              <th scope="row" className="border border-slate-200 p-2 font-medium">
                {check.label}
              </th>
              {weights && <td className="border border-slate-200 p-2">{weights[check.id]}</td>}
              <td className={`border border-slate-200 p-2 font-semibold ${STATUS[check.status].className}`}>
                {STATUS[check.status].text}
              </td>
              <td className="border border-slate-200 p-2 break-words text-slate-700">{check.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

import { useId, useState } from 'react';
import type { ContactStats } from '../../../../supabase/functions/_shared/portable/contact-stats.ts';
import { fieldLabel, textField } from '../shared/ui-classes.ts';
import { PERIODS, tapsBySection, type Period } from './contact-figures.ts';
import { formatCount, PERIOD_NAMES, SECTION_NAMES } from './contact-labels.ts';

/** Which part of the page the taps came from, for a period the owner chooses. */
export function SectionsTable({ stats }: { stats: ContactStats }) {
  const [period, setPeriod] = useState<Period>('week');
  const selectId = useId();
  const rows = tapsBySection(stats, period);
  const total = rows.reduce(
    (sum, row) => ({ whatsapp: sum.whatsapp + row.whatsapp, calls: sum.calls + row.calls }),
    { whatsapp: 0, calls: 0 },
  );

  return (
    <div>
      <div className="max-w-60">
        <label htmlFor={selectId} className={fieldLabel}>
          Período
        </label>
        <select
          id={selectId}
          value={period}
          onChange={(event) => setPeriod(event.target.value as Period)}
          className={textField}
        >
          {PERIODS.map((option) => (
            <option key={option} value={option}>
              {PERIOD_NAMES[option]}
            </option>
          ))}
        </select>
      </div>
      <table className="mt-3 w-full text-sm sm:text-base">
        <caption className="sr-only">Toques por secção do site: {PERIOD_NAMES[period]}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-2 text-left font-semibold">
              Secção
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              WhatsApp
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold">
              Chamadas
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.section} className="border-b border-slate-100">
              <th scope="row" className="py-2 text-left font-medium text-slate-800">
                {SECTION_NAMES[row.section]}
              </th>
              <td className="py-2 text-right tabular-nums">{formatCount(row.whatsapp)}</td>
              <td className="py-2 pl-3 text-right tabular-nums">{formatCount(row.calls)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-bold text-slate-900">
            <th scope="row" className="py-2 text-left">
              Total
            </th>
            <td className="py-2 text-right tabular-nums">{formatCount(total.whatsapp)}</td>
            <td className="py-2 pl-3 text-right tabular-nums">{formatCount(total.calls)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

import { formatCount } from './contact-labels.ts';

interface TapsRow {
  key: string;
  label: string;
  whatsapp: number;
  calls: number;
}

interface TapsTableProps {
  /** What the table holds, for screen readers (the visible heading is outside). */
  caption: string;
  /** The first column's heading: what each row is (a section, a day). */
  rowsAre: string;
  rows: TapsRow[];
  /** A last row with the sums. */
  withTotal?: boolean;
}

/** WhatsApp taps and calls, one row per section or per day. */
export function TapsTable({ caption, rowsAre, rows, withTotal = false }: TapsTableProps) {
  const total = rows.reduce(
    (sum, row) => ({ whatsapp: sum.whatsapp + row.whatsapp, calls: sum.calls + row.calls }),
    { whatsapp: 0, calls: 0 },
  );
  return (
    <table className="w-full text-sm sm:text-base">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <th scope="col" className="py-2 text-left font-semibold">
            {rowsAre}
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
          <tr key={row.key} className="border-b border-slate-100">
            <th scope="row" className="py-2 text-left font-medium text-slate-800">
              {row.label}
            </th>
            <td className="py-2 text-right tabular-nums">{formatCount(row.whatsapp)}</td>
            <td className="py-2 pl-3 text-right tabular-nums">{formatCount(row.calls)}</td>
          </tr>
        ))}
      </tbody>
      {withTotal && (
        <tfoot>
          <tr className="font-bold text-slate-900">
            <th scope="row" className="py-2 text-left">
              Total
            </th>
            <td className="py-2 text-right tabular-nums">{formatCount(total.whatsapp)}</td>
            <td className="py-2 pl-3 text-right tabular-nums">{formatCount(total.calls)}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}

import type { PeriodFigures } from './contact-figures.ts';
import { formatCount, formatShare } from './contact-labels.ts';

const ROWS: ReadonlyArray<{ label: string; value: (figures: PeriodFigures) => string }> = [
  { label: 'Visitantes', value: (figures) => formatCount(figures.visitors) },
  { label: 'Visitas', value: (figures) => formatCount(figures.visits) },
  { label: 'Toques no WhatsApp', value: (figures) => formatCount(figures.whatsapp) },
  { label: 'Chamadas', value: (figures) => formatCount(figures.calls) },
  { label: 'Visitantes que contactaram', value: (figures) => formatShare(figures.tapShare) },
];

export interface FiguresColumn {
  key: string;
  /** The column's heading: a period, a language. */
  label: string;
  /** The heading's language, for a language's name written in itself ("English"). */
  lang?: string;
  figures: PeriodFigures;
}

/**
 * The same measures (visitors, visits, WhatsApp, calls, share who contacted) side by side, one
 * column each: a table that fits a phone's width.
 */
export function FiguresTable({ caption, columns }: { caption: string; columns: FiguresColumn[] }) {
  return (
    <table className="w-full table-fixed text-sm sm:text-base">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <th scope="col" className="w-2/5 py-2 text-left font-semibold">
            <span className="sr-only">Medida</span>
          </th>
          {columns.map((column) => (
            <th key={column.key} scope="col" lang={column.lang} className="py-2 text-right font-semibold">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row.label} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="py-2 pr-2 text-left font-medium text-slate-800">
              {row.label}
            </th>
            {columns.map((column) => (
              <td key={column.key} className="py-2 text-right font-bold text-slate-900 tabular-nums">
                {row.value(column.figures)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

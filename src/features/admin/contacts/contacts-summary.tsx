import type { ContactStats } from '@portable/contact-stats.ts';
import { PERIODS, periodFigures, type PeriodFigures } from './contact-figures.ts';
import { formatCount, formatShare, PERIOD_NAMES } from './contact-labels.ts';

const ROWS: ReadonlyArray<{ label: string; value: (figures: PeriodFigures) => string }> = [
  { label: 'Visitantes', value: (figures) => formatCount(figures.visitors) },
  { label: 'Visitas', value: (figures) => formatCount(figures.visits) },
  { label: 'Toques no WhatsApp', value: (figures) => formatCount(figures.whatsapp) },
  { label: 'Chamadas', value: (figures) => formatCount(figures.calls) },
  { label: 'Visitantes que contactaram', value: (figures) => formatShare(figures.tapShare) },
];

/** Today, the last 7 and the last 30 days side by side: a table that fits a phone's width. */
export function ContactsSummary({ stats }: { stats: ContactStats }) {
  const figures = PERIODS.map((period) => periodFigures(stats, period));
  const estimated = figures.some((period) => period.estimatedVisits > 0);
  return (
    <div>
      <table className="w-full table-fixed text-sm sm:text-base">
        <caption className="sr-only">Resumo de hoje, dos últimos 7 e dos últimos 30 dias</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="w-2/5 py-2 text-left font-semibold">
              <span className="sr-only">Medida</span>
            </th>
            {PERIODS.map((period) => (
              <th key={period} scope="col" className="py-2 text-right font-semibold">
                {PERIOD_NAMES[period]}
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
              {figures.map((periodFigures, index) => (
                <td key={PERIODS[index]} className="py-2 text-right font-bold text-slate-900 tabular-nums">
                  {row.value(periodFigures)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-600">
        Cada visitante é contado uma vez por dia; num período de vários dias, quem volta noutro dia conta
        outra vez.
        {estimated && ' Nos dias de muitas visitas, parte delas é estimada por amostragem.'}
      </p>
    </div>
  );
}

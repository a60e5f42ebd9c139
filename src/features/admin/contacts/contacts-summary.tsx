import type { ContactStats } from '#portable/contact-stats.ts';
import { PERIODS, periodFigures } from './contact-figures.ts';
import { PERIOD_NAMES } from './contact-labels.ts';
import { FiguresTable } from './figures-table.tsx';

/** Today, the last 7 and the last 30 days side by side, every language's page together. */
export function ContactsSummary({ stats }: { stats: ContactStats }) {
  const columns = PERIODS.map((period) => ({
    key: period,
    label: PERIOD_NAMES[period],
    figures: periodFigures(stats, period),
  }));
  const estimated = columns.some((column) => column.figures.estimatedVisits > 0);
  return (
    <div>
      <FiguresTable caption="Resumo de hoje, dos últimos 7 e dos últimos 30 dias" columns={columns} />
      <p className="mt-2 text-xs text-slate-600">
        Cada visitante é contado uma vez por dia em cada língua do site; num período de vários dias, quem
        volta noutro dia conta outra vez.
        {estimated && ' Nos dias de muitas visitas, parte delas é estimada por amostragem.'}
      </p>
    </div>
  );
}

import { useId } from 'react';
import type { DayTaps } from './contact-figures.ts';
import { formatCount, formatDay, formatDayWithWeekday, tapsText } from './contact-labels.ts';
import { TapsTable } from './taps-table.tsx';

// Drawn in a 300 × 100 box stretched to the width of the screen: 30 slots of 10 units.
const WIDTH = 300;
const HEIGHT = 100;
const BAR = 6;

/**
 * The last 30 days' WhatsApp taps and calls, one stacked bar a day (plain SVG: a chart library
 * would weigh more than the whole tab). The table of each day below is the same data in text.
 */
export function ContactsChart({ days }: { days: DayTaps[] }) {
  const titleId = useId();
  const highest = Math.max(1, ...days.map((day) => day.whatsapp + day.calls));
  const slot = WIDTH / days.length;
  const scale = (count: number) => (count / highest) * HEIGHT;
  const totalWhatsapp = days.reduce((sum, day) => sum + day.whatsapp, 0);
  const totalCalls = days.reduce((sum, day) => sum + day.calls, 0);
  const first = days[0];
  const last = days.at(-1);

  return (
    <figure aria-labelledby={titleId}>
      <figcaption id={titleId} className="font-semibold text-slate-900">
        WhatsApp e chamadas por dia
      </figcaption>
      <ul className="mt-1 flex gap-4 text-sm text-slate-700" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-chat-600" /> WhatsApp
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-blue-700" /> Chamadas
        </li>
      </ul>
      <div className="mt-2 flex gap-2">
        <span className="w-6 text-right text-xs text-slate-600 tabular-nums" aria-hidden="true">
          {formatCount(highest)}
        </span>
        <svg
          role="img"
          aria-label={`Últimos 30 dias: ${tapsText(totalWhatsapp, totalCalls)}. Os números de cada dia estão na tabela abaixo.`}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-36 w-full border-b border-l border-slate-300 sm:h-44"
        >
          <line
            x1="0"
            x2={WIDTH}
            y1={HEIGHT / 2}
            y2={HEIGHT / 2}
            className="stroke-slate-200"
            strokeWidth="0.5"
          />
          {days.map((day, index) => {
            const x = index * slot + (slot - BAR) / 2;
            const whatsapp = scale(day.whatsapp);
            const calls = scale(day.calls);
            return (
              <g key={day.day}>
                <title>{`${formatDay(day.day)}: ${tapsText(day.whatsapp, day.calls)}`}</title>
                {/* the whole column answers the pointer, however short its bars */}
                <rect x={index * slot} y="0" width={slot} height={HEIGHT} fill="transparent" />
                <rect x={x} y={HEIGHT - whatsapp} width={BAR} height={whatsapp} className="fill-chat-600" />
                <rect
                  x={x}
                  y={HEIGHT - whatsapp - calls}
                  width={BAR}
                  height={calls}
                  className="fill-blue-700"
                />
              </g>
            );
          })}
        </svg>
      </div>
      <div className="mt-1 flex justify-between pl-8 text-xs text-slate-600" aria-hidden="true">
        <span>{first && formatDay(first.day)}</span>
        <span>Hoje{last && `, ${formatDay(last.day)}`}</span>
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer rounded text-sm font-semibold text-blue-800 underline-offset-4 hover:underline">
          Ver os números de cada dia
        </summary>
        <div className="mt-2">
          <TapsTable
            caption="WhatsApp e chamadas de cada um dos últimos 30 dias"
            rowsAre="Dia"
            rows={[...days]
              .reverse()
              .map((day) => ({ key: day.day, label: formatDayWithWeekday(day.day), ...day }))}
          />
        </div>
      </details>
    </figure>
  );
}

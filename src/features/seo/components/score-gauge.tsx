import type { Score } from '#src/features/seo/audit/report-types.ts';
import { SCORE_BAND_LABELS, scoreBand, scoreColour } from '#src/features/seo/audit/score-colour.ts';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A ring filled to the score in its band's colour, with the number, the name and the band in words. */
export function ScoreGauge({ label, score }: { label: string; score: Score }) {
  const colour = scoreColour(score);
  const filled = score === null ? 0 : (score / 100) * CIRCUMFERENCE;
  return (
    <li className="flex flex-col items-center gap-1 rounded-xl border border-slate-200 bg-white p-4 text-center">
      <div className="relative size-28">
        <svg viewBox="0 0 100 100" className="size-28 -rotate-90" aria-hidden="true" focusable="false">
          <circle cx="50" cy="50" r={RADIUS} fill="none" stroke="#e2e8f0" strokeWidth="9" />
          <circle
            cx="50"
            cy="50"
            r={RADIUS}
            fill="none"
            stroke={colour}
            strokeWidth="9"
            strokeLinecap="round"
            strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          />
        </svg>
        <span
          className="absolute inset-0 flex items-center justify-center text-3xl font-bold"
          style={{ color: colour }}
        >
          {score === null ? '—' : score}
        </span>
      </div>
      <span className="font-semibold text-slate-900">{label}</span>
      <span className="text-sm font-medium" style={{ color: colour }}>
        {score === null ? 'Sem dados' : `${score}/100 · ${SCORE_BAND_LABELS[scoreBand(score)]}`}
      </span>
    </li>
  );
}

import type { PerformanceReport } from '#src/features/seo/audit/report-types.ts';
import {
  BAND_LABELS,
  formatVital,
  VITAL_NAMES,
  VITAL_THRESHOLDS,
  vitalBand,
  type VitalBand,
} from '#src/features/seo/audit/vitals-bands.ts';
import { ScrollRegion } from './scroll-region.tsx';

const BAND_CLASSES: Record<VitalBand | 'none', string> = {
  good: 'text-green-700',
  'needs-improvement': 'text-amber-700',
  poor: 'text-red-700',
  none: 'text-slate-600',
};

export function VitalsPanel({ performance }: { performance: PerformanceReport }) {
  return (
    <section aria-labelledby="seo-vitals" className="mt-8">
      <h2 id="seo-vitals" className="text-xl font-bold text-slate-900">
        Web vitals
      </h2>
      <ScrollRegion label="Tabela das web vitals">
        <table className="w-full border-collapse bg-white text-left text-sm">
          <thead className="bg-slate-100">
            <tr>
              <th className="border border-slate-200 p-2">Métrica</th>
              <th className="border border-slate-200 p-2">Valor</th>
              <th className="border border-slate-200 p-2">Avaliação</th>
              <th className="border border-slate-200 p-2">Bom / fraco</th>
            </tr>
          </thead>
          <tbody>
            {VITAL_NAMES.map((name) => {
              const value = performance[name];
              const band = vitalBand(name, value);
              const { good, poor, label } = VITAL_THRESHOLDS[name];
              return (
                <tr key={name}>
                  <th scope="row" className="border border-slate-200 p-2 font-medium">
                    {label}
                  </th>
                  <td className="border border-slate-200 p-2">{formatVital(name, value)}</td>
                  <td className={`border border-slate-200 p-2 font-semibold ${BAND_CLASSES[band ?? 'none']}`}>
                    {band ? BAND_LABELS[band] : 'Sem dados'}
                  </td>
                  <td className="border border-slate-200 p-2">
                    ≤ {formatVital(name, good)} / &gt; {formatVital(name, poor)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">Recomendações</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
        {performance.recommendations.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}

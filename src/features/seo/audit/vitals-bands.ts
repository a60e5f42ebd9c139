// Web vitals against the good/poor thresholds of docs/requirements/seo.md (LCP, CLS, INP; FCP: web.dev's).
// Values are in the report's units: LCP and FCP in seconds, INP in milliseconds, CLS unitless.

export type VitalName = 'lcp' | 'cls' | 'inp' | 'fcp';
export type VitalBand = 'good' | 'needs-improvement' | 'poor';

export interface VitalThreshold {
  /** At or below: good. */
  good: number;
  /** Above: poor. In between: needs improvement. */
  poor: number;
  unit: 's' | 'ms' | '';
  label: string;
}

export const VITAL_THRESHOLDS: Record<VitalName, VitalThreshold> = {
  lcp: { good: 2.5, poor: 4, unit: 's', label: 'LCP (maior elemento visível)' },
  cls: { good: 0.1, poor: 0.25, unit: '', label: 'CLS (estabilidade visual)' },
  inp: { good: 200, poor: 500, unit: 'ms', label: 'INP (resposta à interação)' },
  fcp: { good: 1.8, poor: 3, unit: 's', label: 'FCP (primeiro conteúdo)' },
};

export const VITAL_NAMES: readonly VitalName[] = ['lcp', 'cls', 'inp', 'fcp'];

/** The band of a measured value; null when the metric was not measured. */
export function vitalBand(name: VitalName, value: number | null): VitalBand | null {
  if (value === null || !Number.isFinite(value)) return null;
  const { good, poor } = VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}

export const BAND_LABELS: Record<VitalBand, string> = {
  good: 'Bom',
  'needs-improvement': 'A melhorar',
  poor: 'Fraco',
};

/** "2,10 s", "0,050", "180 ms": pt-PT decimals, with the unit. */
export function formatVital(name: VitalName, value: number | null): string {
  if (value === null) return 'sem dados';
  const { unit } = VITAL_THRESHOLDS[name];
  const digits = unit === 'ms' ? 0 : unit === 's' ? 2 : 3;
  const number = value.toLocaleString('pt-PT', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return unit ? `${number} ${unit}` : number;
}

// The targets of issue 7, checked by `npm run bench` (never by timed tests).

export interface Measured {
  mobileScores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  mobileLcpMs: number;
  mobileTbtMs: number;
  mobileCls: number;
  /** All JavaScript / loads (Lighthouse's network records), gzip -9. */
  loadedJsGzipBytes: number;
  restP95Ms: number;
}

export interface TargetCheck {
  name: string;
  target: string;
  value: string;
  met: boolean;
}

const KB = 1000;

export function checkTargets(m: Measured): TargetCheck[] {
  const score = (name: string, value: number): TargetCheck => ({
    name: `Mobile ${name} (median of 3)`,
    target: '100',
    value: String(value),
    met: value >= 100,
  });
  return [
    score('Performance', m.mobileScores.performance),
    score('Accessibility', m.mobileScores.accessibility),
    score('Best Practices', m.mobileScores['best-practices']),
    score('SEO', m.mobileScores.seo),
    {
      name: 'Mobile LCP',
      target: '≤ 1500 ms',
      value: `${Math.round(m.mobileLcpMs)} ms`,
      met: m.mobileLcpMs <= 1500,
    },
    {
      name: 'Mobile TBT',
      target: '≤ 50 ms',
      value: `${Math.round(m.mobileTbtMs)} ms`,
      met: m.mobileTbtMs <= 50,
    },
    { name: 'Mobile CLS', target: '≤ 0.01', value: m.mobileCls.toFixed(3), met: m.mobileCls <= 0.01 },
    {
      name: 'JS loaded by / (gzip)',
      target: '≤ 90 kB',
      value: `${(m.loadedJsGzipBytes / KB).toFixed(1)} kB`,
      met: m.loadedJsGzipBytes <= 90 * KB,
    },
    {
      name: 'REST read p95, 50 connections',
      target: '≤ 25 ms',
      value: `${m.restP95Ms.toFixed(1)} ms`,
      met: m.restP95Ms <= 25,
    },
  ];
}

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, generateReport, type Result } from 'lighthouse';
import { median } from './stats.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;

export type FormFactor = 'mobile' | 'desktop';
export type Scores = Record<(typeof CATEGORIES)[number], number>;
export type Metrics = Record<keyof typeof METRICS, number>;

export interface RunSummary {
  scores: Scores;
  metrics: Metrics;
  /** Same-origin scripts and stylesheets the page requested during the run. */
  requests: { url: string; type: 'Script' | 'Stylesheet' }[];
  /** Lighthouse's CPU benchmark of this machine (the 4× slowdown assumes roughly 1000–3000). */
  benchmarkIndex: number;
  /** Failed audits of the four categories, for the "what stands between" notes. */
  failedAudits: { id: string; title: string; score: number | null }[];
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--mute-audio',
];

function summarize(lhr: Result): RunSummary {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Scores;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? Number.NaN]),
  ) as Metrics;
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const items = (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)
    ?.items;
  const requests = (items ?? []).flatMap((item): RunSummary['requests'] => {
    const url = String(item.url ?? '');
    const type = item.resourceType;
    return (type === 'Script' || type === 'Stylesheet') && url.startsWith(origin) ? [{ url, type }] : [];
  });
  const failedAudits = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => ({ id: audit!.id, title: audit!.title, score: audit!.score })),
  );
  return { scores, metrics, requests, benchmarkIndex: lhr.environment.benchmarkIndex, failedAudits };
}

/** One Lighthouse run in a fresh headless Chromium; reports go to `<reportBase>.html|json`. */
export async function runLighthouse(
  url: string,
  formFactor: FormFactor,
  chromePath: string,
  reportBase: string,
): Promise<RunSummary> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      // The default config is Lighthouse's mobile simulation (Moto G Power, slow 4G, 4× CPU).
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    await mkdir(path.dirname(reportBase), { recursive: true });
    await writeFile(`${reportBase}.html`, generateReport(result.lhr, 'html'));
    await writeFile(`${reportBase}.json`, JSON.stringify(result.lhr));
    return summarize(result.lhr);
  } finally {
    chrome.kill();
  }
}

/** The median of each score and metric over several runs of one form factor. */
export function medianSummary(runs: readonly RunSummary[]): { scores: Scores; metrics: Metrics } {
  const pick = <K extends string>(keys: readonly K[], value: (run: RunSummary, key: K) => number) =>
    Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => value(run, key)))])) as Record<
      K,
      number
    >;
  return {
    scores: pick(CATEGORIES, (run, key) => run.scores[key]),
    metrics: pick(Object.keys(METRICS) as (keyof typeof METRICS)[], (run, key) => run.metrics[key]),
  };
}

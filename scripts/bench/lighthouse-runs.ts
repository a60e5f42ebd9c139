import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, generateReport, type Config, type Result } from 'lighthouse';
import { CATEGORIES, METRICS, type Metrics, type Scores } from './summary.ts';

/**
 * mobile: Lighthouse's default (Moto G Power, slow 4G, 4× CPU, simulated); slow-phone: the
 * same with a 6× CPU slowdown; desktop: Lighthouse's desktop config.
 */
export type Profile = 'mobile' | 'slow-phone' | 'desktop';
export const SLOW_PHONE_CPU_SLOWDOWN = 6;

export interface RunSummary {
  scores: Scores;
  metrics: Metrics;
  /** Same-origin scripts and stylesheets the page requested during the run. */
  requests: { url: string; type: 'Script' | 'Stylesheet' }[];
  /** Lighthouse's CPU benchmark of this machine during the run (higher is faster). */
  benchmarkIndex: number;
  /** The CPU slowdown Lighthouse applied (read back from the report, not from our config). */
  cpuSlowdownMultiplier: number;
  /** Elements in the page's DOM at the end of the load (Lighthouse's DOM size insight). */
  domElements: number | null;
  /** The machine's 1-minute load average when the run started. */
  loadAverage1m: number;
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
  // the bench's own HTTPS edge (tls-edge.ts) has a certificate no authority signed
  '--ignore-certificate-errors',
];

/** The Lighthouse config of a profile (undefined: Lighthouse's default, the mobile one). */
function lighthouseConfig(profile: Profile): Config | undefined {
  switch (profile) {
    case 'mobile':
      return undefined;
    case 'desktop':
      return desktopConfig;
    case 'slow-phone':
      // Merged into the default settings: slow 4G and the simulate method stay as they are.
      return {
        extends: 'lighthouse:default',
        settings: { throttling: { cpuSlowdownMultiplier: SLOW_PHONE_CPU_SLOWDOWN } },
      };
  }
}

function summarize(lhr: Result, loadAverage1m: number): RunSummary {
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
  const domDebug = (
    lhr.audits['dom-size-insight']?.details as { debugData?: { totalElements?: unknown } } | undefined
  )?.debugData;
  const failedAudits = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => ({ id: audit!.id, title: audit!.title, score: audit!.score })),
  );
  return {
    scores,
    metrics,
    requests,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
    domElements: typeof domDebug?.totalElements === 'number' ? domDebug.totalElements : null,
    loadAverage1m,
    failedAudits,
  };
}

/** One Lighthouse run in a fresh headless Chromium; reports go to `<reportBase>.html|json`. */
export async function runLighthouse(
  url: string,
  profile: Profile,
  chromePath: string,
  reportBase: string,
): Promise<RunSummary> {
  const loadAverage1m = loadavg()[0] ?? Number.NaN;
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      lighthouseConfig(profile),
    );
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    await mkdir(path.dirname(reportBase), { recursive: true });
    await writeFile(`${reportBase}.html`, generateReport(result.lhr, 'html'));
    await writeFile(`${reportBase}.json`, JSON.stringify(result.lhr));
    const summary = summarize(result.lhr, loadAverage1m);
    if (profile === 'slow-phone' && summary.cpuSlowdownMultiplier !== SLOW_PHONE_CPU_SLOWDOWN) {
      throw new Error(`slow-phone run used a ${summary.cpuSlowdownMultiplier}× CPU slowdown`);
    }
    return summary;
  } finally {
    chrome.kill();
  }
}

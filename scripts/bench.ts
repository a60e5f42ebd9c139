// `npm run bench`: builds and serves the site as `npm run preview` does, on ports of its own,
// against a fresh local stand-in; runs Lighthouse 3× mobile and 1× desktop on /, measures the
// bytes / loads and the stand-in's REST read latency under a fixed load; prints a table and
// writes bench/results.json (full Lighthouse reports in bench/lighthouse/). Not part of npm test.
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { measureBundle } from './bench/bundle-size.ts';
import { medianSummary, runLighthouse, type FormFactor, type RunSummary } from './bench/lighthouse-runs.ts';
import { startPreview } from './bench/preview-process.ts';
import { median } from './bench/stats.ts';
import { formatReport, type BenchReport } from './bench/report.ts';
import { runRestLoad } from './bench/rest-load.ts';
import { publishSampleMedia } from './bench/sample-media.ts';
import { checkTargets } from './bench/targets.ts';
import { PROJECT_ROOT } from './support/local-stand-in.ts';

const MOBILE_RUNS = 3;
const DESKTOP_RUNS = 1;
/** The spec's public read 2, exactly as the home page sends it. */
const REST_QUERY = 'media_slots?select=*,media_versions(*)&is_published=eq.true&order=updated_at.desc';
const REST_LOAD = { connections: 50, durationMs: 10_000, maxRequests: 100_000, warmupRequests: 200 };
const REST_SINGLE = { connections: 1, durationMs: 3_000, maxRequests: 10_000, warmupRequests: 20 };
const PUBLISHED_SLOTS = 24;

const BENCH_DIR = path.join(PROJECT_ROOT, 'bench');
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const startedAt = Date.now();

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART, NO_FCP): run again. */
async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`  (attempt ${attempt} failed: ${(error as Error).message}; again)`);
    }
  }
}

async function lighthouseRuns(url: string, formFactor: FormFactor, count: number): Promise<RunSummary[]> {
  const runs: RunSummary[] = [];
  for (let run = 1; run <= count; run++) {
    const report = path.join(BENCH_DIR, 'lighthouse', `${formFactor}-${run}`);
    const summary = await withRetry(() => runLighthouse(url, formFactor, chromePath, report));
    const s = summary.scores;
    console.log(
      `  ${formFactor} ${run}/${count}: ${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}, ` +
        `LCP ${Math.round(summary.metrics.lcpMs)} ms, TBT ${Math.round(summary.metrics.tbtMs)} ms`,
    );
    runs.push(summary);
  }
  return runs;
}

/** Audits below 1 in any of the runs, with the number of runs that failed each. */
function failedAudits(runs: readonly RunSummary[]) {
  const byId = new Map<string, { id: string; title: string; runs: number }>();
  for (const audit of runs.flatMap((run) => run.failedAudits)) {
    const entry = byId.get(audit.id) ?? { id: audit.id, title: audit.title, runs: 0 };
    entry.runs++;
    byId.set(audit.id, entry);
  }
  return [...byId.values()];
}

console.log('bench: building and starting the production build with a fresh local stand-in…');
const preview = await startPreview();
let report: BenchReport;
try {
  const url = `${preview.siteUrl}/`;
  console.log(`bench: Lighthouse on ${url}`);
  const mobile = await lighthouseRuns(url, 'mobile', MOBILE_RUNS);
  const desktop = await lighthouseRuns(url, 'desktop', DESKTOP_RUNS);
  const bundle = await measureBundle(preview.outDir, mobile[0]?.requests ?? []);

  const publishedSlots = await publishSampleMedia(preview.supabase, PUBLISHED_SLOTS);
  console.log(
    `bench: REST load, ${REST_LOAD.connections} connections for ${REST_LOAD.durationMs / 1000} s ` +
      `(${publishedSlots} published slots)`,
  );
  const restRequest = {
    url: `${preview.supabase.url}/rest/v1/${REST_QUERY}`,
    headers: { apikey: preview.supabase.anonKey, Authorization: `Bearer ${preview.supabase.anonKey}` },
  };
  // One connection first: the time one read costs when nothing waits in front of it, from the
  // stand-in's read cache and, asking it for no cache, from the database.
  const single = await runRestLoad({ ...restRequest, ...REST_SINGLE });
  const singleUncached = await runRestLoad({
    ...restRequest,
    headers: { ...restRequest.headers, 'Cache-Control': 'no-cache' },
    ...REST_SINGLE,
  });
  const rest = await runRestLoad({ ...restRequest, ...REST_LOAD });

  const mobileMedian = medianSummary(mobile);
  report = {
    date: new Date().toISOString(),
    url,
    durationSeconds: (Date.now() - startedAt) / 1000,
    machine: {
      cpus: cpus().length,
      node: process.version,
      lighthouseBenchmarkIndex: median(mobile.map((run) => run.benchmarkIndex)),
      chromium: execFileSync(chromePath, ['--version'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
    },
    mobile: { runs: mobile.length, median: mobileMedian },
    desktop: { runs: desktop.length, median: medianSummary(desktop) },
    bundle,
    rest: {
      ...rest,
      query: REST_QUERY,
      connections: REST_LOAD.connections,
      publishedSlots,
      single,
      singleUncached,
    },
    targets: checkTargets({
      mobileScores: mobileMedian.scores,
      mobileLcpMs: mobileMedian.metrics.lcpMs,
      mobileTbtMs: mobileMedian.metrics.tbtMs,
      mobileCls: mobileMedian.metrics.cls,
      loadedJsGzipBytes: bundle.loaded.jsGzip,
      restP95Ms: rest.p95Ms,
    }),
    mobileFailedAudits: failedAudits(mobile),
  };
} finally {
  await preview.stop();
  await rm(preview.dataDir, { recursive: true, force: true });
}

await mkdir(BENCH_DIR, { recursive: true });
await writeFile(path.join(BENCH_DIR, 'results.json'), JSON.stringify(report, null, 2) + '\n');
console.log(
  '\n' + formatReport(report) + '\n\nbench: wrote bench/results.json and bench/lighthouse/ (html and json)',
);

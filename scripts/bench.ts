// `npm run bench`: builds and serves the site as `npm run preview` does, on ports of its own,
// against a fresh local stand-in, and puts a trivial static control page (bench/control.html)
// and the page without scripts (the built index.html with every <script> taken out) on the same
// server, and the same of /en/. The sample content is published in every language, so `/en/` is
// built too. Lighthouse runs on /, /en/, each page without scripts and the control page in turn: 5× each with the
// default mobile throttling; then /, /en/ and the control page 3× each as a slow phone (6× CPU);
// then 1× desktop on /. It measures dist/index.html and dist/en/index.html, the bytes each page
// loads and the stand-in's REST read latency under a fixed load, checks the targets of both pages
// (scripts/bench/targets.ts), prints a table and writes bench/results.json (full Lighthouse
// reports in bench/lighthouse/). Not part of npm test.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { measureBundle } from '#scripts/bench/bundle-size.ts';
import { installControlPage, installDocumentPage } from '#scripts/bench/control-page.ts';
import { htmlFacts } from '#scripts/bench/html-facts.ts';
import {
  runLighthouse,
  SLOW_PHONE_CPU_SLOWDOWN,
  type Profile,
  type RunSummary,
} from '#scripts/bench/lighthouse-runs.ts';
import { startPreview } from '#scripts/bench/preview-process.ts';
import { startTlsEdge, type TlsEdge } from '#scripts/bench/tls-edge.ts';
import { asBuiltForHostedProject, servedSizes } from '#scripts/bench/served-html.ts';
import {
  formatReport,
  machineNotes,
  type BenchReport,
  type MobileResult,
  type ProfileResult,
  type RunRecord,
} from '#scripts/bench/report.ts';
import { runRestLoad } from '#scripts/bench/rest-load.ts';
import { interleavedPlan, type Page, type PlannedRun } from '#scripts/bench/run-plan.ts';
import { publishSampleContent } from '#scripts/bench/publish-sample-content.ts';
import { publishSampleMedia } from '#scripts/bench/sample-media.ts';
import { median } from '#scripts/bench/stats.ts';
import { differenceFromControl, medianSummary } from '#scripts/bench/summary.ts';
import { checkTargets, tbtAboveControl, tbtDifference } from '#scripts/bench/targets.ts';
import { PROJECT_ROOT } from '#scripts/support/local-stand-in.ts';

const MOBILE_RUNS = 5;
const SLOW_PHONE_RUNS = 3;
const DESKTOP_RUNS = 1;
/** The home page's read of published images, exactly as it sends it. */
const REST_QUERY = 'media_slots?select=*,media_versions(*)&is_published=eq.true&order=updated_at.desc';
const REST_LOAD = { connections: 50, durationMs: 10_000, maxRequests: 100_000, warmupRequests: 200 };
const REST_SINGLE = { connections: 1, durationMs: 3_000, maxRequests: 10_000, warmupRequests: 20 };
const PUBLISHED_SLOTS = 24;

const BENCH_DIR = path.join(PROJECT_ROOT, 'bench');
const RESULTS_FILE = path.join(BENCH_DIR, 'results.json');
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const startedAt = Date.now();
const loadAtStart = loadavg()[0] ?? Number.NaN;

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

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: PROJECT_ROOT, encoding: 'utf8' });
}

interface MadeRun extends PlannedRun {
  summary: RunSummary;
  /** Wall-clock time of the run, retries included. */
  seconds: number;
}

/** Every planned run, in order; a failed run is retried, never skipped. */
async function lighthouseRuns(urls: Record<Page, string>, plan: readonly PlannedRun[]): Promise<MadeRun[]> {
  const made: MadeRun[] = [];
  for (const [i, planned] of plan.entries()) {
    const { profile, page, run, of } = planned;
    const report = path.join(BENCH_DIR, 'lighthouse', `${profile}-${page}-${run}`);
    const started = Date.now();
    const summary = await withRetry(() => runLighthouse(urls[page], profile, chromePath, report));
    const seconds = (Date.now() - started) / 1000;
    const s = summary.scores;
    console.log(
      `  ${i + 1}/${plan.length} ${profile} ${page} ${run}/${of}: ` +
        `${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}, ` +
        `LCP ${Math.round(summary.metrics.lcpMs)} ms, TBT ${Math.round(summary.metrics.tbtMs)} ms, ` +
        `benchmarkIndex ${Math.round(summary.benchmarkIndex)}, load ${summary.loadAverage1m.toFixed(1)}, ` +
        `${seconds.toFixed(0)} s`,
    );
    made.push({ ...planned, summary, seconds });
  }
  return made;
}

const runsOf = (made: readonly MadeRun[], profile: Profile, page: Page) =>
  made.filter((run) => run.profile === profile && run.page === page).map((run) => run.summary);

function profileResult(made: readonly MadeRun[], profile: Profile, page: Page = 'site'): ProfileResult {
  const siteRuns = runsOf(made, profile, page);
  const controlRuns = runsOf(made, profile, 'control');
  const site = medianSummary(siteRuns);
  const control = medianSummary(controlRuns);
  return {
    runs: siteRuns.length,
    site,
    control,
    difference: differenceFromControl(site, control),
    tbtAboveControl: tbtAboveControl(
      siteRuns.map((run) => run.metrics.tbtMs),
      controlRuns.map((run) => run.metrics.tbtMs),
    ),
  };
}

/** The mobile profile, with how its TBT above the control splits between the document and the scripts. */
function mobileResult(made: readonly MadeRun[]): MobileResult {
  const tbt = (page: Page) => runsOf(made, 'mobile', page).map((run) => run.metrics.tbtMs);
  const documentRuns = runsOf(made, 'mobile', 'document');
  return {
    ...profileResult(made, 'mobile'),
    documentRuns: documentRuns.length,
    document: medianSummary(documentRuns),
    documentTbtAboveControl: tbtDifference(tbt('document'), tbt('control')),
    scriptsTbtShare: tbtDifference(tbt('site'), tbt('document')),
  };
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

const plan = interleavedPlan([
  {
    profile: 'mobile',
    site: MOBILE_RUNS,
    english: MOBILE_RUNS,
    document: MOBILE_RUNS,
    englishDocument: MOBILE_RUNS,
    control: MOBILE_RUNS,
  },
  { profile: 'slow-phone', site: SLOW_PHONE_RUNS, english: SLOW_PHONE_RUNS, control: SLOW_PHONE_RUNS },
  { profile: 'desktop', site: DESKTOP_RUNS, control: 0 },
]);

console.log('bench: building and starting the production build with a fresh local stand-in…');
const preview = await startPreview();
const sampleImages = await publishSampleContent(preview.supabase, { files: 'stored' });
await preview.rebuild();
console.log(
  `bench: ${sampleImages} images published (every service photo, 4 pairs, the share image) and the ` +
    'business facts saved, every text at its limit in every language, each published; / and /en/ rebuilt',
);
const servingAt = Date.now();
let report: BenchReport;
let edge: TlsEdge | undefined;
try {
  // every page is measured as the hosts serve it: over HTTPS and HTTP/2
  edge = await startTlsEdge(preview.siteUrl);
  const url = `${edge.url}/`;
  const englishUrl = `${edge.url}/en/`;
  const controlUrl = edge.at(await installControlPage(preview.outDir, preview.siteUrl));
  const documentUrl = edge.at(await installDocumentPage(preview.outDir, preview.siteUrl));
  const englishDocumentUrl = edge.at(
    await installDocumentPage(preview.outDir, preview.siteUrl, 'en/index.html'),
  );
  console.log(
    `bench: Lighthouse on ${url}, ${englishUrl}, ${documentUrl}, ${englishDocumentUrl} and ` +
      `${controlUrl}, ${plan.length} runs`,
  );
  await rm(path.join(BENCH_DIR, 'lighthouse'), { recursive: true, force: true });
  const made = await lighthouseRuns(
    {
      site: url,
      english: englishUrl,
      document: documentUrl,
      'english-document': englishDocumentUrl,
      control: controlUrl,
    },
    plan,
  );
  const lighthouseDoneAt = Date.now();
  const loads = made.map((run) => run.summary.loadAverage1m);
  const siteRuns = made.filter((run) => run.page === 'site').map((run) => run.summary);
  const bundle = await measureBundle(
    preview.outDir,
    siteRuns.flatMap((run) => run.requests),
  );
  const served = async (file: string) => {
    const page = await readFile(path.join(preview.outDir, file), 'utf8');
    return {
      ...htmlFacts(page),
      served: servedSizes(asBuiltForHostedProject(page, new URL(preview.supabase.url).origin)),
    };
  };
  const html = await served('index.html');
  const englishRuns = made.filter((run) => run.page === 'english').map((run) => run.summary);
  const english = {
    url: englishUrl,
    mobile: profileResult(made, 'mobile', 'english'),
    documentRuns: runsOf(made, 'mobile', 'english-document').length,
    document: medianSummary(runsOf(made, 'mobile', 'english-document')),
    slowPhone: {
      ...profileResult(made, 'slow-phone', 'english'),
      cpuSlowdownMultiplier: SLOW_PHONE_CPU_SLOWDOWN,
    },
    html: await served('en/index.html'),
    bundle: await measureBundle(
      preview.outDir,
      englishRuns.flatMap((run) => run.requests),
      'en/index.html',
    ),
  };

  const publishedSlots = await publishSampleMedia(preview.supabase, PUBLISHED_SLOTS);
  console.log(
    `bench: REST load, ${REST_LOAD.connections} connections for ${REST_LOAD.durationMs / 1000} s ` +
      `(${publishedSlots} published slots)`,
  );
  const restRequest = {
    url: `${preview.supabase.url}/rest/v1/${REST_QUERY}`,
    headers: {
      apikey: preview.supabase.publishableKey,
      Authorization: `Bearer ${preview.supabase.publishableKey}`,
    },
  };
  // One connection first: the time one read costs when nothing waits in front of it.
  const single = await runRestLoad({ ...restRequest, ...REST_SINGLE });
  const rest = await runRestLoad({ ...restRequest, ...REST_LOAD });
  const restDoneAt = Date.now();

  const mobile = mobileResult(made);
  const slowPhone = { ...profileResult(made, 'slow-phone'), cpuSlowdownMultiplier: SLOW_PHONE_CPU_SLOWDOWN };
  const indexes = made.map((run) => run.summary.benchmarkIndex);
  const runs: RunRecord[] = made.map(({ profile, page, run, summary, seconds }, i) => ({
    order: i + 1,
    profile,
    page,
    run,
    seconds,
    benchmarkIndex: summary.benchmarkIndex,
    cpuSlowdownMultiplier: summary.cpuSlowdownMultiplier,
    loadAverage1m: summary.loadAverage1m,
    scores: summary.scores,
    metrics: summary.metrics,
    domElements: summary.domElements,
  }));
  report = {
    date: new Date().toISOString(),
    url,
    controlUrl,
    documentUrl,
    durationSeconds: (Date.now() - startedAt) / 1000,
    phaseSeconds: {
      buildAndStart: (servingAt - startedAt) / 1000,
      lighthouse: (lighthouseDoneAt - servingAt) / 1000,
      bytesAndRest: (restDoneAt - lighthouseDoneAt) / 1000,
    },
    git: {
      commit: git('rev-parse', 'HEAD').trim(),
      dirtyPaths: git('status', '--porcelain')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => line.slice(3)),
    },
    machine: {
      cpus: cpus().length,
      node: process.version,
      chromium: execFileSync(chromePath, ['--version'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
      benchmarkIndex: {
        median: median(indexes),
        min: Math.min(...indexes),
        max: Math.max(...indexes),
        runs: indexes.length,
      },
      loadAverage1m: { start: loadAtStart, max: Math.max(loadAtStart, ...loads), end: loads.at(-1) ?? NaN },
    },
    lighthouse: {
      mobile,
      slowPhone,
      desktop: {
        runs: runsOf(made, 'desktop', 'site').length,
        site: medianSummary(runsOf(made, 'desktop', 'site')),
      },
      runs,
    },
    html,
    bundle,
    english,
    rest: {
      ...rest,
      query: REST_QUERY,
      connections: REST_LOAD.connections,
      publishedSlots,
      single,
    },
    targets: [
      ...checkTargets({
        path: '/',
        mobile: { ...mobile, withoutScriptsFcpMs: mobile.document.metrics.fcpMs },
        slowPhone,
        servedHtml: html.served,
        loadedJsGzipBytes: bundle.loaded.jsGzip,
      }),
      // every language's page is held to the same targets
      ...checkTargets({
        path: '/en/',
        mobile: { ...english.mobile, withoutScriptsFcpMs: english.document.metrics.fcpMs },
        slowPhone: english.slowPhone,
        servedHtml: english.html.served,
        loadedJsGzipBytes: english.bundle.loaded.jsGzip,
      }),
    ],
    notes: machineNotes({
      cpus: cpus().length,
      loadAverageMax: Math.max(loadAtStart, ...loads),
      controlTbtMs: { mobile: mobile.control.metrics.tbtMs, slowPhone: slowPhone.control.metrics.tbtMs },
    }),
    mobileFailedAudits: failedAudits(runsOf(made, 'mobile', 'site')),
  };
} finally {
  await edge?.stop();
  await preview.stop();
  await rm(preview.dataDir, { recursive: true, force: true });
}

await mkdir(BENCH_DIR, { recursive: true });
// Formatted as Prettier would, so a copy of it (a baseline) passes `prettier --check .`.
const json = await format(JSON.stringify(report), {
  ...(await resolveConfig(RESULTS_FILE)),
  parser: 'json',
});
await writeFile(RESULTS_FILE, json);
console.log(
  '\n' + formatReport(report) + '\n\nbench: wrote bench/results.json and bench/lighthouse/ (html and json)',
);

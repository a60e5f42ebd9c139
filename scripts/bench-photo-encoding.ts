// `npm run bench:photos`: what preparing an iPhone photo costs in the admin, three ways. A
// 4032×3024 photo (two kinds: fabric-like, which compresses as photos do, and pure grain, which
// nothing compresses) is shrunk to 2560 px and copied at 480, 960 and 1600 px, by the admin's own
// encoder (src/features/admin/upload/photo-encoder.ts) served by Vite: the canvas's WebP
// (Chrome), libwebp in WebAssembly (what Safari gets) and the canvas's JPEG (the alternative),
// in Chromium at full speed and with 4× CPU throttling (a phone-class CPU), every mode in turn.
// Prints bytes, times and fidelity (PSNR of the 2560 px file against a Lanczos reference) and
// writes bench/photo-encoding.json. Not part of npm test; see
// docs/decisions/webp-encoder-for-safari.md.
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { createServer } from 'vite';
import { findFreePort } from '#local/free-port.ts';
import { cameraSizeJpeg, fabricPhotoJpeg } from '#tests/e2e/support/test-images.ts';
import type { EncodeMode, EncodeRun } from '#scripts/bench/photo-encoding/encode-run.ts';
import { median } from '#scripts/bench/stats.ts';
import { PROJECT_ROOT } from '#scripts/support/local-stand-in.ts';

const RUNS = 3;
const RATES = [1, 4] as const;
const MODES: EncodeMode[] = ['canvas-webp', 'wasm-webp', 'wasm-webp-main-thread', 'canvas-jpeg'];
const RESULTS_FILE = path.join(PROJECT_ROOT, 'bench', 'photo-encoding.json');
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

interface Row {
  photo: string;
  cpuSlowdown: number;
  mode: EncodeMode;
  runs: number;
  medianTotalMs: number;
  medianMainMs: number;
  /** Bytes of the 2560 px file and of each copy (the same every run). */
  bytes: Record<string, number>;
  psnrDb: number;
}

const photos = { fabric: await fabricPhotoJpeg(), grain: await cameraSizeJpeg(4032, 3024) };
const port = await findFreePort();
const vite = await createServer({
  root: PROJECT_ROOT,
  configFile: path.join(PROJECT_ROOT, 'vite.config.ts'),
  // no file watching: an edit elsewhere in the tree must not reload the page mid-measure
  server: { port, strictPort: true, host: '127.0.0.1', hmr: false, watch: null },
  logLevel: 'warn',
});
await vite.listen();
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });

try {
  const rows: Row[] = [];
  for (const cpuSlowdown of RATES) {
    for (const [photo, bytes] of Object.entries(photos)) {
      const reference = await sharp(bytes).resize(2560, 1920, { kernel: 'lanczos3' }).raw().toBuffer();
      const runs = new Map<EncodeMode, EncodeRun[]>(MODES.map((mode) => [mode, []]));
      for (let run = 0; run < RUNS; run++) {
        for (const mode of MODES) runs.get(mode)?.push(await encodeOnce(browser, bytes, mode, cpuSlowdown));
      }
      for (const [mode, done] of runs) {
        const first = done[0];
        if (!first) continue;
        const row: Row = {
          photo,
          cpuSlowdown,
          mode,
          runs: done.length,
          medianTotalMs: Math.round(median(done.map((r) => r.totalMs))),
          medianMainMs: Math.round(median(done.map((r) => r.sizes[0]?.ms ?? Number.NaN))),
          bytes: Object.fromEntries(first.sizes.map((size) => [String(size.width), size.bytes])),
          psnrDb: await psnr(reference, Buffer.from(first.mainBytes)),
        };
        rows.push(row);
        console.log(JSON.stringify(row));
      }
    }
  }
  const code = await encoderCode();
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, loadAverage1mAtEnd: loadavg()[0] },
    photos: Object.fromEntries(Object.entries(photos).map(([name, bytes]) => [name, bytes.length])),
    encoderCode: code,
    rows,
  };
  await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  printTable(report.photos, code, rows);
} finally {
  await browser.close();
  await vite.close();
}

async function encodeOnce(
  browser: Browser,
  photo: Buffer,
  mode: EncodeMode,
  rate: number,
): Promise<EncodeRun> {
  const page = await browser.newPage();
  try {
    await page.route('**/bench-photo.jpg', (route) =>
      route.fulfill({ body: photo, contentType: 'image/jpeg' }),
    );
    await page.goto(`http://127.0.0.1:${port}/scripts/bench/photo-encoding/page.html`);
    await page.waitForFunction(() => 'encodePhoto' in window);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    return await page.evaluate(
      ([url, encodeMode]) =>
        (window as unknown as { encodePhoto(u: string, m: string): Promise<EncodeRun> }).encodePhoto(
          url,
          encodeMode,
        ),
      ['/bench-photo.jpg', mode] as const,
    );
  } finally {
    await page.close();
  }
}

/** Peak signal-to-noise ratio of an encoded 2560 px file against the reference pixels, in dB. */
async function psnr(reference: Buffer, encoded: Buffer): Promise<number> {
  const pixels = await sharp(encoded).removeAlpha().raw().toBuffer();
  let squares = 0;
  for (let i = 0; i < reference.length; i++) squares += ((reference[i] ?? 0) - (pixels[i] ?? 0)) ** 2;
  return Number((10 * Math.log10((255 * 255) / (squares / reference.length))).toFixed(2));
}

/** What a browser without a WebP canvas downloads for the encoder: the SIMD build and its glue. */
async function encoderCode(): Promise<Record<string, { bytes: number; gzipBytes: number }>> {
  const folder = path.join(PROJECT_ROOT, 'node_modules', '@jsquash', 'webp', 'codec', 'enc');
  const sizes: Record<string, { bytes: number; gzipBytes: number }> = {};
  for (const name of ['webp_enc_simd.wasm', 'webp_enc_simd.js', 'webp_enc.wasm']) {
    const bytes = await readFile(path.join(folder, name));
    sizes[name] = { bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  }
  return sizes;
}

function printTable(
  photoBytes: Record<string, number>,
  code: Record<string, { bytes: number; gzipBytes: number }>,
  rows: Row[],
): void {
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `\nPhotos: ${Object.entries(photoBytes)
      .map(([name, bytes]) => `${name} ${kb(bytes)}`)
      .join(', ')}`,
  );
  console.log(
    `Encoder code: ${Object.entries(code)
      .map(([name, size]) => `${name} ${kb(size.bytes)} (${kb(size.gzipBytes)} gzip)`)
      .join(', ')}\n`,
  );
  console.table(
    rows.map((row) => ({
      photo: row.photo,
      cpu: `${row.cpuSlowdown}×`,
      mode: row.mode,
      'total ms': row.medianTotalMs,
      '2560 ms': row.medianMainMs,
      '2560 px': kb(row.bytes['2560'] ?? 0),
      '1600 px': kb(row.bytes['1600'] ?? 0),
      '960 px': kb(row.bytes['960'] ?? 0),
      '480 px': kb(row.bytes['480'] ?? 0),
      'PSNR dB': row.psnrDb,
    })),
  );
}

// Rasterises the built-in illustrations (assets/illustrations/*.svg) into the files the site
// serves when a slot has no published image, plus the share image and the favicons:
//   public/images/fallback/<name>-<width>.webp   every width listed in src/lib/ui/fallback-images.ts
//   public/og-image.jpg                          1200×630, business name and tagline
//   public/favicon.svg, favicon.ico, apple-touch-icon.png
// The outputs are committed; run `npm run images:fallback` after editing a drawing, or after
// setting VITE_BUSINESS_NAME (the share image carries the name).
//
// The illustrations hold no text, so sharp (librsvg) renders them. The share image does, in
// the site's font, which librsvg here cannot read from a woff2: Chromium renders that one.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp, { type Sharp } from 'sharp';
import { escapeMarkup } from '#src/lib/escape-markup.ts';
import { FALLBACK_IMAGES, fallbackImageUrl } from '#src/lib/ui/fallback-images.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCES = path.join(ROOT, 'assets', 'illustrations');
const PUBLIC = path.join(ROOT, 'public');
const FONT = path.join(
  ROOT,
  'node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
);
// Same placeholder as src/content/business.ts (which reads Vite's import.meta.env, not Node's).
const BUSINESS_NAME = process.env.VITE_BUSINESS_NAME?.trim() || 'Estofos Limpos Lisboa';

async function renderSvg(file: string, width: number): Promise<Sharp> {
  const svg = await readFile(path.join(SOURCES, `${file}.svg`));
  // A density high enough that librsvg draws at (at least) the target size, then downsample.
  return sharp(svg, { density: 288 }).resize({ width });
}

async function buildFallbackImages(): Promise<void> {
  await mkdir(path.join(PUBLIC, 'images', 'fallback'), { recursive: true });
  for (const image of Object.values(FALLBACK_IMAGES)) {
    for (const width of image.widths) {
      const target = path.join(PUBLIC, fallbackImageUrl(image, width));
      const { size } = await (
        await renderSvg(image.file, width)
      )
        .webp({ quality: 80, effort: 6, smartSubsample: true })
        .toFile(target);
      console.log(`${path.relative(ROOT, target)}  ${(size / 1024).toFixed(1)} KB`);
    }
  }
}

/** An .ico holding PNG images (supported by every current browser). */
function icoFromPngs(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * pngs.length;
  for (const { size, data } of pngs) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...pngs.map((png) => png.data)]);
}

async function buildFavicons(): Promise<void> {
  const mark = await readFile(path.join(SOURCES, 'logo-mark.svg'), 'utf8');
  await writeFile(path.join(PUBLIC, 'favicon.svg'), mark);
  const pngs = await Promise.all(
    [16, 32, 48].map(async (size) => ({
      size,
      data: await sharp(Buffer.from(mark), { density: 288 }).resize(size, size).png().toBuffer(),
    })),
  );
  await writeFile(path.join(PUBLIC, 'favicon.ico'), icoFromPngs(pngs));
  // iOS rounds the corners itself and shows transparency as black: a square, full tile.
  const square = mark.replace('rx="16"', 'rx="0"');
  await sharp(Buffer.from(square), { density: 576 })
    .resize(180, 180)
    .png()
    .toFile(path.join(PUBLIC, 'apple-touch-icon.png'));
  console.log('public/favicon.svg, favicon.ico, apple-touch-icon.png');
}

function shareImageHtml(fontBase64: string, sofaSvg: string, markSvg: string): string {
  const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return `<!doctype html><html lang="pt-PT"><head><meta charset="utf-8"><style>
    @font-face { font-family: Manrope; font-weight: 200 800; src: url(data:font/woff2;base64,${fontBase64}) format('woff2'); }
    * { margin: 0; box-sizing: border-box; }
    body { width: 1200px; height: 630px; overflow: hidden; font-family: Manrope, sans-serif;
      background: linear-gradient(135deg, #0b3b47 0%, #0f4c57 55%, #14707d 100%); color: #fff; position: relative; }
    .glow { position: absolute; right: -120px; top: -160px; width: 760px; height: 760px; border-radius: 50%;
      background: radial-gradient(circle, rgba(95,179,179,.35), rgba(95,179,179,0) 70%); }
    .text { position: absolute; left: 72px; top: 70px; width: 540px; }
    .brand { display: flex; align-items: center; gap: 18px; font-size: 30px; font-weight: 800; letter-spacing: -.01em; }
    .brand img { width: 64px; height: 64px; }
    h1 { margin-top: 46px; font-size: 58px; line-height: 1.06; font-weight: 800; letter-spacing: -.025em; }
    h1 span { color: #8fe0c9; }
    p { margin-top: 24px; font-size: 23px; line-height: 1.4; color: #d3ecec; font-weight: 500; }
    ul { list-style: none; padding: 0; margin-top: 34px; display: flex; gap: 10px; flex-wrap: wrap; }
    li { font-size: 18px; font-weight: 700; padding: 9px 16px; border-radius: 999px; background: rgba(255,255,255,.12);
      border: 1px solid rgba(255,255,255,.22); }
    .card { position: absolute; right: 56px; top: 95px; width: 500px; height: 440px; border-radius: 32px; overflow: hidden;
      box-shadow: 0 30px 60px rgba(0,0,0,.35); border: 6px solid rgba(255,255,255,.9); }
    .card img { width: 100%; height: 100%; object-fit: cover; object-position: 50% 60%; }
    .stars { position: absolute; right: 330px; bottom: 56px; background: #fff; color: #0b3b47; border-radius: 18px;
      padding: 14px 20px; font-size: 20px; font-weight: 800; box-shadow: 0 16px 30px rgba(0,0,0,.25); display: flex; gap: 10px; align-items: center; }
    .stars b { color: #f2a81d; letter-spacing: 2px; font-size: 22px; }
  </style></head><body>
    <div class="glow"></div>
    <div class="text">
      <div class="brand"><img src="${dataUrl(markSvg)}" alt="">${escapeMarkup(BUSINESS_NAME)}</div>
      <h1>Limpeza de estofos <span>em Lisboa</span></h1>
      <p>Sofás, colchões, tapetes e bancos de automóvel, limpos e protegidos em sua casa.</p>
      <ul><li>Produtos ecológicos</li><li>Secagem rápida</li><li>Orçamento grátis</li></ul>
    </div>
    <div class="card"><img src="${dataUrl(sofaSvg)}" alt=""></div>
    <div class="stars"><b>★★★★★</b> 5,0 no Google</div>
  </body></html>`;
}

async function buildShareImage(): Promise<void> {
  const [font, sofa, mark] = await Promise.all([
    readFile(FONT),
    readFile(path.join(SOURCES, 'service-sofa.svg'), 'utf8'),
    readFile(path.join(SOURCES, 'logo-mark.svg'), 'utf8'),
  ]);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
    await page.setContent(shareImageHtml(font.toString('base64'), sofa, mark), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ type: 'png' });
    const { size } = await sharp(png)
      .jpeg({ quality: 86, mozjpeg: true })
      .toFile(path.join(PUBLIC, 'og-image.jpg'));
    console.log(`public/og-image.jpg  ${(size / 1024).toFixed(1)} KB`);
  } finally {
    await browser.close();
  }
}

await buildFallbackImages();
await buildFavicons();
await buildShareImage();

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AssetSize {
  path: string;
  type: 'Script' | 'Stylesheet';
  bytes: number;
  gzipBytes: number;
}

export interface BundleSizes {
  /**
   * What index.html itself asks for before its first paint: the entry script, its
   * modulepreloads and linked stylesheets (src/main.tsx fetches the app after that paint).
   */
  critical: { jsGzip: number; cssGzip: number; files: AssetSize[] };
  /** CSS inlined into index.html's <style> elements (counted apart: it travels in the HTML). */
  inlineCssGzip: number;
  /**
   * Everything same-origin the page requested during the Lighthouse load: the app, the
   * Supabase client and any other chunk it fetched. This is "the JS loaded by /".
   */
  loaded: { jsGzip: number; cssGzip: number; files: AssetSize[] };
}

/** The page without its <noscript> elements, whose content a browser running scripts ignores. */
function withoutNoscript(html: string): string {
  return html.replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/g, '');
}

/** The site paths of the scripts and stylesheets an HTML page references (for a browser with JS). */
export function referencedAssets(page: string): { path: string; type: AssetSize['type'] }[] {
  const html = withoutNoscript(page);
  const assets: { path: string; type: AssetSize['type'] }[] = [];
  for (const [, src = ''] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g))
    assets.push({ path: src, type: 'Script' });
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/\brel="modulepreload"/.test(tag)) assets.push({ path: href, type: 'Script' });
    else if (/\brel="stylesheet"/.test(tag)) assets.push({ path: href, type: 'Stylesheet' });
  }
  return assets;
}

/** The text of an HTML page's <style> elements (outside <noscript>). */
export function inlineCss(html: string): string {
  return [...withoutNoscript(html).matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)]
    .map(([, css = '']) => css)
    .join('\n');
}

async function sizeOf(outDir: string, asset: { path: string; type: AssetSize['type'] }): Promise<AssetSize> {
  const content = await readFile(path.join(outDir, asset.path));
  return { ...asset, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

async function total(outDir: string, assets: { path: string; type: AssetSize['type'] }[]) {
  const unique = [...new Map(assets.map((asset) => [asset.path, asset])).values()];
  const files = await Promise.all(unique.map((asset) => sizeOf(outDir, asset)));
  const sum = (type: AssetSize['type']) =>
    files.filter((file) => file.type === type).reduce((bytes, file) => bytes + file.gzipBytes, 0);
  return { jsGzip: sum('Script'), cssGzip: sum('Stylesheet'), files };
}

/** gzip -9 sizes, from the built files, of what `/` references and of what it loaded. */
export async function measureBundle(
  outDir: string,
  loadedUrls: readonly { url: string; type: AssetSize['type'] }[],
  htmlFile = 'index.html',
): Promise<BundleSizes> {
  const html = await readFile(path.join(outDir, htmlFile), 'utf8');
  return {
    critical: await total(outDir, referencedAssets(html)),
    inlineCssGzip: gzipSync(inlineCss(html), { level: 9 }).length,
    loaded: await total(
      outDir,
      loadedUrls.map(({ url, type }) => ({ path: new URL(url).pathname, type })),
    ),
  };
}

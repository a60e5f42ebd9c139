import { describe, expect, it } from 'vitest';
import { keepFirstScreenCss } from '#scripts/support/critical-css.ts';

const CSS = [
  "@font-face{font-family:'Manrope Fallback';src:local('Arial')}",
  "body{font-family:'Manrope Variable','Manrope Fallback',sans-serif}",
  '.hero-title{color:teal}',
  '.sticky{position:sticky}',
  '.below-card{color:red}',
  '.island-card{color:green}',
  '.section-pad{padding:5rem 0}',
  '.admin-only{color:blue}',
].join('');

const PAGE = `<!doctype html><html><head>
    <style>${CSS}</style>
    <noscript><link rel="stylesheet" href="/assets/index-abc.css" /></noscript>
  </head><body><div id="root">
    <header id="topo" class="sticky"><a href="/">Logo</a></header>
    <main><section id="inicio"><h1 class="hero-title">Olá</h1></section>
    <section id="servicos" class="section-pad"><p class="below-card">Serviços</p></section>
    <div data-island="reviews" class="contents"><section id="avaliacoes"><p class="island-card">5,0</p></section></div></main>
    <div data-island="site-footer" class="contents"><footer id="contacto"><p class="below-card">Contactos</p></footer></div>
  </div></body></html>`;

describe('keepFirstScreenCss', () => {
  it('keeps the rules of the header and hero, the fallback faces and the sections’ own rules', async () => {
    const html = await keepFirstScreenCss(PAGE);
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(css).toContain('.hero-title');
    expect(css).toContain('.sticky');
    expect(css).toContain('Manrope Fallback');
    expect(css).toMatch(/@font-face/);
    expect(css).toContain('.section-pad');
    expect(css).not.toContain('.below-card');
    expect(css).not.toContain('.admin-only');
  });

  it('keeps the fallback faces declared in a <style> of their own, as index.html declares them', async () => {
    const [faces = '', rules = ''] = CSS.split(/(?<=\})(?=body)/);
    const page = PAGE.replace(`<style>${CSS}</style>`, `<style>${faces}</style><style>${rules}</style>`);
    expect(page.match(/<style>/g)).toHaveLength(2);
    const html = await keepFirstScreenCss(page);
    expect(html.match(/<style>/g)).toHaveLength(1);
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(css).toMatch(/@font-face\{font-family:'?Manrope Fallback'?/);
    expect(css).toContain('.hero-title');
  });

  it('treats a section that is an island of its own (the reviews, the footer) as any section below', async () => {
    const css = /<style>([\s\S]*?)<\/style>/.exec(await keepFirstScreenCss(PAGE))?.[1] ?? '';
    expect(css).not.toContain('.island-card');
    expect(css).not.toContain('.below-card');
  });

  it('keeps the page whole and links the full stylesheet for later and for browsers without scripts', async () => {
    const html = await keepFirstScreenCss(PAGE);
    expect(html).toContain('<p class="below-card">Serviços</p>');
    expect(html).toContain('<p class="below-card">Contactos</p>');
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/index-abc.css" /></noscript>');
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(html.match(/<style>/g)).toHaveLength(1);
  });

  it('refuses a page without a first screen', async () => {
    await expect(keepFirstScreenCss(PAGE.replace(/id="(topo|inicio)"/g, ''))).rejects.toThrow(
      /first screen|#topo/,
    );
  });
});

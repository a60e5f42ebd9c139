import { describe, expect, it } from 'vitest';
import { withoutScripts } from '#scripts/bench/without-scripts.ts';

describe('bench page without scripts', () => {
  it('cuts out every <script> element and script preload, and keeps every other byte', () => {
    const html =
      '<!doctype html>\n<html lang="pt-PT">\n  <head>\n' +
      '    <script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/start-b.js">\n' +
      '    <style>a{b:c}</style>\n' +
      '    <noscript><link rel="stylesheet" href="/assets/index-c.css" /></noscript>\n' +
      '  </head>\n  <body>\n' +
      '    <div id="root"><script type="application/ld+json">{"name":"Sofá 🛋"}</script><p>Olá 🛋</p></div>\n' +
      '    <SCRIPT>if (a</b) document.write("<p>")</SCRIPT >\n' +
      '    <svg viewBox="0 0 1 1"><script>s()</script><path d="M0 0"></path></svg>\n' +
      '  </body>\n</html>\n';
    expect(withoutScripts(html)).toBe(
      '<!doctype html>\n<html lang="pt-PT">\n  <head>\n' +
        '    \n' +
        '    \n' +
        '    <style>a{b:c}</style>\n' +
        '    <noscript><link rel="stylesheet" href="/assets/index-c.css" /></noscript>\n' +
        '  </head>\n  <body>\n' +
        '    <div id="root"><p>Olá 🛋</p></div>\n' +
        '    \n' +
        '    <svg viewBox="0 0 1 1"><path d="M0 0"></path></svg>\n' +
        '  </body>\n</html>\n',
    );
  });

  it('leaves a page without scripts as it is', () => {
    const html = '<!doctype html><title>x</title><p>a<p>b';
    expect(withoutScripts(html)).toBe(html);
  });

  it('refuses a <script> without its end tag rather than guess where it ends', () => {
    expect(() => withoutScripts('<p>a</p><script>never closed')).toThrow(/without an end tag/);
  });
});

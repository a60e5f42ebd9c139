import { describe, expect, it } from 'vitest';
import { buildPageMap, missingAnchorTargets } from './page-map.ts';
import { PAGE_URL, parse, perfectPage } from '#src/features/seo/testing/test-documents.ts';

describe('buildPageMap', () => {
  it('lists sections with ids, the headings outline and links by kind', () => {
    const map = buildPageMap(perfectPage(), PAGE_URL);
    expect(map.sections).toEqual([
      { id: 'topo', tag: 'header', heading: null },
      { id: 'sobre', tag: 'section', heading: 'Sobre Nós' },
      { id: 'faq', tag: 'section', heading: 'Perguntas frequentes' },
      { id: 'contactos', tag: 'footer', heading: null },
    ]);
    expect(map.headings).toEqual([
      { level: 1, text: 'Limpeza de Estofos em Lisboa' },
      { level: 2, text: 'Sobre Nós' },
      { level: 2, text: 'Perguntas frequentes' },
      { level: 3, text: 'Quanto custa?' },
    ]);
    expect(map.links).toMatchObject({ internal: 3, external: 1, other: 1 });
    expect(map.links.items.find((link) => link.href === 'tel:+351910000000')).toEqual({
      href: 'tel:+351910000000',
      text: 'Ligar',
      kind: 'other',
    });
  });

  it('includes any element an in-page link targets, and the aria-label of icon links', () => {
    const doc = parse(
      '<div id="porque"><h2>Porque nós?</h2></div><div id="solto"></div><a href="/#porque"></a><a href="https://instagram.com/x" aria-label="Instagram"><svg></svg></a>',
    );
    const map = buildPageMap(doc, PAGE_URL);
    expect(map.sections).toEqual([{ id: 'porque', tag: 'div', heading: 'Porque nós?' }]);
    expect(map.links.items[1]).toEqual({
      href: 'https://instagram.com/x',
      text: 'Instagram',
      kind: 'external',
    });
  });

  it('records images with alt and size, and whether their box is reserved', () => {
    const doc = parse(`
      <img src="/a.webp" alt="Sofá limpo" width="800" height="600">
      <img src="/b.webp">
      <div class="ratio"><img src="/c.webp" alt=""></div>
      <div class="ratio"><picture><img src="/d.webp" alt="d"></picture></div>`);
    const ratios = (element: Element) => (element.classList.contains('ratio') ? '16 / 9' : 'auto');
    const images = buildPageMap(doc, PAGE_URL, ratios).images;
    expect(
      images.map((image) => [image.src, image.alt, image.width, image.height, image.hasDimensions]),
    ).toEqual([
      ['/a.webp', 'Sofá limpo', 800, 600, true],
      ['/b.webp', null, null, null, false],
      ['/c.webp', '', null, null, true],
      ['/d.webp', 'd', null, null, true],
    ]);
    expect(images[0]?.naturalWidth).toBeNull(); // not decoded in a parsed document
  });
});

describe('missingAnchorTargets', () => {
  it('names the #ids that no element carries', () => {
    const doc = parse(
      '<a href="#sobre">a</a><a href="/#faq">b</a><a href="/outra#x">c</a><section id="sobre"></section>',
    );
    expect(missingAnchorTargets(doc, PAGE_URL)).toEqual(['faq']);
  });

  it('counts #top, an empty # and <a name> as working anchors, as the HTML standard scrolls to them', () => {
    const doc = parse(
      '<a href="#top">topo</a><a href="#TOP">Topo</a><a href="#">início</a><a href="/#">casa</a>' +
        '<a href="#antigo">a</a><a name="antigo"></a><a href="#topo">t</a>',
    );
    expect(missingAnchorTargets(doc, PAGE_URL)).toEqual(['topo']);
  });
});

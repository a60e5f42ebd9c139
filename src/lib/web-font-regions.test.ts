// Where Manrope comes in once loaded: the parts of the home page out of view at once, the ones in
// view only after the visitor has scrolled past them (the sticky header never); every part at once
// on the other pages. The browser's IntersectionObserver is played by hand (jsdom has none).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptWebFontEverywhere, adoptWebFontOutOfView } from './web-font-regions.ts';

type Report = (entries: { target: Element; isIntersecting: boolean }[]) => void;

let report: Report = () => {};
const observed = new Set<Element>();

class FakeIntersectionObserver {
  constructor(callback: Report) {
    report = (entries) => callback(entries.filter((entry) => observed.has(entry.target)));
  }
  observe(target: Element) {
    observed.add(target);
  }
  unobserve(target: Element) {
    observed.delete(target);
  }
  disconnect() {
    observed.clear();
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root">
    <header id="topo"><nav><section id="menu-part">menu</section></nav></header>
    <main>
      <section id="inicio"><h1>Olá</h1><section id="inner">a part of the hero</section></section>
      <section id="servicos"><h2>Serviços</h2></section>
      <div data-island="reviews" style="display: contents"><section id="avaliacoes">5,0</section></div>
    </main>
    <footer id="contacto">Contactos</footer>
  </div>`;
});

afterEach(() => {
  vi.unstubAllGlobals();
  observed.clear();
});

/** The parts the web font's rule names, in the order they came in. */
function inWebFont(): string[] {
  const rules = [...document.head.querySelectorAll('style')].map((style) => style.textContent);
  return rules.flatMap((rule) => {
    const [, selectors = ''] = /^(.*)\{font-family:var\(--font-sans\)\}$/.exec(rule) ?? [];
    return selectors === '' ? [] : selectors.split(',');
  });
}

const part = (id: string) => document.getElementById(id)!;

describe('adoptWebFontOutOfView', () => {
  it('sets nothing at once and waits for every part to report', () => {
    adoptWebFontOutOfView(document);
    expect(inWebFont()).toEqual([]);
    // the top-level parts only: a section inside the header or the hero goes with its part
    expect([...observed].map((element) => element.id)).toEqual([
      'topo',
      'inicio',
      'servicos',
      'avaliacoes',
      'contacto',
    ]);
  });

  it('sets the parts out of view at once, and a part in view once the visitor has scrolled past it', () => {
    adoptWebFontOutOfView(document);
    report([
      { target: part('topo'), isIntersecting: true },
      { target: part('inicio'), isIntersecting: true },
      { target: part('servicos'), isIntersecting: true },
      { target: part('avaliacoes'), isIntersecting: false },
      { target: part('contacto'), isIntersecting: false },
    ]);
    expect(inWebFont()).toEqual(['[id="avaliacoes"]', '[id="contacto"]']);
    expect(observed).toEqual(new Set([part('topo'), part('inicio'), part('servicos')]));

    report([{ target: part('inicio'), isIntersecting: false }]);
    expect(inWebFont()).toContain('[id="inicio"]');
    expect(inWebFont()).not.toContain('[id="servicos"]');
    // once set, a part stays in the web font when it comes back into view
    report([{ target: part('inicio'), isIntersecting: true }]);
    expect(inWebFont()).toContain('[id="inicio"]');
    expect(observed).toEqual(new Set([part('topo'), part('servicos')]));
    expect(inWebFont()).not.toContain('[id="topo"]');
  });

  it('names a part whose id needs quoting so that the rule still parses', () => {
    const services = part('servicos');
    services.id = 'a"b';
    adoptWebFontOutOfView(document);
    report([{ target: services, isIntersecting: false }]);
    expect(inWebFont()).toContain('[id="a\\"b"]');
  });
});

describe('adoptWebFontEverywhere', () => {
  it('sets the whole document at once, observing nothing', () => {
    adoptWebFontEverywhere(document);
    expect(inWebFont()).toEqual(['body']);
    expect(observed.size).toBe(0);
  });
});

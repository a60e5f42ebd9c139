import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenInteractiveIslandsNear } from './near-islands.ts';

/** jsdom has no IntersectionObserver: this one lets the test say what comes near. */
class FakeObserver {
  static current: FakeObserver | undefined;
  observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {}
  comeNear(element: Element) {
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  document.body.innerHTML = `
    <div data-island="home-link" class="contents"><a id="logo">logo</a></div>
    <main>
      <div data-island="portfolio" data-island-interactive class="contents"><section id="portfolio"></section></div>
    </main>`;
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('whenInteractiveIslandsNear', () => {
  it('watches only the interactive islands, by what the visitor sees of them, and reports each once', () => {
    const near = vi.fn();
    whenInteractiveIslandsNear(near);
    const observer = FakeObserver.current!;
    const section = document.getElementById('portfolio')!;
    expect([...observer.observed]).toEqual([section]);

    observer.comeNear(section);
    observer.comeNear(section);

    expect(near).toHaveBeenCalledTimes(1);
    expect(near).toHaveBeenCalledWith(section.parentElement);
  });

  it('leaves an interactive island that shows nothing (the portfolio without pairs) to live changes', () => {
    document.getElementById('portfolio')!.remove();
    const near = vi.fn();
    whenInteractiveIslandsNear(near);
    expect([...FakeObserver.current!.observed]).toEqual([]);
  });
});

// Each part the browser skips is shown for one frame, in its own idle period, one after another;
// then <html> says every part has its real height. Idle periods and frames are played by hand.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layOutSkippedParts } from './lay-out-skipped-parts.ts';

let idleTasks: (() => void)[] = [];
let frames: FrameRequestCallback[] = [];
const whenIdle = (task: () => void) => void idleTasks.push(task);

/** Runs what waits for the next idle period. */
function idlePeriod() {
  const tasks = idleTasks;
  idleTasks = [];
  for (const task of tasks) task();
}

/** Runs what waits for the next frame. */
function frame() {
  const callbacks = frames;
  frames = [];
  for (const callback of callbacks) callback(0);
}

/** A document of each test's own: the observers an earlier test started never see it. */
let doc: Document;

beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = `<div id="root">
    <section id="inicio">the first screen</section>
    <section id="servicos" class="render-when-near">a</section>
    <div data-island="reviews" style="display: contents"><section id="avaliacoes" class="render-when-near">b</section></div>
  </div>`;
});

afterEach(() => {
  vi.unstubAllGlobals();
  idleTasks = [];
  frames = [];
});

const shown = () =>
  [...doc.querySelectorAll<HTMLElement>('section')]
    .filter((part) => part.style.contentVisibility === 'visible')
    .map((part) => part.id);

/** After a change: the page unmarked, then `id` alone shown for its frames in the next idle period. */
async function expectLaidOutAgain(id: string) {
  await Promise.resolve(); // mutation records are delivered in a microtask
  expect(doc.documentElement.dataset.partsLaidOut).toBeUndefined();
  idlePeriod();
  expect(shown()).toEqual([id]);
  frame();
  frame();
  idlePeriod();
}

describe('layOutSkippedParts', () => {
  it('shows one skipped part per idle period, for one frame each, then marks the page', async () => {
    let finished = false;
    const done = layOutSkippedParts(doc, whenIdle).then(() => (finished = true));
    expect(shown()).toEqual([]);

    idlePeriod();
    expect(shown()).toEqual(['servicos']);
    // kept for the frame that lays it out and the one that records its size
    frame();
    expect(shown()).toEqual(['servicos']);
    frame();
    expect(shown()).toEqual([]);
    expect(doc.getElementById('servicos')!.getAttribute('style')).toBe('');

    // the next part waits for an idle period of its own
    expect(shown()).toEqual([]);
    idlePeriod();
    expect(shown()).toEqual(['avaliacoes']);
    frame();
    frame();
    expect(shown()).toEqual([]);
    expect(doc.documentElement.dataset.partsLaidOut).toBeUndefined();

    idlePeriod();
    await done;
    expect(finished).toBe(true);
    expect(doc.documentElement.dataset.partsLaidOut).toBe('');
    // the first screen, never skipped, was never touched
    expect(doc.getElementById('inicio')!.hasAttribute('style')).toBe(false);
  });

  it('computes the shown part’s styles in its idle period, leaving only its layout to the frame', () => {
    doc.getElementById('servicos')!.innerHTML = '<h2>Serviços</h2><p id="last">a</p>';
    const computed: { element: Element; shown: string[]; frames: number }[] = [];
    const real = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      computed.push({ element, shown: shown(), frames: frames.length });
      return real(element, pseudo);
    });
    void layOutSkippedParts(doc, whenIdle);
    expect(computed).toEqual([]);

    idlePeriod();
    // read while the part is shown, before any frame of it has run
    expect(computed).toEqual([{ element: doc.getElementById('last'), shown: ['servicos'], frames: 0 }]);
    frame();
    frame();
    expect(computed).toHaveLength(1);
  });

  it('lays out again a part whose content changed, unmarking the page meanwhile', async () => {
    const done = layOutSkippedParts(doc, whenIdle);
    for (let part = 0; part < 2; part++) {
      idlePeriod();
      frame();
      frame();
    }
    idlePeriod();
    await done;
    expect(doc.documentElement.dataset.partsLaidOut).toBe('');

    // a live update re-renders the reviews while skipped
    doc.getElementById('avaliacoes')!.textContent = 'a much longer review';
    await expectLaidOutAgain('avaliacoes');
    expect(shown()).toEqual([]);
    expect(doc.documentElement.dataset.partsLaidOut).toBe('');

    // an island renders its section anew: the new element is laid out
    const island = doc.querySelector('[data-island="reviews"]')!;
    island.innerHTML = '<section id="avaliacoes" class="render-when-near">c</section>';
    await expectLaidOutAgain('avaliacoes');
    expect(doc.documentElement.dataset.partsLaidOut).toBe('');

    // a change outside every skipped part asks for nothing
    doc.getElementById('inicio')!.textContent = 'a new title';
    await Promise.resolve();
    expect(doc.documentElement.dataset.partsLaidOut).toBe('');
    expect(idleTasks).toEqual([]);
  });

  it('marks a page with nothing skipped at the first idle period', async () => {
    doc.body.innerHTML = '<section id="inicio">only</section>';
    const done = layOutSkippedParts(doc, whenIdle);
    idlePeriod();
    await done;
    expect(doc.documentElement.dataset.partsLaidOut).toBe('');
    expect(frames).toEqual([]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nearViewportGate } from './near-viewport-gate.ts';

// jsdom has no IntersectionObserver: a stand-in that lets the test say when the element shows.
let observers: FakeObserver[] = [];
class FakeObserver {
  readonly targets: Element[] = [];
  readonly options: IntersectionObserverInit | undefined;
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

let counter = 0;
function section(): { id: string; element: HTMLElement; button: HTMLButtonElement } {
  const id = `secao-${++counter}`;
  const element = document.createElement('section');
  element.id = id;
  const button = document.createElement('button');
  element.append(button);
  document.body.append(element);
  return { id, element, button };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('nearViewportGate', () => {
  it('has nothing to wait for when the element is not in the page (rendered from scratch)', () => {
    expect(nearViewportGate('nao-existe')).toBeNull();
  });

  it('waits until the element comes within a screen of the viewport, then never again', async () => {
    const { id, element } = section();
    const gate = nearViewportGate(id);
    expect(gate).not.toBeNull();
    expect(nearViewportGate(id)).toBe(gate); // the same promise for React's retries
    const observer = observers[0]!;
    expect(observer.targets).toEqual([element]);
    expect(observer.options?.rootMargin).toBe('100% 0px');

    observer.report(false);
    expect(await settled(gate!)).toBe(false);
    observer.report(true);
    expect(await settled(gate!)).toBe(true);
    expect(observer.disconnected).toBe(true);
    expect(nearViewportGate(id)).toBeNull();
  });

  it('opens as soon as the visitor touches or focuses something inside, not outside', async () => {
    const { id, button } = section();
    const elsewhere = section();
    const gate = nearViewportGate(id)!;

    elsewhere.button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(gate)).toBe(false);
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(await settled(gate)).toBe(true);
    expect(nearViewportGate(id)).toBeNull();
  });
});

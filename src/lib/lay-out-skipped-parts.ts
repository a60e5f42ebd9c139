// The parts of the home page the browser skips until they come near the view (styles.css,
// `.render-when-near`) are laid out once each, in idle time, one per idle period: each then
// keeps its real height (`contain-intrinsic-size: auto`) instead of the guess it was given, and
// no single task lays out the whole page.

const SKIPPED_PARTS = '.render-when-near';

type Idle = (task: () => void) => void;

const idle: Idle = (task) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 50);
};

/** After the next frame's layout and its size observations: when the browser has remembered a size. */
const afterNextLayout = (task: () => void) => requestAnimationFrame(() => requestAnimationFrame(task));

/** Lays out each skipped part once, in turn; resolves when the last one is done. */
export function layOutSkippedParts(doc: Document, whenIdle: Idle = idle): Promise<void> {
  const parts = [...doc.querySelectorAll<HTMLElement>(SKIPPED_PARTS)];
  return new Promise((done) => {
    const next = () => {
      const part = parts.shift();
      if (!part) {
        done();
        return;
      }
      // shown for one frame: laid out with its content, then skipped again at the size it measured
      part.style.contentVisibility = 'visible';
      afterNextLayout(() => {
        part.style.removeProperty('content-visibility');
        whenIdle(next);
      });
    };
    whenIdle(next);
  });
}

// The parts of the home page the browser skips until they come near the view (styles.css,
// `.render-when-near`) are laid out once each, in idle time, one per idle period: each then
// keeps its real height (`contain-intrinsic-size: auto`) instead of the bound it was given, and
// no single task lays out the whole page. While every part has its real height, <html> says so
// (`data-parts-laid-out`): jumps within the page may then scroll smoothly.

const SKIPPED_PARTS = '.render-when-near';

type Idle = (task: () => void) => void;

const idle: Idle = (task) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 50);
};

/** Reading a computed style brings the styles of the page up to date, and lays nothing out. */
const computeStylesNow = (part: HTMLElement) => void getComputedStyle(part.lastElementChild ?? part).color;

/** After the next frame's layout and its size observations: when the browser has remembered a size. */
const afterNextLayout = (task: () => void) => requestAnimationFrame(() => requestAnimationFrame(task));

/**
 * Lays out each skipped part once, in turn, and again whenever its content changes (a live
 * update re-renders an island inside it while it is skipped, and its remembered height would be
 * the old one's); resolves when the first round is done.
 */
export function layOutSkippedParts(doc: Document, whenIdle: Idle = idle): Promise<void> {
  const pending = new Set(doc.querySelectorAll<HTMLElement>(SKIPPED_PARTS));
  const marks = doc.documentElement.dataset;
  let running = false;
  return new Promise((firstRoundDone) => {
    const next = () => {
      const [part] = pending;
      if (!part) {
        running = false;
        marks.partsLaidOut = '';
        firstRoundDone();
        return;
      }
      pending.delete(part);
      // shown for one frame: laid out with its content, then skipped again at the size it measured
      part.style.contentVisibility = 'visible';
      // its styles computed now, in this idle period, and only its layout left to the frame: two
      // tasks instead of one as long as both (a tap meanwhile waits for the shorter)
      computeStylesNow(part);
      afterNextLayout(() => {
        part.style.removeProperty('content-visibility');
        whenIdle(next);
      });
    };
    const start = () => {
      if (running) return;
      running = true;
      delete marks.partsLaidOut;
      whenIdle(next);
    };
    // nodeType 1 is an element (not `instanceof Element`, which another window's nodes fail)
    const isElement = (node: Node | null): node is Element => node?.nodeType === 1;
    new MutationObserver((records) => {
      for (const { target, addedNodes } of records) {
        // what changed inside a part (an element, or a text node's parent)
        const changed = isElement(target) ? target : target.parentElement;
        const part = changed?.closest<HTMLElement>(SKIPPED_PARTS);
        if (part) pending.add(part);
        // a part rendered anew (an island renders its own <section>) has no remembered height
        for (const node of addedNodes) {
          if (!isElement(node)) continue;
          if (node.matches(SKIPPED_PARTS)) pending.add(node as HTMLElement);
          for (const inner of node.querySelectorAll<HTMLElement>(SKIPPED_PARTS)) pending.add(inner);
        }
      }
      if (pending.size > 0) start();
    }).observe(doc.body, { childList: true, characterData: true, subtree: true });
    start();
  });
}

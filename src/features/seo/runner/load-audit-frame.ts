// Loads the audited page the way a visitor gets it: a real same-origin navigation in an
// iframe the size of this window, laid out and painted (paint timing and LCP only exist for
// painted frames, so it is not display:none or off-screen) but kept behind the audit page and
// out of reach of the pointer, the keyboard and assistive technology. Removed after the run.
import { captureFrameErrors } from './frame-console.ts';

export interface AuditFrame {
  window: Window;
  document: Document;
  /** The page's final address. */
  url: string;
  /** What the page logged as errors; null when the capture could not start in time. */
  consoleErrors: string[] | null;
  remove: () => void;
}

class AuditFrameError extends Error {}

const LOAD_TIMEOUT_MS = 30_000;
/** The page counts as settled after this long without a new resource... */
const QUIET_MS = 1_000;
/** ...but no sooner than this after load (its data requests start after hydration)... */
const MIN_SETTLE_MS = 1_500;
/** ...and the wait ends here even if a resource (a long poll, a video) keeps loading. */
const MAX_SETTLE_MS = 15_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function createFrame(): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.title = 'Página em análise';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    width: `${window.innerWidth}px`,
    height: `${window.innerHeight}px`,
    border: '0',
    zIndex: '-1',
    pointerEvents: 'none',
  });
  return frame;
}

/**
 * Calls `onDocument` in the first task after the frame's new document exists (a message-channel
 * loop, so it runs between the parser's tasks), or with null if the frame never gets one.
 */
function whenNewDocument(
  frame: HTMLIFrameElement,
  initial: Document | null,
  onDocument: (win: Window | null) => void,
) {
  const channel = new MessageChannel();
  const started = performance.now();
  channel.port1.onmessage = () => {
    const current = frame.contentDocument;
    if (current && current !== initial && current.URL !== 'about:blank' && frame.contentWindow) {
      channel.port1.close();
      onDocument(frame.contentWindow);
    } else if (performance.now() - started > LOAD_TIMEOUT_MS || !frame.isConnected) {
      channel.port1.close();
      onDocument(null);
    } else {
      channel.port2.postMessage(null);
    }
  };
  channel.port2.postMessage(null);
}

function waitForLoad(frame: HTMLIFrameElement): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new AuditFrameError('A página não carregou em 30 s.')),
      LOAD_TIMEOUT_MS,
    );
    frame.addEventListener(
      'load',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** Waits until the page has stopped fetching for a while, then for an idle moment in it. */
async function waitUntilSettled(frameWindow: Window): Promise<void> {
  const started = performance.now();
  let count = frameWindow.performance.getEntriesByType('resource').length;
  let quietSince = performance.now();
  while (performance.now() - started < MAX_SETTLE_MS) {
    await sleep(250);
    const now = frameWindow.performance.getEntriesByType('resource').length;
    if (now !== count) {
      count = now;
      quietSince = performance.now();
    } else if (performance.now() - quietSince >= QUIET_MS && performance.now() - started >= MIN_SETTLE_MS) {
      break;
    }
  }
  await new Promise<void>((resolve) => {
    if ('requestIdleCallback' in frameWindow)
      frameWindow.requestIdleCallback(() => resolve(), { timeout: 2_000 });
    else setTimeout(resolve, 200);
  });
}

export async function loadAuditFrame(path = '/'): Promise<AuditFrame> {
  const frame = createFrame();
  document.body.append(frame);
  const remove = () => frame.remove();
  try {
    const errors: string[] = [];
    let captured = false;
    whenNewDocument(frame, frame.contentDocument, (win) => {
      captured = win !== null && captureFrameErrors(win, errors);
    });
    const loaded = waitForLoad(frame);
    frame.src = path;
    await loaded;

    const frameWindow = frame.contentWindow;
    const frameDocument = frame.contentDocument; // null when the page refused to be framed
    if (!frameWindow || !frameDocument || frameDocument.URL === 'about:blank') {
      throw new AuditFrameError(
        "A página recusou ser aberta numa moldura da mesma origem. A auditoria precisa de X-Frame-Options: SAMEORIGIN e frame-ancestors 'self' (e frame-src 'self' nesta página).",
      );
    }
    await waitUntilSettled(frameWindow);
    return {
      window: frameWindow,
      document: frameDocument,
      url: frameWindow.location.href,
      consoleErrors: captured ? errors : null,
      remove,
    };
  } catch (error) {
    remove();
    throw error;
  }
}

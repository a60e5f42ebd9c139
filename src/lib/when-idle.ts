/**
 * Runs `task` once the page has loaded and the browser is idle (at most `timeoutMs` after
 * load). Returns a function that cancels it. For extras (video players, live updates) that
 * must not compete with the first screen.
 */
export function whenIdle(task: () => void, timeoutMs = 4000): () => void {
  let idleHandle: number | undefined;
  let timerHandle: ReturnType<typeof setTimeout> | undefined;
  const afterLoad = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(task, { timeout: timeoutMs });
    } else {
      timerHandle = setTimeout(task, 1500);
    }
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timerHandle !== undefined) clearTimeout(timerHandle);
  };
}

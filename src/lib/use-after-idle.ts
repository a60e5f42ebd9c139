import { useEffect, useState } from 'react';

/**
 * False during the server render and the first client render; true once the page has loaded
 * and the browser is idle. For heavy extras (video players) that must not compete with the
 * first screen.
 */
export function useAfterIdle(timeoutMs = 4000): boolean {
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    let idleHandle: number | undefined;
    let timerHandle: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        idleHandle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      } else {
        timerHandle = setTimeout(() => setIdle(true), 1500);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
      if (timerHandle !== undefined) clearTimeout(timerHandle);
    };
  }, [timeoutMs]);

  return idle;
}

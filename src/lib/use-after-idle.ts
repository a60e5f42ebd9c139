import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * False during the server render and the first client render; true once the page has loaded
 * and the browser is idle. For heavy extras (video players) that must not compete with the
 * first screen.
 */
export function useAfterIdle(timeoutMs = 4000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}

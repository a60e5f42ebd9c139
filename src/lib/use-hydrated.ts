import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates prerendered HTML; true in every render after.
 * A component that shows live data renders what the server rendered until then, so hydration
 * always matches the HTML, and React then re-renders it with the data, whether the data came
 * before or after hydration (React keeps the server's attributes on a mismatch instead of
 * patching them). A component rendered from scratch gets true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

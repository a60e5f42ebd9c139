import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store.ts';

/** The signed-in admin's token, or null; re-renders on sign-in, sign-out and expiry. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getToken, () => null);
}

import { useSyncExternalStore } from 'react';
import type { LiveStatus } from './live-connection.ts';
import { liveStatus, onLiveStatus } from './site-live-connection.ts';

/**
 * The page's live connection's status, for a component that tells the user. A module of its own:
 * the home page follows its live connection without React.
 */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(onLiveStatus, liveStatus, () => 'off');
}

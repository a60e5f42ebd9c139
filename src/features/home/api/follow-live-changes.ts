import type { QueryKey } from '@tanstack/react-query';
import { getLiveConnection, refetchOnFocusUnlessLive, watchTable } from '#src/lib/site-live-connection.ts';
import { readSiteRevision } from '#src/lib/site-revision.ts';
import { businessFactsQueryKeys, pageTextsQueryKeys } from './document-query-keys.ts';
import { MEDIA_SLOTS_CHANNEL, OWNER_DOCUMENTS_CHANNEL, VIDEOS_CHANNEL } from './live-channels.ts';
import { mediaQueryKeys, videoQueryKeys } from './media-and-video-query-keys.ts';

/** The tables the page follows, each with the reads its changes refetch and render again. */
export const LIVE_TABLES: { channelName: string; table: string; queryKeys: QueryKey[] }[] = [
  { channelName: VIDEOS_CHANNEL, table: 'videos', queryKeys: [videoQueryKeys.all] },
  { channelName: MEDIA_SLOTS_CHANNEL, table: 'media_slots', queryKeys: [mediaQueryKeys.all] },
  // one channel for every document: a save of one refetches the other too (one small read), in
  // exchange for one join less per visitor and every change delivered (Realtime filters no delete)
  {
    channelName: OWNER_DOCUMENTS_CHANNEL,
    table: 'owner_documents',
    queryKeys: [businessFactsQueryKeys.all, pageTextsQueryKeys.all],
  },
];
const EVERY_READ: QueryKey[] = LIVE_TABLES.flatMap((watch) => watch.queryKeys);

export interface LiveChangesOptions {
  /** The site revision the page shows (the build's); null when unknown. */
  shownRevision: number | null;
  /** What changed: the keys of the reads to refetch and render. */
  onChange: (queryKeys: QueryKey[]) => void;
}

/**
 * Follows the changes of what `/` shows over the page's one live connection (plain code: the
 * page follows them before, and without, loading React). A change of `videos`, `media_slots`,
 * or `owner_documents` (the business facts, the page's texts) calls `onChange` with its reads; each time the connection is live again (its
 * channels all joined), after which changes may have been missed (the page was built before
 * them, or the tab slept), it reads the site revision once and calls `onChange` with every read
 * only if it is newer than what the page shows. While the
 * live connection is paused (refused, dropped), a visitor coming back to the tab checks the same
 * way. Returns the function that stops following.
 */
export function followLiveChanges({ shownRevision, onChange }: LiveChangesOptions): () => void {
  let shown = shownRevision;
  let checking: Promise<void> | null = null;
  const checkRevision = () => {
    checking ??= readSiteRevision()
      .then((current) => {
        if (!current || (shown !== null && current.revision <= shown)) return;
        shown = current.revision;
        onChange(EVERY_READ);
      })
      // only checked while the live connection is paused, which has said so once already: a
      // paused project must not add a line each time the visitor comes back
      .catch(() => {})
      .finally(() => (checking = null));
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible' && refetchOnFocusUnlessLive()) checkRevision();
  };
  document.addEventListener('visibilitychange', onVisible);
  let stopped = false;
  let stopStatus: (() => void) | undefined;
  // registered before the watches below start the connection, so its first 'live' is seen
  void getLiveConnection().then((live) => {
    if (!stopped) stopStatus = live.onStatus((status) => status === 'live' && checkRevision());
  });
  const stops = LIVE_TABLES.map(({ channelName, table, queryKeys }) =>
    watchTable({
      channelName,
      table,
      onChange: (reason) => reason === 'change' && onChange(queryKeys),
    }),
  );
  return () => {
    stopped = true;
    stopStatus?.();
    document.removeEventListener('visibilitychange', onVisible);
    stops.forEach((stop) => stop());
  };
}

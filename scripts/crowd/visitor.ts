// One simulated visitor of `/`: the page carries its data (the build wrote it in), so the visitor
// reads nothing at load; its live connection (the site's own src/lib/live-connection.ts over
// realtime-js) reads the site revision each time it is live, and refetches what a change names.
import { RealtimeClient, type WebSocketLikeConstructor } from '@supabase/realtime-js';
import WebSocket from 'ws';
import {
  MEDIA_SLOTS_CHANNEL,
  OWNER_DOCUMENTS_CHANNEL,
  VIDEOS_CHANNEL,
} from '#src/features/home/api/live-channels.ts';
import { createLiveConnection, type LiveConnection, type LiveStatus } from '#src/lib/live-connection.ts';
import { leaveReconnectsToLiveConnection } from '#src/lib/realtime-retry.ts';

/** The page's reads, exactly as its queries send them (src/features/home/api), by what refetches them. */
const PAGE_READS = {
  media: [
    'media_slots?select=*%2Cmedia_versions%28*%29&is_published=eq.true&order=updated_at.desc',
    'media_slots?select=*%2Cmedia_versions%28*%29&slot_name=like.gallery.before_after.%25&is_published=eq.true&order=slot_name.asc',
  ],
  videos: ['videos?select=*&is_active=eq.true'],
  documents: [
    'owner_documents?select=locale%2Cversion%2Ccontent%2Cupdated_at&document=eq.business-facts&locale=eq.pt-PT',
    'owner_documents?select=locale%2Cversion%2Ccontent%2Cupdated_at&document=eq.page-texts&locale=eq.pt-PT',
  ],
  revision: ['site_revision?select=revision%2Cchanged_at&id=eq.1'],
} as const;
type ReadGroup = keyof typeof PAGE_READS;

const WATCHES: { channelName: string; table: string; reads: ReadGroup }[] = [
  { channelName: VIDEOS_CHANNEL, table: 'videos', reads: 'videos' },
  { channelName: MEDIA_SLOTS_CHANNEL, table: 'media_slots', reads: 'media' },
  { channelName: OWNER_DOCUMENTS_CHANNEL, table: 'owner_documents', reads: 'documents' },
];

interface VisitorStats {
  restRequests: number;
  restBytes: number;
  /** When each Realtime socket was opened (ms since the visitor arrived). */
  socketAttempts: number[];
  status: LiveStatus;
}

export interface Visitor {
  readonly stats: VisitorStats;
  leave(): Promise<void>;
}

/**
 * Node's own WebSocket reports a refused upgrade as an error without a close, on which
 * realtime-js never retries; browsers report both, as `ws` does.
 */
function countingTransport(onOpen: () => void): WebSocketLikeConstructor {
  return class CountingSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      onOpen();
      super(address, protocols);
    }
  } as unknown as WebSocketLikeConstructor;
}

export async function visit(supabase: { url: string; publishableKey: string }): Promise<Visitor> {
  const arrivedAt = Date.now();
  const stats: VisitorStats = { restRequests: 0, restBytes: 0, socketAttempts: [], status: 'off' };
  const headers = { apikey: supabase.publishableKey, Authorization: `Bearer ${supabase.publishableKey}` };
  const read = async (group: ReadGroup) => {
    await Promise.all(
      PAGE_READS[group].map(async (path) => {
        stats.restRequests++;
        const response = await fetch(`${supabase.url}/rest/v1/${path}`, { headers });
        stats.restBytes += (await response.arrayBuffer()).byteLength;
      }),
    );
  };

  const client = new RealtimeClient(`${supabase.url.replace(/^http/, 'ws')}/realtime/v1`, {
    params: { apikey: supabase.publishableKey },
    accessToken: () => Promise.resolve(supabase.publishableKey),
    reconnectAfterMs: leaveReconnectsToLiveConnection,
    transport: countingTransport(() => stats.socketAttempts.push(Date.now() - arrivedAt)),
    logger: () => {},
  });
  // a visitor whose tab stays in front for the whole run
  const live: LiveConnection = createLiveConnection({
    client,
    visibility: { isVisible: () => true, onChange: () => () => {} },
  });
  // the page it was built from is up to date: the revision read finds nothing newer
  live.onStatus((status) => {
    stats.status = status;
    if (status === 'live') void read('revision').catch(() => {});
  });
  const stops = WATCHES.map(({ channelName, table, reads }) =>
    live.watch({
      channelName,
      table,
      onChange: (reason) => reason === 'change' && void read(reads).catch(() => {}),
    }),
  );
  return {
    stats,
    async leave() {
      stops.forEach((stop) => stop());
      await new Promise((resolve) => setTimeout(resolve, 10));
      await client.disconnect();
    },
  };
}

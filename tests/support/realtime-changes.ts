// A client subscribed to the changes of one public table, as an open page of the site subscribes.
import {
  REALTIME_SUBSCRIBE_STATES,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from '@supabase/supabase-js';

type Row = Record<string, unknown>;

/**
 * Subscribes `client` on the channel `name` to every event of public.`table`, handing each to
 * `onChange`; resolves once subscribed, rejects when the subscription fails.
 */
export function subscribeToTable(
  client: SupabaseClient,
  name: string,
  table: string,
  onChange: (payload: RealtimePostgresChangesPayload<Row>) => void,
): Promise<void> {
  const channel = client
    .channel(name)
    .on<Row>('postgres_changes', { event: '*', schema: 'public', table }, onChange);
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
      else reject(new Error(`subscribe ${name}: ${status} ${error?.message ?? ''}`));
    });
  });
}

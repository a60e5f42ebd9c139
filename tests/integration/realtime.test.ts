// /realtime/v1/websocket through the official client: postgres_changes for writes made through
// REST and rpc arrive within a second, shaped as hosted Realtime shapes them, honour event,
// filter and RLS, stop after removeChannel; plus the raw Phoenix frames the client relies on, and
// the refusals of what the stand-in leaves out (broadcast, presence, filters outside REST's grammar).
import {
  createClient,
  REALTIME_SUBSCRIBE_STATES,
  type RealtimeChannel,
  type RealtimePostgresChangesFilter,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { afterAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import type { Tables, TablesInsert } from '#portable/database-types.ts';
import { anonClient, serviceClient } from '#tests/support/clients.ts';

type Row = Record<string, unknown>;
/** What a postgres_changes callback gets, with rows loosened for assertions. */
interface Change {
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  schema: string;
  table: string;
  commit_timestamp: string;
  errors: unknown;
  new: Row;
  old: Row;
  receivedAt: number;
}
type Frame = [string | null, string | null, string, string, Record<string, unknown>];

/** A WebSocket for supabase-js that also records every text frame it receives. */
function recordingTransport(wire: Frame[]): typeof globalThis.WebSocket {
  return class RecordingWebSocket extends globalThis.WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', (event) => {
        if (typeof event.data === 'string') wire.push(JSON.parse(event.data) as Frame);
      });
    }
  };
}

/** The contract: an event arrives within a second of the write's commit. */
const DELIVERY_MS = 1_000;
/** How long "nothing arrives" is watched for, after a later event proved delivery is flowing. */
const QUIET_MS = 300;

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let videoCount = 0;
const service = serviceClient();
const clients: SupabaseClient[] = [service];

function newVideoKey(): string {
  return `rt-${run}-${++videoCount}`;
}

async function insertVideo(
  key: string,
  fields: Partial<TablesInsert<'videos'>> = {},
): Promise<Tables<'videos'>> {
  const { data, error } = await service
    .from('videos')
    .insert({
      video_key: key,
      youtube_url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      video_name: key,
      ...fields,
    })
    .select()
    .single();
  if (error) throw new Error(error.message);
  return data;
}

/** Collects a channel's postgres_changes and waits for the one a test expects. */
class ChangeLog {
  readonly changes: Change[] = [];

  add = (payload: RealtimePostgresChangesPayload<Row>) => {
    this.changes.push({
      ...payload,
      new: payload.new as Row,
      old: payload.old as Row,
      receivedAt: Date.now(),
    });
  };

  /** The first change for which `match` holds, failing if none arrives within DELIVERY_MS of `since`. */
  async waitFor(match: (change: Change) => boolean, since: number): Promise<Change> {
    await expect.poll(() => this.changes.some(match), { timeout: DELIVERY_MS * 3, interval: 10 }).toBe(true);
    const change = this.changes.find(match) as Change;
    expect(change.receivedAt - since).toBeLessThan(DELIVERY_MS);
    return change;
  }
}

/** The row a change is about: the new one, or the old one for DELETE. */
function rowOf(change: Change): Row {
  return change.eventType === 'DELETE' ? change.old : change.new;
}

function subscribe(
  client: SupabaseClient,
  name: string,
  filter: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; table: string; filter?: string },
  log: ChangeLog,
): Promise<RealtimeChannel> {
  // the overloads want one literal event type; the binding is passed through as given
  const binding = { schema: 'public', ...filter } as RealtimePostgresChangesFilter<'*'>;
  const channel = client.channel(name).on<Record<string, unknown>>('postgres_changes', binding, log.add);
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve(channel);
      else reject(new Error(`subscribe ${name}: ${status} ${error?.message ?? ''}`));
    });
  });
}

function newAnonClient(): SupabaseClient {
  const client = anonClient();
  clients.push(client);
  return client;
}

afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  await service.from('videos').delete().like('video_key', `rt-${run}-%`);
  await service.from('media_slots').delete().like('slot_name', `rt-${run}-%`);
});

describe('postgres_changes through supabase-js', () => {
  it('delivers INSERT, UPDATE and DELETE of REST writes to the public site within a second', async () => {
    const log = new ChangeLog();
    const channel = await subscribe(newAnonClient(), 'videos-updates', { event: '*', table: 'videos' }, log);
    const key = newVideoKey();

    const row = await insertVideo(key);
    const inserted = await log.waitFor(
      (change) => change.eventType === 'INSERT' && change.new.id === row.id,
      Date.now(),
    );
    expect(inserted).toMatchObject({ schema: 'public', table: 'videos', errors: null, old: {} });
    expect(inserted.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // typed like the REST row: booleans, ISO timestamps, every column
    expect(inserted.new).toEqual(row);

    const { error: updateError } = await service
      .from('videos')
      .update({ video_name: 'Renamed' })
      .eq('id', row.id);
    expect(updateError).toBeNull();
    const updated = await log.waitFor(
      (change) => change.eventType === 'UPDATE' && change.new.id === row.id,
      Date.now(),
    );
    expect(updated.new).toMatchObject({ id: row.id, video_key: key, video_name: 'Renamed', is_active: true });
    // replica identity full: the old row comes whole
    expect(updated.old).toMatchObject({ id: row.id, video_name: key });

    const { error: deleteError } = await service.from('videos').delete().eq('id', row.id);
    expect(deleteError).toBeNull();
    const deleted = await log.waitFor(
      (change) => change.eventType === 'DELETE' && change.old.id === row.id,
      Date.now(),
    );
    // RLS is on, so like hosted Realtime the deleted row carries only its primary key
    expect(deleted).toMatchObject({ new: {}, old: { id: row.id } });
    expect(Object.keys(deleted.old)).toEqual(['id']);
    expect(channel.state).toBe('joined');
  });

  it('delivers the slot UPDATE made by the publish_media_version rpc', async () => {
    const slotName = `rt-${run}-slot`;
    const { error: slotError } = await service
      .from('media_slots')
      .insert({ slot_name: slotName, section: 'test', title: 'Realtime test slot' });
    expect(slotError).toBeNull();
    const log = new ChangeLog();
    await subscribe(
      service,
      `slot-${run}`,
      { event: 'UPDATE', table: 'media_slots', filter: `slot_name=eq.${slotName}` },
      log,
    );

    const { error } = await service.rpc('publish_media_version', {
      p_slot_name: slotName,
      p_file_url: 'http://127.0.0.1/x.webp',
      p_storage_path: `slots/${slotName}/1-abc.webp`,
      p_file_name: 'x.webp',
      p_mime_type: 'image/webp',
      p_file_size: 100,
      p_width: 10,
      p_height: 10,
    });
    expect(error).toBeNull();
    const published = await log.waitFor((change) => change.new.slot_name === slotName, Date.now());
    expect(published).toMatchObject({
      eventType: 'UPDATE',
      table: 'media_slots',
      new: { slot_name: slotName, current_version: 1, is_published: true },
      old: { slot_name: slotName, current_version: null, is_published: false },
    });
  });

  it('honours the event type and the filter of each binding', async () => {
    const wanted = newVideoKey();
    const other = newVideoKey();
    const onlyDeletes = new ChangeLog();
    const onlyWanted = new ChangeLog();
    const everything = new ChangeLog();
    const client = newAnonClient();
    await subscribe(client, `deletes-${run}`, { event: 'DELETE', table: 'videos' }, onlyDeletes);
    await subscribe(
      client,
      `wanted-${run}`,
      { event: '*', table: 'videos', filter: `video_key=eq.${wanted}` },
      onlyWanted,
    );
    await subscribe(client, `all-${run}`, { event: '*', table: 'videos' }, everything);

    const otherRow = await insertVideo(other);
    const wantedRow = await insertVideo(wanted);
    await service.from('videos').delete().eq('id', otherRow.id);
    await everything.waitFor(
      (change) => change.eventType === 'DELETE' && change.old.id === otherRow.id,
      Date.now(),
    );
    await onlyDeletes.waitFor((change) => change.old.id === otherRow.id, Date.now());

    // other test files write videos at the same time: look only at this test's rows
    const mine = (change: Change) => [otherRow.id, wantedRow.id].some((id) => id === rowOf(change).id);
    expect(onlyWanted.changes.map((change) => [change.eventType, change.new.id])).toEqual([
      ['INSERT', wantedRow.id],
    ]);
    expect(onlyDeletes.changes.filter(mine).map((change) => [change.eventType, change.old.id])).toEqual([
      ['DELETE', otherRow.id],
    ]);
  });

  it('sends nothing more after removeChannel', async () => {
    // the client drops frames of removed channels itself, so look at what reaches its socket
    const wire: Frame[] = [];
    const client = createClient(inject('supabaseUrl'), inject('publishableKey'), {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: recordingTransport(wire) },
    });
    clients.push(client);
    const removed = new ChangeLog();
    const kept = new ChangeLog();
    const removedChannel = await subscribe(
      client,
      `removed-${run}`,
      { event: 'INSERT', table: 'videos' },
      removed,
    );
    await subscribe(client, `kept-${run}`, { event: 'INSERT', table: 'videos' }, kept);
    expect(await client.removeChannel(removedChannel)).toBe('ok');

    const row = await insertVideo(newVideoKey());
    await kept.waitFor((change) => change.new.id === row.id, Date.now());
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const topicsOnWire = wire.filter((frame) => frame[3] === 'postgres_changes').map((frame) => frame[2]);
    expect(new Set(topicsOnWire)).toEqual(new Set([`realtime:kept-${run}`]));
    expect(removed.changes).toEqual([]);
  });

  it('delivers one change to 20 subscribers of the same table', async () => {
    const logs = Array.from({ length: 20 }, () => new ChangeLog());
    await Promise.all(
      logs.map((log, i) =>
        subscribe(newAnonClient(), `fanout-${run}-${i}`, { event: 'INSERT', table: 'videos' }, log),
      ),
    );
    const row = await insertVideo(newVideoKey());
    const written = Date.now();
    await Promise.all(logs.map((log) => log.waitFor((change) => change.new.id === row.id, written)));
  });

  it('keeps rows the subscriber may not SELECT away from it', async () => {
    const anonLog = new ChangeLog();
    const serviceLog = new ChangeLog();
    await subscribe(newAnonClient(), `anon-rls-${run}`, { event: '*', table: 'videos' }, anonLog);
    await subscribe(service, `service-rls-${run}`, { event: '*', table: 'videos' }, serviceLog);

    const hidden = await insertVideo(newVideoKey(), { is_active: false });
    const visible = await insertVideo(newVideoKey());
    await serviceLog.waitFor((change) => change.new.id === hidden.id, Date.now());
    // changes are delivered in commit order, so once the later row arrived the hidden one would have too
    await anonLog.waitFor((change) => change.new.id === visible.id, Date.now());
    expect(anonLog.changes.filter((change) => change.new.id === hidden.id)).toEqual([]);

    // once the row becomes visible its UPDATE reaches the public site
    await service.from('videos').update({ is_active: true }).eq('id', hidden.id);
    const shown = await anonLog.waitFor(
      (change) => change.eventType === 'UPDATE' && change.new.id === hidden.id,
      Date.now(),
    );
    expect(shown.new.is_active).toBe(true);
  });
});

describe('what the stand-in leaves out, through supabase-js (docs/local-stand-in.md)', () => {
  /** The error a channel's subscribe reports, or its status when it joins. */
  function joinError(channel: RealtimeChannel): Promise<string> {
    return new Promise((resolve) => {
      channel.subscribe((status, error) => {
        if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve(status);
        else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR) resolve(error?.message ?? status);
      });
    });
  }
  const refused = (feature: string) => `${feature}: not supported by the local stand-in`;

  it('refuses broadcast and presence channels at the join, naming the feature', async () => {
    const client = newAnonClient();
    const broadcast = client.channel(`lobby-${run}`).on('broadcast', { event: 'wave' }, () => undefined);
    expect(await joinError(broadcast)).toBe(refused('Channels without postgres_changes (broadcast)'));
    const presence = client
      .channel(`presence-${run}`)
      .on('presence', { event: 'sync' }, () => undefined)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'videos' }, () => undefined);
    expect(await joinError(presence)).toBe(refused('Realtime presence'));
    await client.removeAllChannels();
  });

  it('refuses a postgres_changes filter outside the REST grammar it shares', async () => {
    const client = newAnonClient();
    const channel = client
      .channel(`fts-${run}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'videos', filter: 'video_name=fts.sofá' },
        () => undefined,
      );
    expect(await joinError(channel)).toBe(refused('Full-text search filters (fts)'));
    await client.removeAllChannels();
  });
});

/** A postgres_changes frame about the row with this id (other test files write videos too). */
function isChangeOf(id: unknown): (frame: Frame) => boolean {
  return (frame) => {
    const data = frame[4].data as { record?: Row } | undefined;
    return frame[3] === 'postgres_changes' && data?.record?.id === id;
  };
}

/** A bare Phoenix socket, to see the frames themselves. */
class PhoenixSocket {
  readonly frames: Frame[] = [];
  private readonly ws: WebSocket;
  private ref = 0;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data) => this.frames.push(JSON.parse(String(data)) as Frame));
  }

  static open(apikey: string = inject('publishableKey')): Promise<PhoenixSocket> {
    const url = new URL('/realtime/v1/websocket', inject('supabaseUrl').replace(/^http/, 'ws'));
    url.searchParams.set('apikey', apikey);
    url.searchParams.set('vsn', '2.0.0');
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new PhoenixSocket(ws)));
      ws.once('error', reject);
    });
  }

  /** Sends a frame and returns its ref. */
  send(joinRef: string | null, topic: string, event: string, payload: unknown): string {
    const ref = String(++this.ref);
    this.ws.send(JSON.stringify([joinRef, ref, topic, event, payload]));
    return ref;
  }

  /** A phx_join as realtime-js sends it: its own ref is the channel's join ref. */
  join(topic: string, payload: unknown): string {
    const ref = String(++this.ref);
    this.ws.send(JSON.stringify([ref, ref, topic, 'phx_join', payload]));
    return ref;
  }

  /** Joins `topic` for the INSERTs of public.videos (`extra` added to the join's payload): it must be let in. */
  async joinVideoInserts(topic: string, extra: Record<string, unknown> = {}): Promise<string> {
    const joinRef = this.join(topic, {
      config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'videos' }] },
      ...extra,
    });
    expect((await this.reply(joinRef))[4]).toMatchObject({ status: 'ok' });
    return joinRef;
  }

  sendRaw(data: string): void {
    this.ws.send(data);
  }

  sendBinary(data: Buffer): void {
    this.ws.send(data, { binary: true });
  }

  async next(match: (frame: Frame) => boolean): Promise<Frame> {
    await expect.poll(() => this.frames.some(match), { timeout: DELIVERY_MS * 3, interval: 10 }).toBe(true);
    return this.frames.find(match) as Frame;
  }

  async reply(ref: string): Promise<Frame> {
    return this.next((frame) => frame[1] === ref && frame[3] === 'phx_reply');
  }

  close(): void {
    this.ws.terminate();
  }
}

/**
 * Runs `test` on a socket of its own joined to the channel `realtime:<name>-<run>` for the
 * INSERTs of public.videos (`extra` added to the join), and closes the socket after, whatever
 * happened.
 */
async function onVideoInsertsChannel(
  name: string,
  test: (socket: PhoenixSocket, topic: string, joinRef: string) => Promise<void>,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const socket = await PhoenixSocket.open();
  try {
    const topic = `realtime:${name}-${run}`;
    await test(socket, topic, await socket.joinVideoInserts(topic, extra));
  } finally {
    socket.close();
  }
}

describe('Phoenix frames of /realtime/v1/websocket', () => {
  it('answers a join with the bindings and their ids, then the system message, heartbeat and leave', async () => {
    const socket = await PhoenixSocket.open();
    try {
      const topic = `realtime:raw-${run}`;
      const bindings = [
        { event: '*', schema: 'public', table: 'videos' },
        { event: 'UPDATE', schema: 'public', table: 'media_slots', filter: 'slot_name=eq.global.logo' },
      ];
      const joinRef = socket.join(topic, {
        config: {
          broadcast: { ack: false, self: false },
          presence: { key: '', enabled: false },
          postgres_changes: bindings,
          private: false,
        },
        access_token: inject('publishableKey'),
      });
      const [replyJoinRef, , replyTopic, , reply] = await socket.reply(joinRef);
      expect([replyJoinRef, replyTopic]).toEqual([joinRef, topic]);
      expect(reply).toEqual({
        status: 'ok',
        response: { postgres_changes: bindings.map((binding) => ({ ...binding, id: expect.any(Number) })) },
      });
      const system = await socket.next((frame) => frame[3] === 'system');
      expect(system[4]).toEqual({
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
        channel: `raw-${run}`,
      });

      const heartbeat = socket.send(null, 'phoenix', 'heartbeat', {});
      expect(await socket.reply(heartbeat)).toEqual([
        null,
        heartbeat,
        'phoenix',
        'phx_reply',
        { status: 'ok', response: {} },
      ]);

      const leave = socket.send(joinRef, topic, 'phx_leave', {});
      expect((await socket.reply(leave))[4]).toEqual({ status: 'ok', response: {} });
      await socket.next((frame) => frame[2] === topic && frame[3] === 'phx_close');
    } finally {
      socket.close();
    }
  });

  it('answers broadcast, presence and binary messages on a joined channel with an error naming them', async () => {
    await onVideoInsertsChannel('room', async (socket, topic, joinRef) => {
      const message = { type: 'broadcast', event: 'wave', payload: { from: 'sender' } };
      const broadcast = socket.send(joinRef, topic, 'broadcast', message);
      expect((await socket.reply(broadcast))[4]).toEqual({
        status: 'error',
        response: { reason: 'Realtime broadcast: not supported by the local stand-in' },
      });
      const track = socket.send(joinRef, topic, 'presence', {
        type: 'presence',
        event: 'track',
        payload: {},
      });
      expect((await socket.reply(track))[4]).toEqual({
        status: 'error',
        response: { reason: 'Realtime presence: not supported by the local stand-in' },
      });
      socket.sendBinary(Buffer.from([3, 0, 0, 0, 0, 0, 1]));
      const binary = await socket.next(
        (frame) => frame[2] === 'phoenix' && frame[3] === 'phx_reply' && frame[4].status === 'error',
      );
      expect(binary[4]).toEqual({
        status: 'error',
        response: { reason: 'Binary frames (broadcast): not supported by the local stand-in' },
      });
    });
  });

  it('keeps a channel on the key it joined with, refusing a change of key by name', async () => {
    await onVideoInsertsChannel(
      'token',
      async (socket, topic, joinRef) => {
        const same = socket.send(joinRef, topic, 'access_token', { access_token: inject('publishableKey') });
        const other = socket.send(joinRef, topic, 'access_token', { access_token: inject('serviceRoleKey') });
        expect((await socket.reply(other))[4]).toEqual({
          status: 'error',
          response: {
            reason: "Changing a channel's key (access_token): not supported by the local stand-in",
          },
        });
        expect(socket.frames.some((frame) => frame[1] === same)).toBe(false);

        // still anon: a row anon may not read stays away, the next one it may read arrives
        const hidden = await insertVideo(newVideoKey(), { is_active: false });
        const visible = await insertVideo(newVideoKey());
        await socket.next(isChangeOf(visible.id));
        expect(socket.frames.some(isChangeOf(hidden.id))).toBe(false);
      },
      { access_token: inject('publishableKey') },
    );
  });

  it('answers bad frames with errors and keeps the socket serving its channel', async () => {
    await onVideoInsertsChannel('sturdy', async (socket, topic, joinRef) => {
      const badFrames = [
        'not json',
        '[null,"x1","phoenix","heartbeat"]',
        '{"event":"heartbeat"}',
        '[null,"x2",3,"e",{}]',
      ];
      for (const bad of badFrames) socket.sendRaw(bad);
      const unknownTopic = socket.send(null, `realtime:never-joined-${run}`, 'broadcast', {
        type: 'broadcast',
      });
      const unknownEvent = socket.send(joinRef, topic, 'no_such_event', {});
      // frames of one socket are handled in order: once this heartbeat is answered all above were
      await socket.reply(socket.send(null, 'phoenix', 'heartbeat', {}));
      expect((await socket.reply(unknownTopic))[4]).toEqual({
        status: 'error',
        response: { reason: 'unmatched topic' },
      });
      await expect
        .poll(
          () =>
            socket.frames.filter((frame) => frame[3] === 'phx_reply' && frame[4].status === 'error').length,
        )
        .toBe(badFrames.length + 1);
      expect(socket.frames.some((frame) => frame[1] === unknownEvent)).toBe(false);

      const row = await insertVideo(newVideoKey());
      const change = await socket.next(isChangeOf(row.id));
      expect(change[4]).toMatchObject({ ids: [expect.any(Number)], data: { type: 'INSERT' } });
    });
  });
});

// Hosted Realtime's quota, simulated by the stand-in (docs/local-stand-in.md, "Simulating
// Realtime's quota"): a socket beyond maxConnections is refused at the upgrade with 429, a join
// beyond maxJoinsPerSecond is refused and its socket closed, and /__stand-in/realtime reports and
// changes the limits while running. The tests share a stand-in of this file's own; each sets the
// limits it needs.
import { createClient, REALTIME_SUBSCRIBE_STATES, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { realtimeLimitsFromEnv } from '#scripts/support/local-stand-in.ts';
import { startLocalSupabase, type LocalSupabase } from '#local/server.ts';

interface QuotaReport {
  limits: { maxConnections: number | null; maxJoinsPerSecond: number | null };
  connections: number;
  accepted: number;
  refused: { connections: number; joinsPerSecond: number };
  joinsRefused: number;
}
type Frame = [string | null, string | null, string, string, Record<string, unknown>];
interface Channel {
  statuses: string[];
  errors: string[];
}

/** How long a client is given to get in once it may: a few of its 200 ms reconnect attempts. */
const GET_IN_MS = 5_000;
const JOIN_RATE_REASON = 'ClientJoinRateLimitReached: Too many joins per second';

let local: LocalSupabase;
const clients: SupabaseClient[] = [];
const sockets: WebSocket[] = [];
let topics = 0;

beforeAll(async () => {
  local = await startLocalSupabase({ port: 0, functions: false, realtimeLimits: { maxConnections: 2 } });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.removeAllChannels()));
  for (const socket of sockets.splice(0)) socket.terminate();
  // the next test starts with no socket open and, after a second, no join counted
  await expect.poll(async () => (await report()).connections, { timeout: GET_IN_MS }).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
});

afterAll(async () => {
  await local?.close();
});

async function control(
  method: 'GET' | 'PUT',
  body?: unknown,
  key = local.secretKey,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${local.url}/__stand-in/realtime`, {
    method,
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function report(): Promise<QuotaReport> {
  const answer = await control('GET');
  expect(answer.status).toBe(200);
  return answer.body as unknown as QuotaReport;
}

async function setLimits(limits: Record<string, number | null>): Promise<QuotaReport> {
  const answer = await control('PUT', limits);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as QuotaReport;
}

/** A visitor: supabase-js retrying its socket every 200 ms, with one postgres_changes channel. */
function visitor(): Channel & { client: SupabaseClient } {
  const client = createClient(local.url, local.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // `ws` as browsers behave: Node 22's own WebSocket fires no close after a refused upgrade, so
    // realtime-js would never try again
    realtime: { reconnectAfterMs: () => 200, transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  clients.push(client);
  return { client, ...listen(client) };
}

/** Another postgres_changes channel on the client's socket, with what its subscribe callback saw. */
function listen(client: SupabaseClient): Channel {
  const seen: Channel = { statuses: [], errors: [] };
  client
    .channel(`quota-${++topics}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'videos' }, () => undefined)
    .subscribe((status, error) => {
      seen.statuses.push(status);
      if (error) seen.errors.push(error.message);
    });
  return seen;
}

/** Its channel is joined now: the last status its subscribe callback saw is SUBSCRIBED. */
async function expectSubscribed(statuses: string[]): Promise<void> {
  await expect.poll(() => statuses.at(-1), { timeout: GET_IN_MS }).toBe(REALTIME_SUBSCRIBE_STATES.SUBSCRIBED);
}

async function expectChannelError(statuses: string[]): Promise<void> {
  await expect
    .poll(() => statuses.includes(REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR), { timeout: GET_IN_MS })
    .toBe(true);
}

function socketUrl(): string {
  const url = new URL('/realtime/v1/websocket', local.url.replace(/^http/, 'ws'));
  url.searchParams.set('apikey', local.publishableKey);
  url.searchParams.set('vsn', '2.0.0');
  return url.toString();
}

/** A raw socket: open, or the status, content type and body of the refused upgrade. */
function rawSocket(): Promise<
  { socket: WebSocket; frames: Frame[] } | { status: number; contentType: string; body: unknown }
> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl());
    sockets.push(socket);
    const frames: Frame[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
    socket.once('open', () => resolve({ socket, frames }));
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type']),
          body: JSON.parse(text),
        }),
      );
    });
  });
}

async function openRawSocket(): Promise<{ socket: WebSocket; frames: Frame[] }> {
  const opened = await rawSocket();
  if (!('socket' in opened)) throw new Error(`upgrade refused: ${JSON.stringify(opened)}`);
  return opened;
}

function join(socket: WebSocket, ref: string): void {
  const payload = { config: { postgres_changes: [{ event: '*', schema: 'public', table: 'videos' }] } };
  socket.send(JSON.stringify([ref, ref, `realtime:raw-${ref}`, 'phx_join', payload]));
}

/** The phx_reply to the message sent with `ref`. */
async function replyTo(frames: Frame[], ref: string): Promise<Record<string, unknown>> {
  await expect.poll(() => frames.some((f) => f[1] === ref && f[3] === 'phx_reply')).toBe(true);
  return frames.find((f) => f[1] === ref && f[3] === 'phx_reply')?.[4] as Record<string, unknown>;
}

/** With room for two visitors: two subscribe, and a third is kept out. */
async function twoInAndAThirdOut() {
  await setLimits({ maxConnections: 2, maxJoinsPerSecond: null });
  const first = visitor();
  const second = visitor();
  await expectSubscribed(first.statuses);
  await expectSubscribed(second.statuses);
  const third = visitor();
  await expectChannelError(third.statuses);
  return { first, third };
}

describe('maxConnections', () => {
  it('lets two visitors in, keeps a third out until one leaves, and reports it', async () => {
    const { first, third } = await twoInAndAThirdOut();
    // several of its 200 ms retries are refused meanwhile
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(third.statuses).not.toContain(REALTIME_SUBSCRIBE_STATES.SUBSCRIBED);
    const crowded = await report();
    expect(crowded).toMatchObject({ limits: { maxConnections: 2, maxJoinsPerSecond: null }, connections: 2 });
    expect(crowded.refused.connections).toBeGreaterThanOrEqual(2);

    await first.client.removeAllChannels();
    await expectSubscribed(third.statuses);
    expect((await report()).connections).toBe(2);
  });

  it('refuses the upgrade beyond the limit with 429 and hosted Realtime JSON body', async () => {
    await setLimits({ maxConnections: 1, maxJoinsPerSecond: null });
    await openRawSocket();
    const before = await report();
    const refused = await rawSocket();
    expect(refused).toEqual({
      status: 429,
      contentType: 'application/json; charset=utf-8',
      body: { error: 'Too many connected users' },
    });
    const after = await report();
    expect(after.refused.connections).toBe(before.refused.connections + 1);
    expect(after.accepted).toBe(before.accepted);
  });

  it('takes a raised limit at run time: the waiting visitor gets in on its next attempt', async () => {
    const { third } = await twoInAndAThirdOut();

    const raised = await setLimits({ maxConnections: 3 });
    expect(raised.limits).toEqual({ maxConnections: 3, maxJoinsPerSecond: null });
    await expectSubscribed(third.statuses);
    expect((await report()).connections).toBe(3);
  });

  it('keeps open sockets when the limit is lowered, refusing joins only of those without a channel', async () => {
    await setLimits({ maxConnections: null, maxJoinsPerSecond: null });
    const idle = await openRawSocket();
    const joined = await openRawSocket();
    join(joined.socket, '1');
    expect(await replyTo(joined.frames, '1')).toMatchObject({ status: 'ok' });
    const lowered = await setLimits({ maxConnections: 1 });
    expect(lowered.connections).toBe(2);

    join(idle.socket, '2');
    expect(await replyTo(idle.frames, '2')).toEqual({
      status: 'error',
      response: { reason: 'Too many connected users' },
    });
    // the socket stays: its heartbeat is still answered
    idle.socket.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}]));
    expect(await replyTo(idle.frames, 'hb')).toEqual({ status: 'ok', response: {} });
    // hosted Realtime counts a socket once it has a channel, and lets it join more
    join(joined.socket, '3');
    expect(await replyTo(joined.frames, '3')).toMatchObject({ status: 'ok' });
    expect((await report()).joinsRefused).toBe(lowered.joinsRefused + 1);
  });
});

describe('maxJoinsPerSecond', () => {
  it('answers a join beyond the limit with ClientJoinRateLimitReached and closes the socket', async () => {
    await setLimits({ maxConnections: null, maxJoinsPerSecond: 2 });
    const { socket, frames } = await openRawSocket();
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    for (const ref of ['1', '2', '3', '4']) join(socket, ref);

    expect(await replyTo(frames, '1')).toMatchObject({ status: 'ok' });
    expect(await replyTo(frames, '2')).toMatchObject({ status: 'ok' });
    expect(await replyTo(frames, '3')).toEqual({ status: 'error', response: { reason: JOIN_RATE_REASON } });
    expect(await closed).toBe(1000);
    // the fourth join was never looked at
    expect(frames.some((frame) => frame[1] === '4')).toBe(false);

    // within the same second a new socket is refused at the upgrade
    expect(await rawSocket()).toEqual({
      status: 429,
      contentType: 'application/json; charset=utf-8',
      body: { error: 'Too many joins per second' },
    });
    const counted = await report();
    expect(counted.joinsRefused).toBeGreaterThanOrEqual(1);
    expect(counted.refused.joinsPerSecond).toBeGreaterThanOrEqual(1);
  });

  it('shows supabase-js the reason, and lets the refused visitor in once the second has passed', async () => {
    await setLimits({ maxConnections: null, maxJoinsPerSecond: 2 });
    const first = visitor();
    await expectSubscribed(first.statuses);
    // two joins on one new socket within the second: the second of them is one too many
    const second = visitor();
    const third = listen(second.client);
    await expect
      .poll(() => [...second.errors, ...third.errors], { timeout: GET_IN_MS })
      .toContain(JOIN_RATE_REASON);
    // its socket was closed, which errs both channels; once the second has passed, it joins both again
    await expectChannelError(second.statuses);
    await expectChannelError(third.statuses);
    await expectSubscribed(second.statuses);
    await expectSubscribed(third.statuses);
    expect((await report()).refused.joinsPerSecond).toBeGreaterThanOrEqual(1);
  });
});

describe('the control route', () => {
  it('is for the service_role key only', async () => {
    expect((await control('GET', undefined, local.publishableKey)).status).toBe(403);
    expect((await control('PUT', { maxConnections: 5 }, local.publishableKey)).status).toBe(403);
    const response = await fetch(`${local.url}/__stand-in/realtime`);
    expect(response.status).toBe(401);
    expect((await report()).limits.maxConnections).not.toBe(5);
  });

  it('refuses a bad body with 400 and changes nothing', async () => {
    const before = await setLimits({ maxConnections: 4, maxJoinsPerSecond: 9 });
    for (const body of [
      'not json',
      [],
      { maxConnections: 0 },
      { maxConnections: '3' },
      { maxJoinsPerSecond: 1.5 },
      { maxConnections: 2, somethingElse: 1 },
    ]) {
      const answer = await control('PUT', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect((await report()).limits).toEqual(before.limits);
  });

  it('refuses a bad limit at start-up, from the options and from the environment', async () => {
    await expect(startLocalSupabase({ port: 0, realtimeLimits: { maxConnections: -1 } })).rejects.toThrow(
      'realtimeLimits: maxConnections must be a positive integer or null',
    );
    const saved = process.env.SUPABASE_LOCAL_REALTIME_MAX_JOINS_PER_SECOND;
    try {
      process.env.SUPABASE_LOCAL_REALTIME_MAX_JOINS_PER_SECOND = '10/s';
      expect(() => realtimeLimitsFromEnv()).toThrow(
        'SUPABASE_LOCAL_REALTIME_MAX_JOINS_PER_SECOND=10/s não é um número inteiro positivo / is not a positive integer',
      );
      process.env.SUPABASE_LOCAL_REALTIME_MAX_JOINS_PER_SECOND = '250';
      expect(realtimeLimitsFromEnv()).toMatchObject({ maxJoinsPerSecond: 250 });
    } finally {
      if (saved === undefined) delete process.env.SUPABASE_LOCAL_REALTIME_MAX_JOINS_PER_SECOND;
      else process.env.SUPABASE_LOCAL_REALTIME_MAX_JOINS_PER_SECOND = saved;
    }
  });
});

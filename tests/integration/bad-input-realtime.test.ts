// Malformed frames and keys sent to /realtime/v1/websocket each get an error reply or a closed
// socket, never silence, and the stand-in keeps answering good sockets afterwards.
import { SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';

type Outcome =
  | { kind: 'closed'; code: number }
  | { kind: 'refused'; status: number | undefined }
  | { kind: 'reply'; frame: unknown }
  | { kind: 'silence' };

const ANSWER_WAIT_MS = 3_000;

function socketUrl(apikey: string | null): string {
  const url = new URL('/realtime/v1/websocket', inject('supabaseUrl').replace(/^http/, 'ws'));
  if (apikey !== null) url.searchParams.set('apikey', apikey);
  url.searchParams.set('vsn', '2.0.0');
  return url.toString();
}

function open(apikey: string | null = inject('publishableKey')): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl(apikey));
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`upgrade refused with ${res.statusCode}`)),
    );
  });
}

/** The first thing the server does after `act`: reply, close, refuse the upgrade, or nothing. */
function firstAnswer(socket: WebSocket, act: () => void): Promise<Outcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish({ kind: 'silence' }), ANSWER_WAIT_MS);
    function finish(outcome: Outcome) {
      clearTimeout(timer);
      socket.removeAllListeners();
      socket.on('error', () => undefined);
      resolve(outcome);
    }
    socket.once('message', (data) => {
      let frame: unknown = String(data);
      try {
        frame = JSON.parse(String(data));
      } catch {
        // keep the raw text: a non-JSON answer is not an error reply and fails below
      }
      finish({ kind: 'reply', frame });
    });
    socket.once('close', (code) => finish({ kind: 'closed', code }));
    socket.once('unexpected-response', (_req, res) => finish({ kind: 'refused', status: res.statusCode }));
    socket.once('error', () => {
      // 'close' follows an error on a ws socket
    });
    act();
  });
}

/** A Phoenix error answer: phx_reply with status error, or phx_error / phx_close / system error. */
function isErrorFrame(frame: unknown): boolean {
  if (!Array.isArray(frame) || frame.length !== 5) return false;
  const [, , , event, payload] = frame as [unknown, unknown, unknown, unknown, { status?: unknown }];
  if (event === 'phx_reply') return payload?.status === 'error';
  return (
    event === 'phx_error' || event === 'phx_close' || (event === 'system' && payload?.status === 'error')
  );
}

function expectErrorAnswer(outcome: Outcome): void {
  expect(outcome.kind).not.toBe('silence');
  if (outcome.kind === 'reply') expect(isErrorFrame(outcome.frame), JSON.stringify(outcome.frame)).toBe(true);
  if (outcome.kind === 'refused') expect(outcome.status).toBeGreaterThanOrEqual(400);
}

/** A fresh socket still gets its heartbeat answered. */
async function expectStillServes(): Promise<void> {
  const socket = await open();
  try {
    const outcome = await firstAnswer(socket, () =>
      socket.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}])),
    );
    expect(outcome).toEqual({
      kind: 'reply',
      frame: [null, 'hb', 'phoenix', 'phx_reply', { status: 'ok', response: {} }],
    });
  } finally {
    socket.terminate();
  }
}

describe('bad input to /realtime/v1/websocket', () => {
  const badFrames: Array<[string, string | Buffer]> = [
    ['a frame that is not JSON', 'hello{'],
    ['a JSON object instead of an array', '{"topic":"phoenix","event":"heartbeat"}'],
    ['an array of the wrong arity', '[null,"1","phoenix","heartbeat"]'],
    ['an array of the wrong types', '[1,2,3,4,5]'],
    ['a join without a payload object', '["1","1","realtime:bad","phx_join","nope"]'],
    [
      'an event on a topic never joined',
      '[null,"1","realtime:never-joined","broadcast",{"type":"broadcast"}]',
    ],
    ['a binary frame of garbage', Buffer.from([0xff, 0x00, 0x13, 0x37, 0xde, 0xad])],
    ['a 12 MB frame', `[null,"1","phoenix","heartbeat",{"x":"${'x'.repeat(12 << 20)}"}]`],
  ];

  it.each(badFrames)('answers %s with an error or a close', async (_name, frame) => {
    const socket = await open();
    try {
      expectErrorAnswer(await firstAnswer(socket, () => socket.send(frame)));
    } finally {
      socket.terminate();
    }
    await expectStillServes();
  });

  const badKeys: Array<[string, () => Promise<string | null>]> = [
    ['no key', async () => null],
    ['a garbage key', async () => 'garbage'],
    [
      'a key signed with another secret',
      () =>
        new SignJWT({ role: 'anon' })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('another-secret-that-is-at-least-32-characters')),
    ],
  ];

  it.each(badKeys)('refuses a socket with %s', async (_name, makeKey) => {
    const socket = new WebSocket(socketUrl(await makeKey()));
    // refused at the upgrade, or accepted and then closed / answered with an error on join
    const outcome = await firstAnswer(socket, () =>
      socket.once('open', () =>
        socket.send(
          JSON.stringify(['1', '1', 'realtime:bad-key', 'phx_join', { config: {}, access_token: null }]),
        ),
      ),
    );
    socket.terminate();
    expectErrorAnswer(outcome);
    await expectStillServes();
  });
});

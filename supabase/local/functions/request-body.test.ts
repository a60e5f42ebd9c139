import { setImmediate as everyMicrotaskRun } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { answerAfterLeftover, detachBody } from './request-body.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A POST whose body the test sends piece by piece, as a client would. */
function clientRequest() {
  const events: string[] = [];
  let send!: ReadableStreamDefaultController<Uint8Array>;
  let asked!: () => void;
  const askedForMore = new Promise<void>((resolve) => (asked = resolve));
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        send = controller;
      },
      pull() {
        asked();
      },
      cancel() {
        events.push('request given up');
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request('http://127.0.0.1/fn', {
    method: 'POST',
    body,
    duplex: 'half',
  } as RequestInit);
  return {
    request,
    events,
    askedForMore,
    send: (text: string) => send.enqueue(encoder.encode(text)),
    end: () => send.close(),
  };
}

describe('a function’s request body', () => {
  it('is read to its end after the function gave it up, and its answer ends only then', async () => {
    const client = clientRequest();
    const body = detachBody(client.request);
    const functionReader = body.request.body!.getReader();
    client.send('{"password":"');
    expect(decoder.decode((await functionReader.read()).value)).toBe('{"password":"');
    await functionReader.cancel(); // too large: the function answers 413 without the rest
    const refusal = Response.json({ success: false }, { status: 413, headers: { 'x-kept': 'yes' } });

    const answer = await answerAfterLeftover(refusal, body.leftover(refusal));
    expect(answer.status).toBe(413);
    expect(answer.headers.get('x-kept')).toBe('yes');
    expect(answer.headers.get('content-length')).toBeNull();
    const answerReader = answer.body!.getReader();
    expect(decoder.decode((await answerReader.read()).value)).toBe('{"success":false}');

    let ended = false;
    const end = answerReader.read().then((chunk) => {
      ended = true;
      return chunk;
    });
    await client.askedForMore;
    client.send('x'.repeat(1000));
    await everyMicrotaskRun();
    expect(ended).toBe(false);

    client.end();
    expect(await end).toEqual({ done: true, value: undefined });
    expect(client.events).toEqual([]); // the client's body was read, never given up
  });

  it('is read to its end when the function never touched it', async () => {
    const client = clientRequest();
    const body = detachBody(client.request);
    const answer = await answerAfterLeftover(Response.json({ ok: true }), body.leftover());
    client.send('ignored');
    client.end();
    expect(await answer.json()).toEqual({ ok: true });
  });

  it('stays the function’s when its answer streams it back', async () => {
    const client = clientRequest();
    const body = detachBody(client.request);
    const echo = new Response(body.request.body);
    expect(body.leftover(echo)).toBeNull();
    client.send('first|');
    client.send('second');
    client.end();
    expect(await (await answerAfterLeftover(echo, null)).text()).toBe('first|second');
  });

  it('leaves nothing over once the function has read it whole', async () => {
    const client = clientRequest();
    const body = detachBody(client.request);
    client.send('{"a":1}');
    client.end();
    expect(await body.request.json()).toEqual({ a: 1 });
    expect(body.leftover(new Response('ok'))).toBeNull();
  });

  it('is no concern of a GET, which reaches the function as it came', () => {
    const request = new Request('http://127.0.0.1/fn?x=1', { headers: { 'x-session-token': 't' } });
    const body = detachBody(request);
    expect(body.request).toBe(request);
    expect(body.leftover()).toBeNull();
  });
});

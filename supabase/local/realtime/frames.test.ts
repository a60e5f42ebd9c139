// The frame codec against realtime-js's own serializer, so both ends agree byte for byte.
import { createRequire } from 'node:module';
import type * as serializerModule from '@supabase/realtime-js/dist/main/lib/serializer.js';
import { describe, expect, it } from 'vitest';
import {
  JSON_ENCODING,
  decodeBinaryFrame,
  decodeTextFrame,
  encodeBinaryBroadcast,
  encodeTextFrame,
  type Frame,
} from './frames.ts';

// realtime-js ships its serializer as CommonJS under dist/main only
const { default: Serializer } = createRequire(import.meta.url)(
  '@supabase/realtime-js/dist/main/lib/serializer.js',
) as typeof serializerModule.default;
const serializer = new Serializer();

function encodeWithClient(message: Parameters<typeof serializer.encode>[0]): string | ArrayBuffer {
  return serializer.encode(message, (result: string | ArrayBuffer) => result);
}

function decodeWithClient(raw: string | ArrayBuffer): Record<string, unknown> {
  return serializer.decode(raw, (result: Record<string, unknown>) => result);
}

describe('text frames', () => {
  it('reads the array frame realtime-js sends', () => {
    const raw = encodeWithClient({
      join_ref: '1',
      ref: '2',
      topic: 'realtime:room',
      event: 'phx_join',
      payload: { config: {} },
    });
    expect(decodeTextFrame(raw as string, '2.0.0')).toEqual({
      joinRef: '1',
      ref: '2',
      topic: 'realtime:room',
      event: 'phx_join',
      payload: { config: {} },
    });
  });

  it('writes frames realtime-js reads back unchanged', () => {
    const frame: Frame = {
      joinRef: null,
      ref: '7',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok' },
    };
    expect(decodeWithClient(encodeTextFrame(frame, '2.0.0'))).toEqual({
      join_ref: null,
      ref: '7',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok' },
    });
  });

  it('speaks the object form of vsn 1.0.0', () => {
    const text = '{"join_ref":null,"ref":"3","topic":"phoenix","event":"heartbeat","payload":{}}';
    expect(decodeTextFrame(text, '1.0.0')).toMatchObject({ ref: '3', topic: 'phoenix', event: 'heartbeat' });
    expect(
      JSON.parse(encodeTextFrame({ joinRef: null, ref: '3', topic: 't', event: 'e', payload: {} }, '1.0.0')),
    ).toEqual({ join_ref: null, ref: '3', topic: 't', event: 'e', payload: {} });
  });

  it.each([
    ['not JSON', 'hello{', null],
    ['an object in vsn 2', '{"topic":"phoenix"}', null],
    ['the wrong arity', '[null,"1","phoenix","heartbeat"]', 'phoenix'],
    ['a numeric topic', '[null,"1",3,"heartbeat",{}]', null],
    ['an object ref', '[null,{},"phoenix","heartbeat",{}]', 'phoenix'],
  ])('reports %s as a bad frame with what can address the answer', (_name, text, topic) => {
    const frame = decodeTextFrame(text, '2.0.0');
    expect(frame).toHaveProperty('error');
    expect(frame.topic).toBe(topic);
  });
});

describe('binary broadcast frames', () => {
  it('reads the user broadcast push realtime-js encodes', () => {
    const raw = encodeWithClient({
      join_ref: '4',
      ref: '5',
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursor', payload: { x: 1 } },
    });
    const push = decodeBinaryFrame(Buffer.from(raw as ArrayBuffer));
    expect(push).toMatchObject({ joinRef: '4', ref: '5', topic: 'realtime:room', event: 'cursor' });
    expect(push?.encoding).toBe(JSON_ENCODING);
    expect(JSON.parse(push?.payload.toString('utf8') ?? '')).toEqual({ x: 1 });
  });

  it('writes the user broadcast realtime-js decodes', () => {
    const frame = encodeBinaryBroadcast('realtime:room', 'cursor', JSON_ENCODING, Buffer.from('{"x":1}'));
    const bytes = new Uint8Array(frame ?? []);
    expect(decodeWithClient(bytes.buffer)).toEqual({
      join_ref: null,
      ref: null,
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursor', payload: { x: 1 } },
    });
  });

  it.each([
    ['an empty frame', []],
    ['another kind', [4, 0, 0, 0, 0, 0, 1]],
    ['lengths beyond the frame', [3, 9, 9, 9, 9, 0, 1, 65]],
    ['an unknown encoding', [3, 0, 0, 1, 1, 0, 7, 116, 101]],
  ])('refuses %s', (_name, bytes) => {
    expect(decodeBinaryFrame(Buffer.from(bytes))).toBeNull();
  });
});

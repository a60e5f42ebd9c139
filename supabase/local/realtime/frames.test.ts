// The frame codec against realtime-js's own serializer, so both ends agree byte for byte.
import { createRequire } from 'node:module';
import type * as serializerModule from '@supabase/realtime-js/dist/main/lib/serializer.js';
import { describe, expect, it } from 'vitest';
import { decodeTextFrame, encodeTextFrame, type Frame } from './frames.ts';

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
    expect(decodeTextFrame(raw as string)).toEqual({
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
    expect(decodeWithClient(encodeTextFrame(frame))).toEqual({
      join_ref: null,
      ref: '7',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok' },
    });
  });

  it.each([
    ['not JSON', 'hello{'],
    ['an object', '{"topic":"phoenix"}'],
    ['the wrong arity', '[null,"1","phoenix","heartbeat"]'],
    ['a numeric topic', '[null,"1",3,"heartbeat",{}]'],
    ['an object ref', '[null,{},"phoenix","heartbeat",{}]'],
  ])('reports %s as a bad frame', (_name, text) => {
    expect(decodeTextFrame(text)).toEqual({ error: expect.any(String) });
  });
});

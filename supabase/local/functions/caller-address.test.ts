import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { vouchForCaller } from './caller-address.ts';

function request(remoteAddress: string | undefined, headers: Record<string, string>): IncomingMessage {
  return { socket: { remoteAddress }, headers: { ...headers } } as unknown as IncomingMessage;
}

describe('vouchForCaller', () => {
  it('names the connecting address in cf-connecting-ip and appends it to x-forwarded-for', () => {
    const req = request('127.8.9.10', {});
    vouchForCaller(req);
    expect(req.headers['cf-connecting-ip']).toBe('127.8.9.10');
    expect(req.headers['x-forwarded-for']).toBe('127.8.9.10');
  });

  it('replaces a cf-connecting-ip the caller sent and keeps its x-forwarded-for entries first', () => {
    const req = request('127.8.9.10', {
      'cf-connecting-ip': '203.0.113.9',
      'x-forwarded-for': '203.0.113.9',
    });
    vouchForCaller(req);
    expect(req.headers['cf-connecting-ip']).toBe('127.8.9.10');
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.9, 127.8.9.10');
  });

  it('vouches for nobody when the connection has no address any more', () => {
    const req = request(undefined, { 'cf-connecting-ip': '203.0.113.9' });
    vouchForCaller(req);
    expect(req.headers['cf-connecting-ip']).toBeUndefined();
  });
});

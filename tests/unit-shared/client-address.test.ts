import { describe, expect, it } from 'vitest';
import { clientAddress } from '#functions/_shared/client-address.ts';

const address = (headers: Record<string, string>) => clientAddress(new Headers(headers));

describe('clientAddress', () => {
  it('takes the address the edge vouches for, not what the caller wrote in x-forwarded-for', () => {
    expect(
      address({ 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }),
    ).toBe('203.0.113.7');
  });

  it('falls back to the last x-forwarded-for entry, the one the nearest proxy appended', () => {
    expect(address({ 'x-forwarded-for': '198.51.100.1, 10.0.0.1,203.0.113.7' })).toBe('203.0.113.7');
    expect(address({ 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
  });

  it('reads an IPv4 address seen through an IPv6 socket as the IPv4 address', () => {
    expect(address({ 'cf-connecting-ip': '::ffff:127.0.0.1' })).toBe('127.0.0.1');
    expect(address({ 'cf-connecting-ip': '2001:db8::1' })).toBe('2001:db8::1');
  });

  it('names an unknown caller "desconhecido" and keeps at most 100 characters', () => {
    expect(address({})).toBe('desconhecido');
    expect(address({ 'x-forwarded-for': ' ' })).toBe('desconhecido');
    expect(address({ 'cf-connecting-ip': 'x'.repeat(300) })).toHaveLength(100);
  });
});

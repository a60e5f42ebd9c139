// Who is calling, for the login brake: the address the platform vouches for, never one the
// caller wrote (docs/login-brake.md). Hosted Supabase is reached through Cloudflare, which
// sets `cf-connecting-ip` to the address that connected to it, replacing whatever the caller
// sent; the local stand-in does the same. Where it is missing, the last `x-forwarded-for`
// entry, the one the nearest proxy appended. Never the first entry: the caller writes that.

const UNKNOWN = 'desconhecido';
const MAX_LENGTH = 100;

export function clientAddress(headers: Headers): string {
  const vouched = headers.get('cf-connecting-ip')?.trim();
  if (vouched) return normalise(vouched);
  const appended = (headers.get('x-forwarded-for') ?? '').split(',').at(-1)?.trim();
  if (appended) return normalise(appended);
  return UNKNOWN;
}

/** An IPv4 address seen through an IPv6 socket (`::ffff:1.2.3.4`) is the IPv4 address. */
function normalise(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return (mapped?.[1] ?? address).slice(0, MAX_LENGTH);
}

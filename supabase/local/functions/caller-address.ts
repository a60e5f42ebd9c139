import type { IncomingMessage } from 'node:http';

/**
 * Names the caller as hosted Supabase's edge (Cloudflare) does, for the login brake
 * (docs/login-brake.md): `cf-connecting-ip` is the address that connected, replacing whatever
 * the caller sent under that name, and that address is appended to `x-forwarded-for`, whose
 * earlier entries are the caller's to write.
 */
export function vouchForCaller(req: IncomingMessage): void {
  const peer = req.socket.remoteAddress;
  delete req.headers['cf-connecting-ip'];
  if (!peer) return;
  req.headers['cf-connecting-ip'] = peer;
  const forwarded = req.headers['x-forwarded-for'];
  req.headers['x-forwarded-for'] = forwarded ? `${String(forwarded)}, ${peer}` : peer;
}

// What a Supabase key is, read from the key alone (docs/local-stand-in.md, "Keys"): a publishable
// (`sb_publishable_…`) or secret (`sb_secret_…`) key, or a legacy JWT whose `role` claim says
// anon or service_role. Pure, so the site's build, the scripts and the tests share one rule.

/** A publishable or secret key, as opposed to a legacy JWT-based one. */
export function isApiKey(key: string): boolean {
  return key.startsWith('sb_');
}

/** A key that opens everything, never to be shipped or used as the public key: secret or service_role. */
export function isServerKey(key: string): boolean {
  if (key.startsWith('sb_secret_')) return true;
  const payload = key.split('.')[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return claims.role === 'service_role';
  } catch {
    return false;
  }
}

// The key the functions reach the database and storage with, read as hosted Supabase gives it to
// them (docs/edge-functions.md, "Keys"): the secret key named `default` in SUPABASE_SECRET_KEYS,
// a JSON object of the project's secret keys by name; else the legacy SUPABASE_SERVICE_ROLE_KEY,
// for a project that has no secret key yet. Pure, so the rule is unit-tested.

/** The secret (or legacy service_role) key in `env`, or why there is none. */
export function serverKeyFrom(
  env: (name: string) => string | undefined,
): { key: string } | { problem: string } {
  const secretKeys = env('SUPABASE_SECRET_KEYS')?.trim();
  if (secretKeys) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(secretKeys);
    } catch {
      return { problem: 'SUPABASE_SECRET_KEYS is not JSON' };
    }
    const key =
      typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>).default : null;
    if (typeof key === 'string' && key) return { key };
  }
  const legacy = env('SUPABASE_SERVICE_ROLE_KEY')?.trim();
  if (legacy) return { key: legacy };
  return {
    problem: 'neither SUPABASE_SECRET_KEYS (with a key named default) nor SUPABASE_SERVICE_ROLE_KEY is set',
  };
}

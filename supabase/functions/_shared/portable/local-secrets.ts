// The local defaults of the functions' secrets (supabase/functions/.env: the admin password and
// the SEO keys) are published in the repository; they must never open a deployed project, even if
// that file is pushed as its secrets (`supabase secrets set --env-file`). Each is refused whenever
// SUPABASE_URL is not a loopback address. Pure and platform-free so the rule is unit-tested.

export const DEFAULT_LOCAL_PASSWORD = 'mudar-esta-senha';

/** The SEO keys of supabase/functions/.env (a test checks the file names these and no other). */
export const LOCAL_SEO_KEYS: readonly string[] = ['seo-local-1', 'seo-local-2', 'seo-local-3'];

export const LOCAL_SEO_KEY_REFUSED_MESSAGE =
  'As chaves SEO locais só funcionam no ambiente local. Defina SEO_KEYS com chaves próprias (supabase secrets set).';

export const DEFAULT_PASSWORD_REFUSED_MESSAGE =
  'A palavra-passe predefinida só funciona no ambiente local. Defina ADMIN_PASSWORD_HASH com uma palavra-passe própria (npm run hash-password).';

/** True when `url` points at this machine (the local stand-in), false for anything else. */
export function isLoopbackUrl(url: string | undefined): boolean {
  if (!url) return false;
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  // IPv6 loopback, and IPv4 loopback written as an IPv4-mapped IPv6 address ([::ffff:7f00:1])
  if (hostname === 'localhost' || hostname === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:/.test(hostname))
    return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/** The default password is accepted only when the backend is the local stand-in. */
export function isDefaultPasswordRefused(password: string, supabaseUrl: string | undefined): boolean {
  return password === DEFAULT_LOCAL_PASSWORD && !isLoopbackUrl(supabaseUrl);
}

/** A local SEO key is accepted only when the backend is the local stand-in. */
export function isLocalSeoKeyRefused(key: string, supabaseUrl: string | undefined): boolean {
  return LOCAL_SEO_KEYS.includes(key.trim()) && !isLoopbackUrl(supabaseUrl);
}

// The local default password is published in the README; it must never open a deployed
// project. Pure and platform-free so the rule is unit-tested.

export const DEFAULT_LOCAL_PASSWORD = 'mudar-esta-senha';

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
  if (hostname === 'localhost' || hostname === '[::1]') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/** The default password is accepted only when the backend is the local stand-in. */
export function isDefaultPasswordRefused(password: string, supabaseUrl: string | undefined): boolean {
  return password === DEFAULT_LOCAL_PASSWORD && !isLoopbackUrl(supabaseUrl);
}

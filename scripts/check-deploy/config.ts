// What `npm run check:deploy` is pointed at, read from the environment. The password and the
// keys are never printed.

export interface DeployTarget {
  /** The project's URL, e.g. https://<ref>.supabase.co (no trailing slash). */
  url: string;
  anonKey: string;
  adminUsername: string;
  adminPassword: string;
  /** One of SEO_KEYS; without it the check that seo-access accepts a key is skipped. */
  seoKey: string | undefined;
}

export const TARGET_VARIABLES = {
  url: 'CHECK_SUPABASE_URL',
  anonKey: 'CHECK_SUPABASE_ANON_KEY',
  adminUsername: 'CHECK_ADMIN_USERNAME',
  adminPassword: 'CHECK_ADMIN_PASSWORD',
  seoKey: 'CHECK_SEO_KEY',
} as const;

/** The target, or the problems that keep the check from starting (one sentence each). */
export function readDeployTarget(
  env: Record<string, string | undefined>,
): { target: DeployTarget } | { problems: string[] } {
  const value = (name: string) => env[name]?.trim() ?? '';
  const problems: string[] = [];
  const required = ['url', 'anonKey', 'adminUsername', 'adminPassword'] as const;
  for (const key of required) {
    if (!value(TARGET_VARIABLES[key])) problems.push(`${TARGET_VARIABLES[key]} is not set.`);
  }
  const url = value(TARGET_VARIABLES.url).replace(/\/+$/, '');
  if (url && !isHttpUrl(url)) {
    problems.push(`${TARGET_VARIABLES.url} must be an http(s) URL, e.g. https://<project-ref>.supabase.co.`);
  }
  if (problems.length > 0) return { problems };
  return {
    target: {
      url,
      anonKey: value(TARGET_VARIABLES.anonKey),
      adminUsername: value(TARGET_VARIABLES.adminUsername),
      // a password may start or end with a space: only an empty one counts as missing
      adminPassword: env[TARGET_VARIABLES.adminPassword] ?? '',
      seoKey: value(TARGET_VARIABLES.seoKey) || undefined,
    },
  };
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

// What `npm run check:deploy` is pointed at, read from the environment. The password and the
// keys are never printed.
import { isServerKey } from '#portable/api-keys.ts';
import { readRenamedSetting, type RenamedSetting } from '#scripts/support/renamed-settings.ts';

export interface DeployTarget {
  /** The project's URL, e.g. https://<ref>.supabase.co (no trailing slash). */
  url: string;
  /** The public key: a publishable key, or a legacy anon key. Never the secret one. */
  publishableKey: string;
  adminUsername: string;
  adminPassword: string;
  /** One of SEO_KEYS; without it the check that seo-access accepts a key is skipped. */
  seoKey: string | undefined;
}

export const TARGET_VARIABLES = {
  url: 'CHECK_SUPABASE_URL',
  publishableKey: 'CHECK_SUPABASE_PUBLISHABLE_KEY',
  adminUsername: 'CHECK_ADMIN_USERNAME',
  adminPassword: 'CHECK_ADMIN_PASSWORD',
  seoKey: 'CHECK_SEO_KEY',
} as const;

/** The public key's setting, still read under its legacy name (a legacy anon key). */
const CHECK_PUBLISHABLE_KEY: RenamedSetting = {
  name: TARGET_VARIABLES.publishableKey,
  legacyName: 'CHECK_SUPABASE_ANON_KEY',
};

/** The target, or the problems that keep the check from starting (one sentence each). */
export function readDeployTarget(
  env: Record<string, string | undefined>,
  notice: (line: string) => void = console.warn,
): { target: DeployTarget } | { problems: string[] } {
  const value = (name: string) => env[name]?.trim() ?? '';
  const problems: string[] = [];
  for (const key of ['url', 'adminUsername', 'adminPassword'] as const) {
    if (!value(TARGET_VARIABLES[key])) problems.push(`${TARGET_VARIABLES[key]} is not set.`);
  }
  const publishableKey = readRenamedSetting(env, CHECK_PUBLISHABLE_KEY, notice) ?? '';
  if (!publishableKey) problems.push(`${TARGET_VARIABLES.publishableKey} is not set.`);
  else if (isServerKey(publishableKey)) {
    // with it the checks would go around row level security, and the writes they try go through
    problems.push(
      `${TARGET_VARIABLES.publishableKey} holds a secret or service_role key: give the publishable (or anon) key.`,
    );
  }
  const url = value(TARGET_VARIABLES.url).replace(/\/+$/, '');
  if (url && !isHttpUrl(url)) {
    problems.push(`${TARGET_VARIABLES.url} must be an http(s) URL, e.g. https://<project-ref>.supabase.co.`);
  }
  if (problems.length > 0) return { problems };
  return {
    target: {
      url,
      publishableKey,
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

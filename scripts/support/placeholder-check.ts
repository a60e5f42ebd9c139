import { loadEnv, type Plugin } from 'vite';

/**
 * The business settings whose built-in defaults are placeholders (src/content/business.ts):
 * a site built without them sends visitors to a number, address or page that is not the
 * business's.
 */
export const PLACEHOLDER_SETTINGS = {
  VITE_BUSINESS_NAME: 'o nome do negócio',
  VITE_BUSINESS_PHONE: 'o número de telefone e WhatsApp',
  VITE_BUSINESS_EMAIL: 'o e-mail',
  VITE_BUSINESS_INSTAGRAM_URL: 'a página do Instagram',
  VITE_BUSINESS_FACEBOOK_URL: 'a página do Facebook',
  VITE_BUSINESS_YOUTUBE_URL: 'o canal do YouTube',
  VITE_BUSINESS_MAPS_URL: 'a ficha do Google Maps (avaliações)',
  VITE_SITE_URL: 'o endereço público do site',
} as const;

/** The settings left unset (or blank) in `env`. */
export function placeholdersInUse(
  env: Record<string, string | undefined>,
): (keyof typeof PLACEHOLDER_SETTINGS)[] {
  return (Object.keys(PLACEHOLDER_SETTINGS) as (keyof typeof PLACEHOLDER_SETTINGS)[]).filter(
    (name) => !env[name]?.trim(),
  );
}

export interface PlaceholderVerdict {
  message: string | null;
  /** True when the build must stop: on CI, unless placeholders were explicitly allowed. */
  fail: boolean;
}

/**
 * Whether the build runs on a CI or a host's build service: CI set to anything but empty, 0 or
 * false (GitHub Actions, Netlify and Cloudflare Pages set CI=true, Vercel CI=1).
 */
export function isCiBuild(ci: string | undefined): boolean {
  const value = ci?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}

/** What the build says about placeholders, and whether it stops. */
export function placeholderVerdict(env: Record<string, string | undefined>): PlaceholderVerdict {
  const missing = placeholdersInUse(env);
  if (missing.length === 0) return { message: null, fail: false };
  const lines = missing.map((name) => `  - ${name}: ${PLACEHOLDER_SETTINGS[name]}`);
  const message = [
    '',
    '!!! O site está a ser construído com dados de exemplo, que não são os do negócio:',
    '!!! The site is being built with placeholder business data:',
    ...lines,
    'Defina estas variáveis antes de publicar (README, "Configuration").',
    '',
  ].join('\n');
  const fail = isCiBuild(env.CI) && env.ALLOW_PLACEHOLDERS !== '1';
  return { message, fail };
}

/**
 * Warns loudly on every production build that still uses placeholders, and fails it on CI (any
 * truthy CI) unless ALLOW_PLACEHOLDERS=1 (the test builds set it).
 */
export function placeholderCheck(): Plugin {
  return {
    name: 'placeholder-check',
    apply: 'build',
    configResolved(config) {
      if (config.build.ssr) return; // the prerender's server build: the client build already said it
      const env = { ...loadEnv(config.mode, config.root, ''), ...process.env };
      const { message, fail } = placeholderVerdict(env);
      if (!message) return;
      if (fail) {
        throw new Error(`${message}\nCI=${env.CI}: set them, or ALLOW_PLACEHOLDERS=1 for a test build.`);
      }
      config.logger.warn(message);
    },
  };
}

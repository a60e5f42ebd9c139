import { isServerKey } from '#portable/api-keys.ts';
import { phoneNumberProblem } from '#portable/phone-number.ts';
import type { ConfiguredBusiness } from '#portable/business-facts/placeholders.ts';

// Every VITE_* value the site reads, read and checked here and nowhere else. Vite bakes them in
// at build time (environment or .env files, README "Configuration"); src/vite-env.d.ts lists
// them. This module imports only a pure rule, so reading a setting never brings the Supabase
// clients into a chunk. The Supabase settings are checked when something asks for them
// (requireSupabase); the others when the module loads, so a malformed one fails the build.

/** The raw values, as Vite's import.meta.env holds them. */
export type RawSiteEnv = Readonly<Partial<Record<keyof ImportMetaEnv, string>>>;

export interface SupabaseSettings {
  /** The project's base URL, without trailing slashes. */
  url: string;
  /** The publishable key (or a legacy anon key); RLS decides what it may read. */
  publishableKey: string;
}

/** The business's own data; each value trimmed, or undefined when unset (the business facts then use a placeholder). */
interface BusinessSettings extends ConfiguredBusiness {
  /** Canonical origin of the public site, without trailing slashes. */
  siteUrl?: string;
}

export interface SiteEnv {
  /** VITE_SUPABASE_URL as set, even when the key is missing (the prerender names it in the CSP). */
  supabaseUrl?: string;
  supabase: SupabaseSettings | { problem: string };
  business: BusinessSettings;
}

export const SUPABASE_NOT_SET_MESSAGE =
  'VITE_SUPABASE_URL e VITE_SUPABASE_PUBLISHABLE_KEY não estão definidos: corra `npm start` para ' +
  'usar o substituto local, ou defina os dois com os do projeto Supabase alojado (README). / ' +
  'VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY are not set. Run `npm start` for the local ' +
  'stand-in, or set both for a hosted Supabase project (see README).';

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function withoutTrailingSlashes(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The publishable key, or the legacy anon key under its old name (the build prints a notice). */
function publishableKey(raw: RawSiteEnv): string | undefined {
  return text(raw.VITE_SUPABASE_PUBLISHABLE_KEY) ?? text(raw.VITE_SUPABASE_ANON_KEY);
}

function readSupabase(raw: RawSiteEnv): SiteEnv['supabase'] {
  const url = text(raw.VITE_SUPABASE_URL);
  const key = publishableKey(raw);
  if (!url || !key) return { problem: SUPABASE_NOT_SET_MESSAGE };
  if (!isHttpUrl(url)) {
    return {
      problem: `VITE_SUPABASE_URL deve ser um endereço http(s), não «${url}». / VITE_SUPABASE_URL must be an http(s) URL.`,
    };
  }
  return { url: withoutTrailingSlashes(url), publishableKey: key };
}

const URL_SETTINGS = [
  'VITE_SITE_URL',
  'VITE_BUSINESS_MAPS_URL',
  'VITE_BUSINESS_INSTAGRAM_URL',
  'VITE_BUSINESS_YOUTUBE_URL',
  'VITE_BUSINESS_FACEBOOK_URL',
] as const;

/** What is wrong with the settings that are set (other than Supabase's), one line each. */
function settingProblems(raw: RawSiteEnv): string[] {
  const problems: string[] = [];
  for (const name of URL_SETTINGS) {
    const value = text(raw[name]);
    if (value && !isHttpUrl(value)) problems.push(`${name} deve ser um endereço http(s), não «${value}».`);
  }
  const phone = text(raw.VITE_BUSINESS_PHONE);
  const phoneProblem = phone && phoneNumberProblem(phone);
  if (phoneProblem) problems.push(`VITE_BUSINESS_PHONE: ${phoneProblem} Recebido: «${phone}».`);
  const email = text(raw.VITE_BUSINESS_EMAIL);
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    problems.push(`VITE_BUSINESS_EMAIL deve ser um endereço de e-mail, não «${email}».`);
  }
  const key = publishableKey(raw);
  if (key && isServerKey(key)) {
    problems.push(
      'VITE_SUPABASE_PUBLISHABLE_KEY (ou VITE_SUPABASE_ANON_KEY) tem uma chave secreta (secret ou service_role), que iria no JavaScript público: use a chave publicável (publishable).',
    );
  }
  const local = raw.VITE_SUPABASE_LOCAL;
  if (local !== undefined && local !== '' && local !== 'true' && local !== 'false') {
    problems.push(`VITE_SUPABASE_LOCAL deve ser true ou false, não «${local}».`);
  }
  return problems;
}

/** The site's settings from raw values; throws, naming each, when a setting other than Supabase's is malformed. */
export function readSiteEnv(raw: RawSiteEnv): SiteEnv {
  // Checked in the prerender's server build (so `npm run build` fails on a malformed setting)
  // and on the dev server; the browser bundle then has no need to carry the checker, since the
  // values are baked in at build time.
  const problems = import.meta.env.SSR || import.meta.env.DEV ? settingProblems(raw) : [];
  if (problems.length > 0) {
    throw new Error(
      `Configuração inválida (README, "Configuration") / Invalid configuration:\n${problems.join('\n')}`,
    );
  }
  const siteUrl = text(raw.VITE_SITE_URL);
  const supabaseUrl = text(raw.VITE_SUPABASE_URL);
  return {
    supabaseUrl: supabaseUrl && withoutTrailingSlashes(supabaseUrl),
    supabase: readSupabase(raw),
    business: {
      name: text(raw.VITE_BUSINESS_NAME),
      phone: text(raw.VITE_BUSINESS_PHONE),
      email: text(raw.VITE_BUSINESS_EMAIL),
      mapsUrl: text(raw.VITE_BUSINESS_MAPS_URL),
      instagramUrl: text(raw.VITE_BUSINESS_INSTAGRAM_URL),
      youtubeUrl: text(raw.VITE_BUSINESS_YOUTUBE_URL),
      facebookUrl: text(raw.VITE_BUSINESS_FACEBOOK_URL),
      streetAddress: text(raw.VITE_BUSINESS_STREET_ADDRESS),
      postalCode: text(raw.VITE_BUSINESS_POSTAL_CODE),
      siteUrl: siteUrl && withoutTrailingSlashes(siteUrl),
    },
  };
}

// Each variable by name: Vite then inlines only these, not every VITE_* of the build's environment.
export const siteEnv: SiteEnv = readSiteEnv({
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
  VITE_SUPABASE_PUBLISHABLE_KEY: import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
  VITE_SUPABASE_LOCAL: import.meta.env.VITE_SUPABASE_LOCAL,
  VITE_BUSINESS_NAME: import.meta.env.VITE_BUSINESS_NAME,
  VITE_BUSINESS_PHONE: import.meta.env.VITE_BUSINESS_PHONE,
  VITE_BUSINESS_EMAIL: import.meta.env.VITE_BUSINESS_EMAIL,
  VITE_BUSINESS_MAPS_URL: import.meta.env.VITE_BUSINESS_MAPS_URL,
  VITE_BUSINESS_INSTAGRAM_URL: import.meta.env.VITE_BUSINESS_INSTAGRAM_URL,
  VITE_BUSINESS_YOUTUBE_URL: import.meta.env.VITE_BUSINESS_YOUTUBE_URL,
  VITE_BUSINESS_FACEBOOK_URL: import.meta.env.VITE_BUSINESS_FACEBOOK_URL,
  VITE_BUSINESS_STREET_ADDRESS: import.meta.env.VITE_BUSINESS_STREET_ADDRESS,
  VITE_BUSINESS_POSTAL_CODE: import.meta.env.VITE_BUSINESS_POSTAL_CODE,
  VITE_SITE_URL: import.meta.env.VITE_SITE_URL,
});

/**
 * The Supabase project; throws, saying how to set it, when it is not configured. Called where
 * the site talks to Supabase, so a page that does not never needs it.
 */
export function requireSupabase(env: SiteEnv = siteEnv): SupabaseSettings {
  if ('problem' in env.supabase) throw new Error(env.supabase.problem);
  return env.supabase;
}

/**
 * True when the backend is the embedded local stand-in (`npm start`, `npm run preview`). Read
 * as a literal comparison, so a build for a hosted project drops what only the stand-in needs
 * (the admin's default-credentials hint).
 */
export const USES_LOCAL_STAND_IN = import.meta.env.VITE_SUPABASE_LOCAL === 'true';

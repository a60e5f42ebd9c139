// Asks the static host for a new build of the public page after the owner changes what it
// shows: a POST to the host's build hook (Netlify, Cloudflare Pages and Vercel each give one, a
// secret URL kept in the function secret SITE_BUILD_HOOK_URL). It runs after the answer, so a
// hook that is down, slow or unset never fails or delays the owner's write; how it went is
// recorded in site_build_requests, which /admin reads (site-build function).
import type { DatabaseClient } from './supabase-admin.ts';

/** One build request per this many ms at most; a burst is one request now and one at the end. */
const DEFAULT_MIN_INTERVAL_MS = 60_000;
/** A hook that has not answered by then is recorded as failed (the host may still build). */
const HOOK_TIMEOUT_MS = 10_000;

export interface SiteBuildSettings {
  /** The build hook; null when none is configured. */
  hookUrl: string | null;
  minIntervalMs: number;
}

export function siteBuildSettings(): SiteBuildSettings {
  const hookUrl = Deno.env.get('SITE_BUILD_HOOK_URL')?.trim() || null;
  const seconds = Number(Deno.env.get('SITE_BUILD_MIN_INTERVAL_SECONDS'));
  return {
    hookUrl,
    minIntervalMs: Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : DEFAULT_MIN_INTERVAL_MS,
  };
}

type Outcome = 'sent' | 'failed' | 'not_configured';

async function record(db: DatabaseClient, revision: number | null, outcome: Outcome, detail: string | null) {
  const { error } = await db.rpc('record_site_build', {
    p_revision: revision as number,
    p_outcome: outcome,
    p_detail: detail as string,
  });
  if (error) console.error('[site-build] could not record the outcome:', error);
}

/** POSTs to the hook; the failure as the owner should read it, or null when the host accepted. */
async function callHook(hookUrl: string): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(hookUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
  } catch {
    return 'SITE_BUILD_HOOK_URL não é um endereço válido.';
  }
  try {
    const response = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok ? null : `O alojamento respondeu ${response.status} ao pedido de build.`;
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return timedOut
      ? `O alojamento não respondeu ao pedido de build em ${HOOK_TIMEOUT_MS / 1000} s.`
      : 'Não foi possível contactar o alojamento para pedir o build.';
  }
}

/**
 * Asks for a build that includes every change made so far, at most once per interval: now, or
 * once the interval since the last request is over (waiting that long, then asking again, so the
 * last change of a burst is always in a build). Resolves when done; never throws.
 */
async function requestSiteBuild(
  db: DatabaseClient,
  { force = false, settings = siteBuildSettings() }: { force?: boolean; settings?: SiteBuildSettings } = {},
): Promise<void> {
  try {
    if (!settings.hookUrl) {
      await record(db, null, 'not_configured', null);
      return;
    }
    for (;;) {
      const { data, error } = await db.rpc('claim_site_build', {
        p_min_interval_ms: settings.minIntervalMs,
        // forced on every attempt: after the wait, the last request still "covers" every change
        // (the host accepted it even if its build then failed), and the owner asked for another
        p_force: force,
      });
      if (error) throw error;
      const claim = data[0];
      if (!claim) throw new Error('claim_site_build returned no row');
      if (claim.claimed) {
        const failure = await callHook(settings.hookUrl);
        if (failure) console.error(`[site-build] revision ${claim.revision}: ${failure}`);
        await record(db, claim.revision, failure ? 'failed' : 'sent', failure);
        return;
      }
      if (claim.wait_ms <= 0) return; // a request already covers this change
      await new Promise((resolve) => setTimeout(resolve, claim.wait_ms));
    }
  } catch (error) {
    console.error('[site-build] the build request failed:', error);
  }
}

interface EdgeRuntimeGlobal {
  EdgeRuntime?: { waitUntil(promise: Promise<unknown>): void };
}

/**
 * requestSiteBuild after the answer: hosted Supabase keeps the function running for it
 * (EdgeRuntime.waitUntil, its background tasks); a plain Deno server, as the local stand-in runs
 * the functions, keeps running anyway.
 */
export function requestSiteBuildInBackground(db: DatabaseClient, options: { force?: boolean } = {}): void {
  const task = requestSiteBuild(db, options);
  (globalThis as EdgeRuntimeGlobal).EdgeRuntime?.waitUntil(task);
}

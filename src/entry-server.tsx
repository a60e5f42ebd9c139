// The server side of the prerender (scripts/prerender.ts): the home page's app, the same one
// src/mount-home.tsx hydrates, rendered once at build time into static HTML.
import { prerender } from 'react-dom/static';
import { HomeApp } from './app/home-app.tsx';
import { business } from './content/business.ts';

/**
 * The markup of `/`, after every lazy part has resolved. React 19 puts the <title>, <meta>
 * and <link> elements it hoists in front of the page's own markup; the caller moves them into
 * <head>.
 */
export async function renderHome(): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(<HomeApp />, {
    onError: (error) => void errors.push(error),
    // Every Suspense boundary in place: React would otherwise move big ones to the end of the
    // document with an inline script to put them back, and the CSP allows no inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  // A section that throws would ship as its error fallback: fail the build instead.
  if (errors.length > 0) throw errors[0];
  return new Response(prelude).text();
}

/** Build settings the host files need, as this build baked them in (env and .env files). */
export const buildSettings = {
  siteUrl: business.siteUrl,
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL?.trim() || null,
};

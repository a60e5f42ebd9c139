// The server side of the prerender (scripts/prerender.ts): the same providers and routes as
// src/main.tsx, rendered once at build time into static HTML.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { business } from './content/business.ts';

/**
 * The markup of the route at `path`, after every lazy part has resolved. React 19 puts the
 * <title>, <meta> and <link> elements it hoists in front of the page's own markup; the caller
 * moves them into <head>.
 */
export async function renderPath(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect (${context.status})`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];

  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        {/* hydrate={false}: no inline data script (the CSP allows no inline script) and no
            loader data to pass on; the browser router starts from the same routes. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  // A section that throws would ship as its error fallback: fail the build instead.
  if (errors.length > 0) throw errors[0];
  return new Response(prelude).text();
}

/** Build settings the host files need, as this build baked them in (env and .env files). */
export const buildSettings = {
  siteUrl: business.siteUrl,
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL?.trim() || null,
};

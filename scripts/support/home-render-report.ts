import type { RenderedHome } from '../../src/lib/home-state-contract.ts';

/**
 * Says what `/` was rendered from: the revision and how much of each read, or, for a read that
 * failed (a project out of reach), that the page shows the built-in content there until the
 * next build. A failed read is no reason to fail a build.
 */
export function reportHomeRender(rendered: RenderedHome, supabaseUrl: string | null): void {
  const { revision } = rendered.state;
  const read = rendered.state.queries.queries.map((query) => String(query.queryKey.join('/')));
  console.log(
    `prerender: / rendered from site revision ${revision ?? '(unread)'}; data: ${read.join(', ') || 'none'}`,
  );
  for (const [name, problem] of Object.entries(rendered.failures)) {
    console.warn(
      `prerender: the ${name} could not be read from ${supabaseUrl ?? 'the project'} (${problem}); ` +
        'the page shows the built-in content there until the next build.',
    );
  }
}

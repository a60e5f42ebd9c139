import type { ReadFailure } from '../../src/lib/read-failure.ts';

/** What the build says about one failed read: the read, what came back, and the likely fix. */
export function describeReadFailure(
  failure: ReadFailure,
  supabaseUrl: string,
  readTimeoutMs: number,
): string {
  const { read, table, status, code } = failure;
  const answered = `${supabaseUrl} answered ${status}${code ? ` ${code}` : ''} (${failure.detail})`;
  switch (failure.kind) {
    case 'unreachable':
      return (
        `${read}: no answer from ${supabaseUrl} (${failure.detail}). Likely fix: VITE_SUPABASE_URL must be ` +
        "the project's URL (https://<ref>.supabase.co, Settings → API), and the project must be up " +
        '(not paused or deleted); then build again.'
      );
    case 'unauthorized':
      return (
        `${read}: ${answered}: the key was refused. Likely fix: VITE_SUPABASE_PUBLISHABLE_KEY must be the ` +
        "project's publishable key (sb_publishable_…, Settings → API Keys); a legacy anon key stops " +
        'working once legacy keys are disabled, and a secret key is never accepted here.'
      );
    case 'missing-grant': {
      const name = table ?? '<table>';
      return (
        `${read}: ${answered}: the anon role may not read public.${name}. Likely fix: a migration must ` +
        `grant it (grant select on public.${name} to anon, authenticated;), pushed with \`supabase db push\`; ` +
        '`npm run check:deploy` names every missing grant.'
      );
    }
    case 'missing-table':
      return (
        `${read}: ${answered}: the table ${table ?? ''} does not exist in the project. Likely fix: apply the ` +
        'migrations (`supabase db push`).'
      );
    case 'timeout':
      return (
        `${read}: no answer from ${supabaseUrl} within ${readTimeoutMs / 1000} s. Likely fix: check the ` +
        "project's health in the Supabase dashboard and build again; PRERENDER_READ_TIMEOUT_SECONDS " +
        'waits longer.'
      );
    case 'malformed':
      return (
        `${read}: ${supabaseUrl} answered ${status ?? '?'} with something that is not the Data API's answer ` +
        `(${failure.detail}). Likely fix: VITE_SUPABASE_URL must be the project's API URL ` +
        '(https://<ref>.supabase.co), not the dashboard, the site or a proxy in front of it.'
      );
    case 'failed':
      return (
        `${read}: ${status === null ? `no answer (${failure.detail})` : answered}. Likely fix: see the ` +
        "project's API logs in the Supabase dashboard, then build again."
      );
  }
}

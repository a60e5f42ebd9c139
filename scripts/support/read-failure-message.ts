import type { ReadFailure } from '#src/lib/read-failure.ts';

/** What the build says about failed reads: one line per cause, naming the reads it failed. */
export function describeReadFailures(
  failures: readonly ReadFailure[],
  supabaseUrl: string,
  readTimeoutMs: number,
): string[] {
  const reads = new Map<string, string[]>();
  for (const failure of failures) {
    const text = describeReadFailure(failure, supabaseUrl, readTimeoutMs);
    reads.set(text, [...(reads.get(text) ?? []), failure.read]);
  }
  return [...reads].map(([text, names]) => `${names.join(', ')}: ${text}`);
}

/** What came back for one failed read, and the likely fix. */
export function describeReadFailure(
  failure: ReadFailure,
  supabaseUrl: string,
  readTimeoutMs: number,
): string {
  const { table, status, code } = failure;
  const answered = `${supabaseUrl} answered ${status}${code ? ` ${code}` : ''} (${failure.detail})`;
  switch (failure.kind) {
    case 'unreachable':
      return (
        `no answer from ${supabaseUrl} (${failure.detail}). Likely fix: VITE_SUPABASE_URL must be ` +
        "the project's URL (https://<ref>.supabase.co, Settings → API), and the project must be up " +
        '(not paused or deleted); then build again.'
      );
    case 'unauthorized':
      return (
        `${answered}: the key was refused. Likely fix: VITE_SUPABASE_PUBLISHABLE_KEY must be the ` +
        "project's publishable key (sb_publishable_…, Settings → API Keys); a legacy anon key stops " +
        'working once legacy keys are disabled, and a secret key is never accepted here.'
      );
    case 'missing-grant': {
      const name = table ?? '<table>';
      return (
        `${answered}: the anon role may not read public.${name}. Likely fix: a migration must ` +
        `grant it (grant select on public.${name} to anon, authenticated;), pushed with \`supabase db push\`; ` +
        '`npm run check:deploy` names every missing grant.'
      );
    }
    case 'missing-table':
      return (
        `${answered}: the table ${table ?? ''} does not exist in the project. Likely fix: apply the ` +
        'migrations (`supabase db push`).'
      );
    case 'timeout':
      return (
        `no answer from ${supabaseUrl} within ${readTimeoutMs / 1000} s. Likely fix: check the ` +
        "project's health in the Supabase dashboard and build again; PRERENDER_READ_TIMEOUT_SECONDS " +
        'waits longer.'
      );
    case 'malformed':
      return (
        `${supabaseUrl} answered ${status ?? '?'} with something that is not the Data API's answer ` +
        `(${failure.detail}). Likely fix: VITE_SUPABASE_URL must be the project's API URL ` +
        '(https://<ref>.supabase.co), not the dashboard, the site or a proxy in front of it.'
      );
    case 'failed':
      return (
        `${status === null ? `no answer (${failure.detail})` : answered}. Likely fix: see the ` +
        "project's API logs in the Supabase dashboard, then build again."
      );
  }
}

import { createClient } from '@supabase/supabase-js';
import { checkAdminSession, checkSeoKey } from './admin-session-checks.ts';
import type { DeployTarget } from './config.ts';
import { checkFunctionsWithoutSession } from './function-checks.ts';
import { fetchWithTimeout } from './http.ts';
import { CheckRun, type CheckResult } from './results.ts';
import { checkStorage } from './storage-checks.ts';
import { checkAnonReads } from './table-reads.ts';
import { checkAnonWrites } from './table-writes.ts';

/** Every check of a deployed project, in order; `onResult` sees each result as it comes. */
export async function runDeployChecks(
  target: DeployTarget,
  onResult?: (result: CheckResult) => void,
): Promise<CheckResult[]> {
  const anon = createClient(target.url, target.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchWithTimeout },
  });
  const run = new CheckRun(onResult);
  await checkAnonReads(run, anon);
  await checkAnonWrites(run, anon);
  await checkStorage(run, anon);
  await checkFunctionsWithoutSession(run, target);
  await checkAdminSession(run, target);
  await checkSeoKey(run, target);
  return run.results;
}

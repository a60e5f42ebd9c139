import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';
import { LOGIN_FAILURE_WINDOW_MS } from '../_shared/login-throttle.ts';
import { databaseFailure } from '../_shared/supabase-admin.ts';

/** Epoch ms of this client's failed logins in the window, after its last successful one. */
export async function recentFailureTimes(
  db: SupabaseClient,
  clientKey: string,
  now: number,
): Promise<number[]> {
  const { data, error } = await db
    .from('admin_login_attempts')
    .select('succeeded, attempted_at')
    .eq('client_key', clientKey)
    .gt('attempted_at', new Date(now - LOGIN_FAILURE_WINDOW_MS).toISOString())
    .order('attempted_at', { ascending: false })
    .limit(50);
  if (error) throw databaseFailure('read login attempts', error);
  const failures: number[] = [];
  for (const attempt of data ?? []) {
    if (attempt.succeeded) break; // a success clears the earlier failures
    failures.push(Date.parse(attempt.attempted_at));
  }
  return failures;
}

export async function recordLoginAttempt(
  db: SupabaseClient,
  clientKey: string,
  succeeded: boolean,
  now: number,
): Promise<void> {
  const { error } = await db
    .from('admin_login_attempts')
    .insert({ client_key: clientKey, succeeded, attempted_at: new Date(now).toISOString() });
  if (error) throw databaseFailure('record login attempt', error);
}

/** Housekeeping at login: attempts older than a day are no longer needed. */
export async function deleteOldLoginAttempts(db: SupabaseClient, now: number): Promise<void> {
  const { error } = await db
    .from('admin_login_attempts')
    .delete()
    .lt('attempted_at', new Date(now - 24 * 60 * 60 * 1000).toISOString());
  if (error) console.error('delete old login attempts:', error);
}

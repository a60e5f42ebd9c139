// The brute-force brake's records in admin_login_attempts, shared by admin-auth and
// seo-access (each with its own client_key, see brakeClientKey). Every attempt is recorded
// as a failure *before* it is evaluated and decided on the attempts recorded before it (by
// id), so parallel guesses cannot all pass the check before any of them is counted.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';
import {
  decideRecordedAttempt,
  LOGIN_FAILURE_WINDOW_MS,
  type RecordedAttempt,
  throttleMessage,
} from './login-throttle.ts';
import { HttpError } from './responses.ts';
import { databaseFailure } from './supabase-admin.ts';

const TABLE = 'admin_login_attempts';
// more failures than this since the last success are refused anyway
const EARLIER_ATTEMPTS_READ = 50;

/**
 * Records an attempt of `clientKey` and returns its id, or throws 429 (with Retry-After and
 * the wait in the message) after 5 failures in 15 minutes; a refused attempt is removed
 * again, so it never lengthens the wait. The attempt stays a failure unless
 * markAttemptSucceeded is called.
 */
export async function admitAttempt(db: SupabaseClient, clientKey: string, now: number): Promise<number> {
  const { data: inserted, error: insertError } = await db
    .from(TABLE)
    .insert({ client_key: clientKey, succeeded: false, attempted_at: new Date(now).toISOString() })
    .select('id')
    .single();
  if (insertError || !inserted) throw databaseFailure('record attempt', insertError);
  const id = Number(inserted.id);

  const earlier = await attemptsBefore(db, clientKey, id, now).catch(async (error: unknown) => {
    await deleteAttempt(db, id); // not evaluated, so not counted
    throw error;
  });
  const decision = decideRecordedAttempt(earlier, now);
  if (decision.allowed) return id;

  await deleteAttempt(db, id);
  throw new HttpError(429, throttleMessage(decision.retryAfterSeconds), {
    'Retry-After': String(decision.retryAfterSeconds),
  });
}

export async function markAttemptSucceeded(db: SupabaseClient, id: number): Promise<void> {
  const { error } = await db.from(TABLE).update({ succeeded: true }).eq('id', id);
  if (error) throw databaseFailure('mark attempt succeeded', error);
}

/** Housekeeping after a success: attempts older than a day are no longer needed. */
export async function deleteOldLoginAttempts(db: SupabaseClient, now: number): Promise<void> {
  const { error } = await db
    .from(TABLE)
    .delete()
    .lt('attempted_at', new Date(now - 24 * 60 * 60 * 1000).toISOString());
  if (error) console.error('delete old login attempts:', error);
}

/** The client's attempts in the window recorded before attempt `id`, newest first. */
async function attemptsBefore(
  db: SupabaseClient,
  clientKey: string,
  id: number,
  now: number,
): Promise<RecordedAttempt[]> {
  const { data, error } = await db
    .from(TABLE)
    .select('succeeded, attempted_at')
    .eq('client_key', clientKey)
    .lt('id', id)
    .gt('attempted_at', new Date(now - LOGIN_FAILURE_WINDOW_MS).toISOString())
    .order('id', { ascending: false })
    .limit(EARLIER_ATTEMPTS_READ);
  if (error) throw databaseFailure('read login attempts', error);
  return (data ?? []).map((row) => ({
    succeeded: row.succeeded === true,
    attemptedAt: Date.parse(row.attempted_at),
  }));
}

async function deleteAttempt(db: SupabaseClient, id: number): Promise<void> {
  const { error } = await db.from(TABLE).delete().eq('id', id);
  if (error) console.error('delete refused attempt:', error);
}

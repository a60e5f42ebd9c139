// The brute-force brake's records in admin_login_attempts, shared by admin-auth and
// seo-access. Every attempt is recorded as pending *before* it is evaluated and decided on the
// attempts recorded before it (by id), so parallel guesses cannot all pass the check before any
// of them is counted; an attempt that only earlier pending ones could refuse waits for them.
import {
  ACCOUNT_BRAKE,
  type BrakeLimit,
  type BrakeScope,
  type BrakeVerdict,
  CLIENT_BRAKE,
  combineVerdicts,
  decideRecordedAttempt,
  type RecordedAttempt,
  throttleMessage,
} from './login-throttle.ts';
import { HttpError } from './responses.ts';
import { databaseFailure, type DatabaseClient } from './supabase-admin.ts';

const TABLE = 'admin_login_attempts';
// how long an attempt waits for earlier ones still being checked before reading them as failures
const MAX_WAIT_MS = 20_000;
const POLL_MS = 100;

/** Whose attempt: an address, or a device with a valid device token (device-token.ts). */
export interface AttemptClient {
  scope: BrakeScope;
  /** The address, or the device id when `device`. */
  key: string;
  /** A device's attempts count only against the device, never against the account. */
  device: boolean;
}

/**
 * Records an attempt of `client` and returns its id, or throws 429 (with Retry-After and the
 * wait in the message) when the client's count, or for an address the account's, is full; a
 * refused attempt is removed again, so it never lengthens the wait. Settle the returned
 * attempt with settleAttempt; one never settled counts as a failure after a minute.
 */
export async function admitAttempt(db: DatabaseClient, client: AttemptClient): Promise<number> {
  const { data: inserted, error: insertError } = await db
    .from(TABLE)
    .insert({
      scope: client.scope,
      client_key: client.key,
      device: client.device,
      succeeded: null,
      attempted_at: new Date().toISOString(),
    })
    .select('id')
    .single();
  if (insertError || !inserted) throw databaseFailure('record attempt', insertError);
  const id = Number(inserted.id);

  const deadline = Date.now() + MAX_WAIT_MS;
  let verdict: BrakeVerdict;
  try {
    for (;;) {
      const waitedLongEnough = Date.now() >= deadline;
      verdict = await decide(db, client, id, Date.now(), waitedLongEnough);
      if (verdict.verdict !== 'undecided') break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } catch (error) {
    await deleteAttempt(db, id); // not evaluated, so not counted
    throw error;
  }
  if (verdict.verdict === 'allowed') return id;

  await deleteAttempt(db, id);
  throw new HttpError(429, throttleMessage(verdict.retryAfterSeconds), {
    'Retry-After': String(verdict.retryAfterSeconds),
  });
}

export async function settleAttempt(db: DatabaseClient, id: number, succeeded: boolean): Promise<void> {
  const { error } = await db.from(TABLE).update({ succeeded }).eq('id', id);
  if (error) throw databaseFailure('settle attempt', error);
}

/** Housekeeping after a success: attempts older than a day are no longer needed. */
export async function deleteOldLoginAttempts(db: DatabaseClient, now: number): Promise<void> {
  const { error } = await db
    .from(TABLE)
    .delete()
    .lt('attempted_at', new Date(now - 24 * 60 * 60 * 1000).toISOString());
  if (error) console.error('delete old login attempts:', error);
}

async function decide(
  db: DatabaseClient,
  client: AttemptClient,
  id: number,
  now: number,
  pendingAsFailed: boolean,
): Promise<BrakeVerdict> {
  const counts: Promise<BrakeVerdict>[] = [
    decideCount(db, { scope: client.scope, key: client.key }, id, now, CLIENT_BRAKE, pendingAsFailed),
  ];
  if (!client.device) {
    counts.push(decideCount(db, { scope: client.scope }, id, now, ACCOUNT_BRAKE, pendingAsFailed));
  }
  return combineVerdicts(await Promise.all(counts));
}

/** One count: a client's attempts (`key`) or the account's attempts without a device token. */
async function decideCount(
  db: DatabaseClient,
  count: { scope: BrakeScope; key?: string },
  id: number,
  now: number,
  limit: BrakeLimit,
  pendingAsFailed: boolean,
): Promise<BrakeVerdict> {
  let query = db
    .from(TABLE)
    .select('succeeded, attempted_at')
    .eq('scope', count.scope)
    .lt('id', id)
    .gt('attempted_at', new Date(now - limit.windowMs).toISOString());
  // the account's count ignores successes, so it reads only the rest: a success by someone who
  // knows one SEO key cannot push earlier failures out of what is read
  query =
    count.key === undefined
      ? query.eq('device', false).not('succeeded', 'is', true)
      : query.eq('client_key', count.key);
  // twice the limit: either that many settled failures refuse, or that many pending ones wait
  const { data, error } = await query.order('id', { ascending: false }).limit(limit.maxFailures * 2 + 1);
  if (error) throw databaseFailure('read login attempts', error);
  const earlier: RecordedAttempt[] = (data ?? []).map((row) => ({
    status:
      row.succeeded === true
        ? 'succeeded'
        : row.succeeded === false || pendingAsFailed
          ? 'failed'
          : 'pending',
    attemptedAt: Date.parse(row.attempted_at),
  }));
  return decideRecordedAttempt(earlier, now, limit);
}

async function deleteAttempt(db: DatabaseClient, id: number): Promise<void> {
  const { error } = await db.from(TABLE).delete().eq('id', id);
  if (error) console.error('delete refused attempt:', error);
}

// The day's salt, shared by every instance of the function through the database (the first to
// ask stores its random candidate) and kept in this instance's memory for the rest of the day.
import { databaseFailure, type DatabaseClient } from '../_shared/supabase-admin.ts';
import { randomSalt } from './visitor-keys.ts';

let known: { day: string; salt: string } | null = null;

/** The salt of `day`, or null when a later day has begun (a late beacon is not counted). */
export async function daySalt(db: DatabaseClient, day: string): Promise<string | null> {
  if (known?.day === day) return known.salt;
  // a new day: drop the old salt from memory before anything else
  known = null;
  const { data, error } = await db.rpc('contact_counting_salt', { p_day: day, p_candidate: randomSalt() });
  if (error) throw databaseFailure('contact counting salt', error);
  if (!data) return null;
  known = { day, salt: data };
  return data;
}

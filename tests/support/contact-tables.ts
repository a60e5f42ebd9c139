/** The contact counters' tables (supabase/migrations/*_contact_counting.sql): service role only. */
export const CONTACT_TABLES = [
  'contact_daily_visits',
  'contact_daily_taps',
  'contact_counting_salts',
  'contact_day_visitors',
  'contact_day_brakes',
] as const;

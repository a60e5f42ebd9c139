// contact-stats: GET with x-session-token → {success, today, visits, taps}: the daily
// aggregates of contact-count, per language, over the last 30 Lisbon days, today included
// (ContactStats in _shared/portable/contact-stats.ts). Each read also deletes what is kept only
// for a day and is past (docs/contact-counting.md), so a quiet night leaves nothing behind once
// /admin is opened.
import { serveFunction } from '../_shared/handler.ts';
import { type ContactStats, CONTACT_STATS_DAYS } from '../_shared/portable/contact-stats.ts';
import { isContactChannel, isContactSection } from '../_shared/portable/contact-count.ts';
import { lisbonDay, shiftDay } from '../_shared/portable/lisbon-day.ts';
import { isSiteLocale } from '../_shared/portable/site-locales.ts';
import { successResponse } from '../_shared/responses.ts';
import { requireSession } from '../_shared/session.ts';
import { adminClient, databaseFailure } from '../_shared/supabase-admin.ts';

serveFunction({
  GET: async (req) => {
    const db = adminClient();
    await requireSession(req, db);
    const today = lisbonDay(new Date());
    const first = shiftDay(today, 1 - CONTACT_STATS_DAYS);

    const forgotten = await db.rpc('forget_past_contact_days', { p_today: today });
    if (forgotten.error) throw databaseFailure('forget past contact days', forgotten.error);
    const [visits, taps] = await Promise.all([
      db
        .from('contact_daily_visits')
        .select('*')
        .gte('day', first)
        .lte('day', today)
        .order('day')
        .order('locale'),
      db
        .from('contact_daily_taps')
        .select('*')
        .gte('day', first)
        .lte('day', today)
        .order('day')
        .order('locale'),
    ]);
    if (visits.error) throw databaseFailure('read daily visits', visits.error);
    if (taps.error) throw databaseFailure('read daily taps', taps.error);

    const stats: ContactStats = {
      today,
      // contact-count writes only the site's languages, and the table's checks hold the same
      // sections and channels; the guards only narrow the types
      visits: visits.data.flatMap((row) =>
        isSiteLocale(row.locale)
          ? [
              {
                day: row.day,
                locale: row.locale,
                visits: row.visits,
                visitors: row.visitors,
                visitorsWhoTapped: row.visitors_who_tapped,
                estimatedVisits: row.estimated_visits,
              },
            ]
          : [],
      ),
      taps: taps.data.flatMap((row) =>
        isSiteLocale(row.locale) && isContactSection(row.section) && isContactChannel(row.channel)
          ? [{ day: row.day, locale: row.locale, section: row.section, channel: row.channel, taps: row.taps }]
          : [],
      ),
    };
    return successResponse({ ...stats });
  },
});

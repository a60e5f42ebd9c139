// media-list: GET with x-session-token → {success, media}: every slot (empty ones too) with
// all its versions, newest first; `current_version` names the one the site shows.
import { serveFunction } from '../_shared/handler.ts';
import { successResponse } from '../_shared/responses.ts';
import { requireSession } from '../_shared/session.ts';
import { adminClient, databaseFailure } from '../_shared/supabase-admin.ts';

const byNumbersInText = new Intl.Collator('pt-PT', { numeric: true });

serveFunction({
  GET: async (req) => {
    const db = adminClient();
    await requireSession(req, db);
    const { data, error } = await db.from('media_slots').select('*, media_versions(*)');
    if (error) throw databaseFailure('list media', error);
    const media = data
      .map((slot) => ({
        ...slot,
        media_versions: slot.media_versions.toSorted((a, b) => b.version_number - a.version_number),
      }))
      // gallery.before_after.2 before gallery.before_after.10
      .sort(
        (a, b) =>
          byNumbersInText.compare(a.section, b.section) || byNumbersInText.compare(a.slot_name, b.slot_name),
      );
    return successResponse({ media });
  },
});

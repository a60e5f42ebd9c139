// media-restore: POST {slotName, versionNumber} with x-session-token → {success, version}.
// Makes an earlier version of a slot current (and the slot published) again: the undo for
// a delete or a bad upload.
import { serveFunction } from '../_shared/handler.ts';
import { missingSlotOrVersion, requireVersionNumber } from '../_shared/media-version.ts';
import { readJsonObject } from '../_shared/request.ts';
import { successResponse } from '../_shared/responses.ts';
import { requireSession } from '../_shared/session.ts';
import { requireSlotName } from '../_shared/slot-name.ts';
import { adminClient, databaseFailure } from '../_shared/supabase-admin.ts';
import { requestSiteBuildInBackground } from '../_shared/site-build.ts';

serveFunction({
  POST: async (req) => {
    const db = adminClient();
    await requireSession(req, db);
    const body = await readJsonObject(req);
    const slotName = requireSlotName(body.slotName);
    const versionNumber = requireVersionNumber(body.versionNumber);

    const { data: version, error } = await db.rpc('restore_media_version', {
      p_slot_name: slotName,
      p_version_number: versionNumber,
    });
    if (error) throw missingSlotOrVersion(error, slotName) ?? databaseFailure('restore version', error);
    requestSiteBuildInBackground(db);
    return successResponse({ version });
  },
});

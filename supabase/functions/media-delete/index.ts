// media-delete: DELETE ?slotName=<URL-encoded> with x-session-token → {success}. The slot
// becomes empty (Vazia); its versions and files stay as history for media-restore.
// Deleting an already empty slot succeeds and changes nothing visible.
import { serveFunction } from '../_shared/handler.ts';
import { HttpError, successResponse } from '../_shared/responses.ts';
import { requireSession } from '../_shared/session.ts';
import { requireSlotName } from '../_shared/slot-name.ts';
import { adminClient, databaseFailure } from '../_shared/supabase-admin.ts';
import { requestSiteBuildInBackground } from '../_shared/site-build.ts';

serveFunction({
  DELETE: async (req) => {
    const db = adminClient();
    await requireSession(req, db);
    const slotName = requireSlotName(new URL(req.url).searchParams.get('slotName'));
    const { error } = await db.rpc('unpublish_media_slot', { p_slot_name: slotName });
    if (error?.code === 'P0002') throw new HttpError(404, `Slot não encontrado: ${slotName}.`);
    if (error) throw databaseFailure('unpublish slot', error);
    requestSiteBuildInBackground(db);
    return successResponse();
  },
});

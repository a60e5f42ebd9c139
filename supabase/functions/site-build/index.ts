// site-build: whether the public page is being rebuilt after the owner's changes, with
// x-session-token.
//   GET → {success, revision, changedAt, hookConfigured, request: {requestedAt,
//   requestedRevision, waitingSince, outcome, outcomeAt, detail}}: the revision of what `/`
//   shows now (site_revision) and the last request for a build (site_build_requests). /admin
//   compares the revision with the one the served page was built from.
//   POST → asks for a build even if a request already covers every change (subject to the same
//   one-per-interval rule), for the owner's "try again" after a failed request or a build the
//   host did not publish: 202 {success: true} at once, the outcome in the next GET.
import { serveFunction } from '../_shared/handler.ts';
import { successResponse } from '../_shared/responses.ts';
import { requireSession } from '../_shared/session.ts';
import { requestSiteBuildInBackground, siteBuildSettings } from '../_shared/site-build.ts';
import { adminClient, databaseFailure } from '../_shared/supabase-admin.ts';

serveFunction({
  GET: async (req) => {
    const db = adminClient();
    await requireSession(req, db);
    const [revision, request] = await Promise.all([
      db.from('site_revision').select('revision, changed_at').eq('id', 1).single(),
      db.from('site_build_requests').select('*').eq('id', 1).single(),
    ]);
    if (revision.error) throw databaseFailure('read site revision', revision.error);
    if (request.error) throw databaseFailure('read site build requests', request.error);
    return successResponse({
      revision: revision.data.revision,
      changedAt: revision.data.changed_at,
      hookConfigured: siteBuildSettings().hookUrl !== null,
      request: {
        requestedAt: request.data.requested_at,
        requestedRevision: request.data.requested_revision,
        waitingSince: request.data.waiting_since,
        outcome: request.data.outcome,
        outcomeAt: request.data.outcome_at,
        detail: request.data.detail,
      },
    });
  },

  POST: async (req) => {
    const db = adminClient();
    await requireSession(req, db);
    requestSiteBuildInBackground(db, { force: true });
    return successResponse({}, 202);
  },
});

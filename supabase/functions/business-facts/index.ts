// business-facts: the business facts the owner edits in /admin (contacts, hours, area, social
// links, Google rating, reviews), all with x-session-token.
//   GET → {success, current: {version, facts, updatedAt} | null, versions: [{version, createdAt,
//   facts}]} (newest first, at most 20; current is null until the first save).
//   POST {facts} → checked by validateBusinessFacts and saved, normalized, as a new version:
//   {success, current}; 400 {success: false, error, fieldErrors} when a field is wrong.
//   POST {action: 'restore', version} → that version's facts saved again as a new version:
//   {success, current}; 404 when there is no such version.
// Only facts that pass the validator are ever stored: a restored version is checked again.
import { serveFunction } from '../_shared/handler.ts';
import { readJsonObject } from '../_shared/request.ts';
import { HttpError, successResponse } from '../_shared/responses.ts';
import { requireSession } from '../_shared/session.ts';
import { adminClient, databaseFailure, type DatabaseClient } from '../_shared/supabase-admin.ts';
import type { FactErrors } from '../_shared/portable/business-facts/shape.ts';
import { validateBusinessFacts } from '../_shared/portable/business-facts/validate.ts';
import type { Tables } from '../_shared/portable/database-types.ts';
import { requestSiteBuildInBackground } from '../_shared/site-build.ts';

/** How many versions GET lists, newest first. */
const VERSIONS_LISTED = 20;
/** The largest version Postgres' integer holds: any larger one cannot exist. */
const MAX_VERSION = 2_147_483_647;
const VERSION_NOT_FOUND_MESSAGE = 'Versão dos dados do negócio não encontrada.';

serveFunction({
  GET: async (req) => {
    const db = adminClient();
    await requireSession(req, db);
    const [current, versions] = await Promise.all([
      db.from('business_facts').select('*').eq('id', 1).maybeSingle(),
      db
        .from('business_facts_versions')
        .select('version, facts, created_at')
        .order('version', { ascending: false })
        .limit(VERSIONS_LISTED),
    ]);
    if (current.error) throw databaseFailure('read business facts', current.error);
    if (versions.error) throw databaseFailure('list business facts versions', versions.error);
    return successResponse({
      current: current.data ? currentFacts(current.data) : null,
      versions: versions.data.map((row) => ({
        version: row.version,
        createdAt: row.created_at,
        facts: row.facts,
      })),
    });
  },

  POST: async (req) => {
    const db = adminClient();
    await requireSession(req, db);
    const body = await readJsonObject(req);
    if (body.action === undefined) return save(db, body.facts);
    if (body.action === 'restore') return restore(db, body.version);
    throw new HttpError(400, 'Ação desconhecida.');
  },
});

async function save(db: DatabaseClient, input: unknown): Promise<Response> {
  const checked = validateBusinessFacts(input, utcToday());
  if (!checked.ok) throw invalidFacts(checked.errors);
  const { data, error } = await db.rpc('save_business_facts', { p_facts: checked.facts });
  if (error) throw databaseFailure('save business facts', error);
  requestSiteBuildInBackground(db);
  return successResponse({ current: currentFacts(data) });
}

async function restore(db: DatabaseClient, version: unknown): Promise<Response> {
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new HttpError(400, 'Campo obrigatório: version (número inteiro positivo).');
  }
  if (version > MAX_VERSION) throw new HttpError(404, VERSION_NOT_FOUND_MESSAGE);

  // Versions never change once written, so checking this copy checks what the restore saves.
  const { data: stored, error: readError } = await db
    .from('business_facts_versions')
    .select('facts')
    .eq('version', version)
    .maybeSingle();
  if (readError) throw databaseFailure('read business facts version', readError);
  if (!stored) throw new HttpError(404, VERSION_NOT_FOUND_MESSAGE);
  const checked = validateBusinessFacts(stored.facts, utcToday());
  if (!checked.ok) {
    // only if the rules grew stricter since it was saved, or it was written by hand
    throw invalidFacts(checked.errors, 409, 'Esta versão já não cumpre as regras e não pode ser reposta. ');
  }

  const { data, error } = await db.rpc('restore_business_facts', { p_version: version });
  if (error?.code === 'P0002') throw new HttpError(404, VERSION_NOT_FOUND_MESSAGE);
  if (error) throw databaseFailure('restore business facts', error);
  requestSiteBuildInBackground(db);
  return successResponse({ current: currentFacts(data) });
}

/** `status` with the first message (after `prefix`) as `error` and every one in `fieldErrors` (field path → message). */
function invalidFacts(errors: FactErrors, status = 400, prefix = ''): HttpError {
  const [first = 'Dados do negócio inválidos.'] = Object.values(errors);
  return new HttpError(status, prefix + first, {}, { fieldErrors: errors });
}

function currentFacts(row: Tables<'business_facts'>) {
  return { version: row.version, facts: row.facts, updatedAt: row.updated_at };
}

/** Today's date in UTC, YYYY-MM-DD: review dates may not be later (the validator allows a day). */
function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

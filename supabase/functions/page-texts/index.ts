// page-texts: the words of the home page the owner edits in /admin ("Textos"), all with
// x-session-token. Texts are kept per language; `locale` defaults to the page's (pt-PT).
//   GET ?locale= → {success, current: {locale, version, texts, updatedAt} | null, versions:
//   [{version, createdAt, texts}]} (newest first, at most 20; current is null until the first
//   save: the page shows its built-in texts).
//   POST {texts, locale?} → checked by validatePageTexts and saved, normalised, as a new version:
//   {success, current}; 400 {success: false, error, fieldErrors} naming each wrong field, and
//   nothing saved.
//   POST {action: 'restore', version, locale?} → that version's texts saved again as a new
//   version: {success, current}; 404 when there is no such version.
import { serveFunction } from '../_shared/handler.ts';
import { readJson } from '../_shared/request.ts';
import { HttpError, successResponse } from '../_shared/responses.ts';
import { requireSession } from '../_shared/session.ts';
import { adminClient, databaseFailure, type DatabaseClient } from '../_shared/supabase-admin.ts';
import { requestSiteBuildInBackground } from '../_shared/site-build.ts';
import type { Json, Tables } from '../_shared/portable/database-types.ts';
import { PAGE_TEXTS_LOCALE } from '../_shared/portable/page-texts/page-texts-catalogue.ts';
import { type TextErrors, validatePageTexts } from '../_shared/portable/page-texts/validate-page-texts.ts';

/** How many versions GET lists, newest first. */
const VERSIONS_LISTED = 20;
/** The largest version Postgres' integer holds: any larger one cannot exist. */
const MAX_VERSION = 2_147_483_647;
/** Every text at its limit, in the widest characters, fits with room to spare. */
const MAX_BODY_BYTES = 256 * 1024;
/** The languages the page has; another is one more entry here and its built-in texts. */
const LOCALES: readonly string[] = [PAGE_TEXTS_LOCALE];
const VERSION_NOT_FOUND_MESSAGE = 'Versão dos textos não encontrada.';

serveFunction({
  GET: async (req) => {
    const db = adminClient();
    await requireSession(req, db);
    const locale = localeOf(new URL(req.url).searchParams.get('locale') ?? undefined);
    const [current, versions] = await Promise.all([
      db.from('page_texts').select('*').eq('locale', locale).maybeSingle(),
      db
        .from('page_text_versions')
        .select('version, texts, created_at')
        .eq('locale', locale)
        .order('version', { ascending: false })
        .limit(VERSIONS_LISTED),
    ]);
    if (current.error) throw databaseFailure('read page texts', current.error);
    if (versions.error) throw databaseFailure('list page text versions', versions.error);
    return successResponse({
      current: current.data ? currentTexts(current.data) : null,
      versions: versions.data.map((row) => ({
        version: row.version,
        createdAt: row.created_at,
        texts: row.texts,
      })),
    });
  },

  POST: async (req) => {
    const db = adminClient();
    await requireSession(req, db);
    const body = await readJson(req, MAX_BODY_BYTES);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HttpError(400, 'O corpo do pedido deve ser um objeto JSON.');
    }
    const request = body as Record<string, unknown>;
    const locale = localeOf(request.locale);
    if (request.action === undefined) return save(db, locale, request.texts);
    if (request.action === 'restore') return restore(db, locale, request.version);
    throw new HttpError(400, 'Ação desconhecida.');
  },
});

async function save(db: DatabaseClient, locale: string, input: unknown): Promise<Response> {
  const checked = validatePageTexts(input);
  if (!checked.ok) throw invalidTexts(checked.errors);
  const { data, error } = await db.rpc('save_page_texts', {
    p_locale: locale,
    p_texts: checked.texts as unknown as Json,
  });
  if (error) throw databaseFailure('save page texts', error);
  requestSiteBuildInBackground(db);
  return successResponse({ current: currentTexts(data) });
}

async function restore(db: DatabaseClient, locale: string, version: unknown): Promise<Response> {
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new HttpError(400, 'Campo obrigatório: version (número inteiro positivo).');
  }
  if (version > MAX_VERSION) throw new HttpError(404, VERSION_NOT_FOUND_MESSAGE);

  // Versions never change once written, so checking this copy checks what the restore saves.
  const { data: stored, error: readError } = await db
    .from('page_text_versions')
    .select('texts')
    .eq('locale', locale)
    .eq('version', version)
    .maybeSingle();
  if (readError) throw databaseFailure('read page text version', readError);
  if (!stored) throw new HttpError(404, VERSION_NOT_FOUND_MESSAGE);
  const checked = validatePageTexts(stored.texts);
  if (!checked.ok) {
    // only if the rules grew stricter since it was saved, or it was written by hand
    throw invalidTexts(checked.errors, 409, 'Esta versão já não cumpre as regras e não pode ser reposta. ');
  }

  const { data, error } = await db.rpc('restore_page_texts', { p_locale: locale, p_version: version });
  if (error?.code === 'P0002') throw new HttpError(404, VERSION_NOT_FOUND_MESSAGE);
  if (error) throw databaseFailure('restore page texts', error);
  requestSiteBuildInBackground(db);
  return successResponse({ current: currentTexts(data) });
}

function localeOf(value: unknown): string {
  if (value === undefined) return PAGE_TEXTS_LOCALE;
  if (typeof value === 'string' && LOCALES.includes(value)) return value;
  throw new HttpError(400, `Idioma desconhecido: use ${LOCALES.join(', ')}.`);
}

/** `status` with the first message (after `prefix`) as `error` and every one in `fieldErrors` (field path → message). */
function invalidTexts(errors: TextErrors, status = 400, prefix = ''): HttpError {
  const [first = 'Textos inválidos.'] = Object.values(errors);
  return new HttpError(status, prefix + first, {}, { fieldErrors: errors });
}

function currentTexts(row: Tables<'page_texts'>) {
  return { locale: row.locale, version: row.version, texts: row.texts, updatedAt: row.updated_at };
}

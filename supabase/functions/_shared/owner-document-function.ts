// The one handler of the owner's documents (portable/owner-documents/owner-document.ts), each
// served by a function of its own name (business-facts, page-texts), all with x-session-token.
// A document's function declares its validator and messages; the rest is here:
//   GET ?locale= → {success, current: {locale, version, <content>, updatedAt} | null, versions:
//   [{version, createdAt, <content>}]} (newest first; current is null until the first save).
//   POST {<content>, locale?} → checked by the validator and saved, normalised, as a new version:
//   {success, current}; 400 {success: false, error, fieldErrors} naming each wrong field, and
//   nothing saved.
//   POST {action: 'restore', version, locale?} → that version saved again as a new version:
//   {success, current}; 404 when there is no such version; 409 when it no longer passes the
//   validator.
//   POST {action: <another>, …} → the document's own actions, if it declares any.
// `<content>` is the document's content key ("facts", "texts"); `locale` defaults to the site's.
import { serveFunction } from './handler.ts';
import { readJson } from './request.ts';
import { HttpError, successResponse } from './responses.ts';
import { requireSession } from './session.ts';
import { requestSiteBuildInBackground } from './site-build.ts';
import { adminClient, databaseFailure, type DatabaseClient } from './supabase-admin.ts';
import type { Json, Tables } from './portable/database-types.ts';
import {
  DOCUMENT_VERSIONS_LISTED,
  OWNER_DOCUMENTS,
  type DocumentValidation,
  type FieldErrors,
  type OwnerDocumentName,
} from './portable/owner-documents/owner-document.ts';
import { BASE_LOCALE, type SiteLocale } from './portable/site-locales.ts';

/** The largest version Postgres' integer holds: any larger one cannot exist. */
const MAX_VERSION = 2_147_483_647;

/** A request to a document's function, once the session and the language are checked. */
export interface DocumentRequest {
  db: DatabaseClient;
  locale: SiteLocale;
  body: Record<string, unknown>;
}

export interface OwnerDocumentFunction<Content> {
  document: OwnerDocumentName;
  /** The check of a content sent or restored; what it answers is what is stored. */
  validate(input: unknown): DocumentValidation<Content>;
  messages: {
    /** "Versão dos textos não encontrada." */
    versionNotFound: string;
    /** The error when the validator names no field. */
    invalid: string;
  };
  /** The largest request body read. */
  maxBodyBytes: number;
  /** More fields of the GET's answer, e.g. whether the language is published. */
  describe?: (request: Omit<DocumentRequest, 'body'>) => Promise<Record<string, unknown>>;
  /** More POST actions, by name, e.g. publishing a language. */
  actions?: Record<string, (request: DocumentRequest) => Promise<Response>>;
}

export function serveOwnerDocument<Content>(definition: OwnerDocumentFunction<Content>): void {
  const { document } = definition;
  const { contentKey, locales } = OWNER_DOCUMENTS[document];

  const localeOf = (value: unknown): SiteLocale => {
    if (value === undefined || value === null) return BASE_LOCALE;
    if ((locales as readonly unknown[]).includes(value)) return value as SiteLocale;
    throw new HttpError(400, `Idioma desconhecido: use ${locales.join(', ')}.`);
  };

  const current = (row: Tables<'owner_documents'>) => ({
    locale: row.locale,
    version: row.version,
    [contentKey]: row.content,
    updatedAt: row.updated_at,
  });

  /** `status` with the first message (after `prefix`) as `error` and every one in `fieldErrors`. */
  const invalid = (errors: FieldErrors, status = 400, prefix = '') => {
    const [first = definition.messages.invalid] = Object.values(errors);
    return new HttpError(status, prefix + first, {}, { fieldErrors: errors });
  };

  async function save({ db, locale, body }: DocumentRequest): Promise<Response> {
    const checked = definition.validate(body[contentKey]);
    if (!checked.ok) throw invalid(checked.errors);
    const { data, error } = await db.rpc('save_owner_document', {
      p_document: document,
      p_locale: locale,
      p_content: checked.content as Json,
    });
    if (error) throw databaseFailure(`save ${document}`, error);
    requestSiteBuildInBackground(db);
    return successResponse({ current: current(data) });
  }

  async function restore({ db, locale, body }: DocumentRequest): Promise<Response> {
    const { version } = body;
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
      throw new HttpError(400, 'Campo obrigatório: version (número inteiro positivo).');
    }
    if (version > MAX_VERSION) throw new HttpError(404, definition.messages.versionNotFound);

    // Versions never change once written, so checking this copy checks what the restore saves.
    const { data: stored, error: readError } = await db
      .from('owner_document_versions')
      .select('content')
      .eq('document', document)
      .eq('locale', locale)
      .eq('version', version)
      .maybeSingle();
    if (readError) throw databaseFailure(`read ${document} version`, readError);
    if (!stored) throw new HttpError(404, definition.messages.versionNotFound);
    const checked = definition.validate(stored.content);
    if (!checked.ok) {
      // only if the rules grew stricter since it was saved, or it was written by hand
      throw invalid(checked.errors, 409, 'Esta versão já não cumpre as regras e não pode ser reposta. ');
    }

    const { data, error } = await db.rpc('restore_owner_document', {
      p_document: document,
      p_locale: locale,
      p_version: version,
    });
    if (error?.code === 'P0002') throw new HttpError(404, definition.messages.versionNotFound);
    if (error) throw databaseFailure(`restore ${document}`, error);
    requestSiteBuildInBackground(db);
    return successResponse({ current: current(data) });
  }

  const actions: Record<string, (request: DocumentRequest) => Promise<Response>> = {
    ...definition.actions,
    restore,
  };

  serveFunction({
    GET: async (req) => {
      const db = adminClient();
      await requireSession(req, db);
      const locale = localeOf(new URL(req.url).searchParams.get('locale') ?? undefined);
      const [saved, versions, described] = await Promise.all([
        db.from('owner_documents').select('*').eq('document', document).eq('locale', locale).maybeSingle(),
        db
          .from('owner_document_versions')
          .select('version, content, created_at')
          .eq('document', document)
          .eq('locale', locale)
          .order('version', { ascending: false })
          .limit(DOCUMENT_VERSIONS_LISTED),
        definition.describe?.({ db, locale }) ?? {},
      ]);
      if (saved.error) throw databaseFailure(`read ${document}`, saved.error);
      if (versions.error) throw databaseFailure(`list ${document} versions`, versions.error);
      return successResponse({
        ...described,
        current: saved.data ? current(saved.data) : null,
        versions: versions.data.map((row) => ({
          version: row.version,
          createdAt: row.created_at,
          [contentKey]: row.content,
        })),
      });
    },

    POST: async (req) => {
      const db = adminClient();
      await requireSession(req, db);
      const body = await readJson(req, definition.maxBodyBytes);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new HttpError(400, 'O corpo do pedido deve ser um objeto JSON.');
      }
      const request = body as Record<string, unknown>;
      const documentRequest = { db, locale: localeOf(request.locale), body: request };
      if (request.action === undefined) return save(documentRequest);
      const action = typeof request.action === 'string' ? actions[request.action] : undefined;
      if (!action || !Object.hasOwn(actions, request.action as string)) {
        throw new HttpError(400, 'Ação desconhecida.');
      }
      return action(documentRequest);
    },
  });
}

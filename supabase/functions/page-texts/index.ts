// page-texts: every word of the public page, which the owner edits in /admin ("Textos"), one
// document of the owner's per language of the site, served by the documents' one handler (GET,
// save, restore: _shared/owner-document-function.ts), with x-session-token. GET also says whether
// the language's page is published. One action of its own:
//   POST {action: 'publish', locale, published: true | false} → publishes or withdraws that
//   language's page (never the site's own language): {success, locale, published}. Publishing
//   needs that language's texts saved, every one of them written (the validator, complete):
//   409 {success: false, error, fieldErrors} names the missing ones. Either way the static host
//   is asked for a new build, which writes or removes the page and every link to it.
import { HttpError, successResponse } from '../_shared/responses.ts';
import { serveOwnerDocument, type DocumentRequest } from '../_shared/owner-document-function.ts';
import { requestSiteBuildInBackground } from '../_shared/site-build.ts';
import { databaseFailure } from '../_shared/supabase-admin.ts';
import type { PageTexts } from '../_shared/portable/page-texts/page-texts-catalogue.ts';
import { validatePageTexts } from '../_shared/portable/page-texts/validate-page-texts.ts';
import { DOCUMENT_VALIDATORS } from '../_shared/portable/owner-documents/document-validators.ts';
import { missingTextsMessage } from '../_shared/portable/page-texts/missing-texts.ts';
import { BASE_LOCALE, SITE_LOCALES } from '../_shared/portable/site-locales.ts';

/** The Postgres error of an insert whose key is already there. */
const UNIQUE_VIOLATION = '23505';

serveOwnerDocument<Partial<PageTexts>>({
  document: 'page-texts',
  validate: DOCUMENT_VALIDATORS['page-texts'],
  messages: { versionNotFound: 'Versão dos textos não encontrada.', invalid: 'Textos inválidos.' },
  // every text at its limit, in the widest characters, fits with room to spare
  maxBodyBytes: 256 * 1024,
  describe: async ({ db, locale }) => ({ published: await isPublished(db, locale) }),
  actions: { publish },
});

async function isPublished(db: DocumentRequest['db'], locale: string): Promise<boolean> {
  if (locale === BASE_LOCALE) return true;
  const { data, error } = await db.from('published_locales').select('locale').eq('locale', locale);
  if (error) throw databaseFailure('read published locales', error);
  return data.length > 0;
}

async function publish({ db, locale, body }: DocumentRequest): Promise<Response> {
  if (typeof body.published !== 'boolean') {
    throw new HttpError(400, 'Campo obrigatório: published (true ou false).');
  }
  const language = SITE_LOCALES[locale].adminName;
  if (locale === BASE_LOCALE) {
    throw new HttpError(400, `A página em ${language} é a do site e está sempre publicada.`);
  }
  if (body.published) {
    const { data: saved, error: readError } = await db
      .from('owner_documents')
      .select('content')
      .eq('document', 'page-texts')
      .eq('locale', locale)
      .maybeSingle();
    if (readError) throw databaseFailure('read page texts', readError);
    const checked = validatePageTexts(saved?.content ?? {}, { complete: true });
    if (!checked.ok) {
      throw new HttpError(
        409,
        missingTextsMessage(language, checked.errors, saved !== null),
        {},
        {
          fieldErrors: checked.errors,
        },
      );
    }
    const { error } = await db.from('published_locales').insert({ locale });
    if (error && error.code !== UNIQUE_VIOLATION) throw databaseFailure('publish locale', error);
  } else {
    const { error } = await db.from('published_locales').delete().eq('locale', locale);
    if (error) throw databaseFailure('withdraw locale', error);
  }
  requestSiteBuildInBackground(db);
  return successResponse({ locale, published: body.published });
}

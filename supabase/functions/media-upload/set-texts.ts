// The "texts" action: POST {action: "texts", slotName, versionNumber, locale, altText, caption}
// sets one language's alt text and caption of a version already stored (both empty removes
// them). The image did not change, so no version is made: the row is edited in place by
// set_media_version_translation, which runs as its owner (the service role has no UPDATE on
// media_versions).
import { missingSlotOrVersion, requireVersionNumber } from '../_shared/media-version.ts';
import { readJsonObject } from '../_shared/request.ts';
import { HttpError, successResponse } from '../_shared/responses.ts';
import { requestSiteBuildInBackground } from '../_shared/site-build.ts';
import { requireSlotName } from '../_shared/slot-name.ts';
import { databaseFailure, type DatabaseClient } from '../_shared/supabase-admin.ts';
import { readMediaTexts, requireTranslatedLocale } from './media-texts.ts';

export function isJsonRequest(req: Request): boolean {
  return /^application\/json\s*(;|$)/i.test(req.headers.get('content-type') ?? '');
}

export async function setMediaTexts(req: Request, db: DatabaseClient): Promise<Response> {
  const body = await readJsonObject(req);
  if (body.action !== 'texts') {
    throw new HttpError(400, 'Ação desconhecida: envie a imagem num formulário, ou {"action": "texts", …}.');
  }
  const slotName = requireSlotName(body.slotName);
  const versionNumber = requireVersionNumber(body.versionNumber);
  const locale = requireTranslatedLocale(body.locale);
  const texts = readMediaTexts(body.altText, body.caption, locale);

  const { data: version, error } = await db.rpc('set_media_version_translation', {
    p_slot_name: slotName,
    p_version_number: versionNumber,
    p_locale: locale,
    p_alt_text: texts.altText,
    p_caption: texts.caption,
  });
  if (error) throw missingSlotOrVersion(error, slotName) ?? databaseFailure('set media texts', error);
  requestSiteBuildInBackground(db);
  return successResponse({ version });
}

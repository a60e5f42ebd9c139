// media-upload: POST multipart (file, slotName, altText, caption, and optionally the texts in the
// other languages as `translations` JSON and up to three `variant-<width>` WebP copies for srcset)
// with x-session-token → 201 {success, version}. POST JSON {action: "texts", …} sets the other
// languages' texts of a version already stored (set-texts.ts) → {success, version}.
// What is stored is the image without its metadata (GPS position, camera, comments) or any
// bytes after its end (see _shared/image-strip.ts). The file and its variants are stored under
// paths the server builds, then published in one database step; if storing or that step fails,
// every stored object is removed again, unless the version turns out to be published after all.
// A pageTags field is not read (docs/edge-functions.md says why): a slot's tags belong to the
// slot catalogue (seed migration), not to one upload.
import { sha256Hex } from '../_shared/digest.ts';
import { serveFunction } from '../_shared/handler.ts';
import type { Tables } from '../_shared/portable/database-types.ts';
import { variantStoragePath } from '../_shared/portable/image-variants.ts';
import { buildStoragePath, displayFileName } from '../_shared/portable/media-rules.ts';
import { HttpError, successResponse } from '../_shared/responses.ts';
import { requireSession } from '../_shared/session.ts';
import { adminClient, databaseFailure, type DatabaseClient } from '../_shared/supabase-admin.ts';
import { UploadObjects } from './stored-objects.ts';
import { readUploadForm } from './upload-form.ts';
import { isJsonRequest, setMediaTexts } from './set-texts.ts';
import { requestSiteBuildInBackground } from '../_shared/site-build.ts';

const BUCKET = 'media';

serveFunction({
  POST: async (req) => {
    const db = adminClient();
    await requireSession(req, db);
    // JSON is the texts action; anything else must be the upload's form
    if (isJsonRequest(req)) return setMediaTexts(req, db);
    const form = await readUploadForm(req);

    const { data: slot, error: slotError } = await db
      .from('media_slots')
      .select('slot_name')
      .eq('slot_name', form.slotName)
      .maybeSingle();
    if (slotError) throw databaseFailure('find slot', slotError);
    if (!slot) throw new HttpError(400, `Slot desconhecido: ${form.slotName}.`);

    const { image } = form;
    const path = buildStoragePath(
      form.slotName,
      crypto.randomUUID(),
      await sha256Hex(form.bytes),
      image.extension,
    );
    const bucket = db.storage.from(BUCKET);
    const variants = form.variants.map((variant) => {
      const variantPath = variantStoragePath(path, variant.width);
      return { ...variant, path: variantPath, url: bucket.getPublicUrl(variantPath).data.publicUrl };
    });
    const objects = new UploadObjects(bucket);
    await objects.storeAll([
      { path, bytes: form.bytes, contentType: image.mimeType },
      ...variants.map((variant) => ({ path: variant.path, bytes: variant.bytes, contentType: 'image/webp' })),
    ]);

    const { data: version, error: publishError } = await db.rpc('publish_media_version', {
      p_slot_name: form.slotName,
      p_file_url: bucket.getPublicUrl(path).data.publicUrl,
      p_storage_path: path,
      p_file_name: displayFileName(form.originalName, image.extension),
      p_mime_type: image.mimeType,
      p_file_size: form.bytes.length,
      p_width: image.width,
      p_height: image.height,
      p_alt_text: form.altText,
      p_caption: form.caption,
      // only when there are some: an upload without them also works before their migration
      ...(variants.length > 0 && {
        p_variants: variants.map(({ width, height, url, path }) => ({ width, height, url, path })),
      }),
      ...(Object.keys(form.translations).length > 0 && { p_translations: form.translations }),
    });
    if (publishError) {
      // The answer can be lost after the database committed (a dropped connection): removing the
      // files then would break a published version, so they go only once it is sure none exists.
      const published = await versionStoredAt(db, path);
      if (published) {
        requestSiteBuildInBackground(db);
        return successResponse({ version: published }, 201);
      }
      if (published === null) await objects.removeAll(); // undefined: unknown, the sweep decides later
      if (publishError.code === 'P0002') throw new HttpError(400, `Slot desconhecido: ${form.slotName}.`);
      throw databaseFailure('publish upload', publishError);
    }
    requestSiteBuildInBackground(db);
    return successResponse({ version }, 201);
  },
});

/** The version whose file is at `path`; null when there is none, undefined when that cannot be read. */
async function versionStoredAt(
  db: DatabaseClient,
  path: string,
): Promise<Tables<'media_versions'> | null | undefined> {
  const { data, error } = await db.from('media_versions').select('*').eq('storage_path', path).maybeSingle();
  if (error) {
    console.error('check for a published version after a failed publish:', error);
    return undefined;
  }
  return data;
}

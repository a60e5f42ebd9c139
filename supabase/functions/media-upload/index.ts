// media-upload: POST multipart (file, slotName, altText, caption, pageTags) with
// x-session-token → 201 {success, version}. The file is stored under a path the server
// builds, then published in one database step; if that step fails the file is removed.
// pageTags is accepted for the spec's form but not stored: a slot's tags belong to the
// slot catalogue (seed migration), not to one upload.
import { sha256Hex } from '../_shared/digest.ts';
import { serveFunction } from '../_shared/handler.ts';
import { buildStoragePath, displayFileName } from '../_shared/media-rules.ts';
import { HttpError, successResponse } from '../_shared/responses.ts';
import { requireSession } from '../_shared/session.ts';
import { adminClient, databaseFailure } from '../_shared/supabase-admin.ts';
import { readUploadForm } from './upload-form.ts';

const BUCKET = 'media';

serveFunction({
  POST: async (req) => {
    const db = adminClient();
    await requireSession(req, db);
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
    const { error: storeError } = await bucket.upload(path, form.bytes, {
      contentType: image.mimeType,
      cacheControl: '31536000', // the path never gets new content
      upsert: false,
    });
    if (storeError) throw databaseFailure('store upload', storeError);

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
    });
    if (publishError) {
      const { error: removeError } = await bucket.remove([path]);
      if (removeError) console.error(`could not remove ${path} after a failed publish:`, removeError);
      if (publishError.code === 'P0002') throw new HttpError(400, `Slot desconhecido: ${form.slotName}.`);
      throw databaseFailure('publish upload', publishError);
    }
    return successResponse({ version }, 201);
  },
});

// video-manager: GET with x-session-token → {success, videos} (active videos, newest
// first); POST {videoKey, youtubeUrl, videoName?, description?} → {success, video}. The URL
// is stored in one canonical form (https://www.youtube.com/watch?v=<id>); an empty one ('' or
// null) removes the video, and the site then shows the poster in its place.
import { serveFunction } from '../_shared/handler.ts';
import { optionalText, readJsonObject, storableText } from '../_shared/request.ts';
import { HttpError, successResponse } from '../_shared/responses.ts';
import { requireSession } from '../_shared/session.ts';
import { adminClient, databaseFailure } from '../_shared/supabase-admin.ts';
import type { TablesUpdate } from '../_shared/portable/database-types.ts';
import { parseYouTubeVideoId, youTubeWatchUrl } from '../_shared/portable/youtube.ts';
import { requestSiteBuildInBackground } from '../_shared/site-build.ts';

const VIDEO_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_VIDEO_NAME_LENGTH = 120;
const MAX_DESCRIPTION_LENGTH = 1000;

serveFunction({
  GET: async (req) => {
    const db = adminClient();
    await requireSession(req, db);
    const { data, error } = await db
      .from('videos')
      .select('*')
      .eq('is_active', true)
      .order('created_at', { ascending: false });
    if (error) throw databaseFailure('list videos', error);
    return successResponse({ videos: data });
  },

  POST: async (req) => {
    const db = adminClient();
    await requireSession(req, db);
    const body = await readJsonObject(req);
    const { videoKey, youtubeUrl } = body;
    if (typeof videoKey !== 'string' || !videoKey || youtubeUrl === undefined) {
      throw new HttpError(400, 'Campos obrigatórios: videoKey e youtubeUrl.');
    }
    storableText(videoKey, 'Chave de vídeo');
    if (typeof youtubeUrl === 'string') storableText(youtubeUrl, 'URL do YouTube');
    if (videoKey.length > 60 || !VIDEO_KEY.test(videoKey))
      throw new HttpError(400, 'Chave de vídeo inválida.');

    const changes: TablesUpdate<'videos'> = { youtube_url: storedYouTubeUrl(youtubeUrl) };
    if (body.videoName !== undefined) {
      const videoName = optionalText(body.videoName, MAX_VIDEO_NAME_LENGTH, 'Nome do vídeo');
      if (!videoName) throw new HttpError(400, 'O nome do vídeo não pode ficar vazio.');
      changes.video_name = videoName;
    }
    if (body.description !== undefined) {
      changes.description = optionalText(body.description, MAX_DESCRIPTION_LENGTH, 'Descrição');
    }

    const { data, error } = await db
      .from('videos')
      .update(changes)
      .eq('video_key', videoKey)
      .select()
      .maybeSingle();
    if (error) throw databaseFailure('update video', error);
    if (!data) throw new HttpError(404, `Vídeo não encontrado: ${videoKey}.`);
    requestSiteBuildInBackground(db);
    return successResponse({ video: data });
  },
});

/** The canonical watch URL to store, or null for an empty value (no video); 400 for anything else. */
function storedYouTubeUrl(input: unknown): string | null {
  if (input === null || (typeof input === 'string' && input.trim() === '')) return null;
  const videoId = parseYouTubeVideoId(input);
  if (!videoId) {
    throw new HttpError(
      400,
      'URL do YouTube inválido. Use um link youtube.com/watch, youtu.be, shorts ou embed, ou o ID de 11 caracteres.',
    );
  }
  return youTubeWatchUrl(videoId);
}

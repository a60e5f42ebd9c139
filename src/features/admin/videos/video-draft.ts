import { parseYouTubeVideoId } from '../../../../supabase/functions/_shared/youtube.ts';
import type { AdminVideo } from '../api/admin-types.ts';
import type { UpdateVideoInput } from '../api/update-video.ts';

/** What the owner is editing on one video card. */
export interface VideoDraft {
  videoName: string;
  youtubeUrl: string;
  description: string;
}

export function draftFromVideo(video: AdminVideo): VideoDraft {
  return { videoName: video.video_name, youtubeUrl: video.youtube_url, description: video.description };
}

/**
 * Dirty when name, URL or description differ from the saved values. Surrounding spaces do
 * not count: the server trims them, so saving them would change nothing.
 */
export function isDraftDirty(draft: VideoDraft, saved: AdminVideo): boolean {
  return (
    draft.videoName.trim() !== saved.video_name.trim() ||
    draft.youtubeUrl.trim() !== saved.youtube_url.trim() ||
    draft.description.trim() !== saved.description.trim()
  );
}

/** Why the draft cannot be saved yet, or null. */
export function draftProblem(draft: VideoDraft): string | null {
  if (!draft.videoName.trim()) return 'O nome do vídeo não pode ficar vazio.';
  if (!parseYouTubeVideoId(draft.youtubeUrl)) {
    return 'URL do YouTube inválido: use um link youtube.com/watch, youtu.be, shorts ou embed, ou o ID de 11 caracteres.';
  }
  return null;
}

export function draftToUpdate(videoKey: string, draft: VideoDraft): UpdateVideoInput {
  return {
    videoKey,
    youtubeUrl: draft.youtubeUrl.trim(),
    videoName: draft.videoName.trim(),
    description: draft.description.trim(),
  };
}

import { parseYouTubeVideoId } from '#portable/youtube.ts';
import type { AdminVideo } from '#src/features/admin/api/admin-types.ts';
import type { UpdateVideoInput } from '#src/features/admin/api/update-video.ts';

/** What the owner is editing on one video card. */
export interface VideoDraft {
  videoName: string;
  youtubeUrl: string;
  description: string;
}

/** A video without a URL (null) is edited as an empty field. */
export function draftFromVideo(video: AdminVideo): VideoDraft {
  return { videoName: video.video_name, youtubeUrl: video.youtube_url ?? '', description: video.description };
}

/** An empty URL field means no video: saving it removes the video and the site shows the poster. */
export function draftHasNoVideo(draft: VideoDraft): boolean {
  return draft.youtubeUrl.trim() === '';
}

/**
 * Dirty when name, URL or description differ from the saved values. Surrounding spaces do
 * not count: the server trims them, so saving them would change nothing.
 */
export function isDraftDirty(draft: VideoDraft, saved: AdminVideo): boolean {
  return (
    draft.videoName.trim() !== saved.video_name.trim() ||
    draft.youtubeUrl.trim() !== (saved.youtube_url ?? '').trim() ||
    draft.description.trim() !== saved.description.trim()
  );
}

/** Why the draft cannot be saved yet, or null. */
export function draftProblem(draft: VideoDraft): string | null {
  if (!draft.videoName.trim()) return 'O nome do vídeo não pode ficar vazio.';
  if (!draftHasNoVideo(draft) && !parseYouTubeVideoId(draft.youtubeUrl)) {
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

/** A card's edit: the saved video the draft started from, and the owner's draft. */
export interface VideoEdit {
  base: AdminVideo;
  draft: VideoDraft;
}

export function startEdit(video: AdminVideo): VideoEdit {
  return { base: video, draft: draftFromVideo(video) };
}

/**
 * The edit once the server's video is `latest` (a live reload after a change made elsewhere, or
 * after the owner's own save): a draft without unsaved changes, or one now equal to what is
 * saved, follows it; a draft with unsaved changes is never overwritten.
 */
export function followSaved(edit: VideoEdit, latest: AdminVideo): VideoEdit {
  if (latest.updated_at === edit.base.updated_at) return edit;
  if (isDraftDirty(edit.draft, edit.base) && isDraftDirty(edit.draft, latest)) return edit;
  return startEdit(latest);
}

/** The saved video changed (in another tab or on another phone) under the owner's unsaved draft. */
export function changedUnderDraft(edit: VideoEdit, latest: AdminVideo): boolean {
  return latest.updated_at !== edit.base.updated_at;
}

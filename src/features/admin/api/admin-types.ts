// Rows as the admin functions return them (supabase/functions/media-list, media-upload,
// video-manager): the tables' own rows, as the generated database types describe them.
import type { MediaSlotWithVersions, MediaVersionRow, VideoRow } from '#src/lib/database-rows.ts';

export type AdminMediaVersion = MediaVersionRow;

/** A slot with every one of its versions, newest first. */
export type AdminMediaSlot = MediaSlotWithVersions;

export type AdminVideo = VideoRow;

/** The version the site shows for this slot, or null when the slot is empty (Vazia). */
export function currentVersionOf(slot: AdminMediaSlot): AdminMediaVersion | null {
  if (!slot.is_published || slot.current_version === null) return null;
  return slot.media_versions.find((version) => version.version_number === slot.current_version) ?? null;
}

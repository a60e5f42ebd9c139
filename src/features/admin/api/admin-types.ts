// Rows as the admin functions return them (supabase/functions/media-list, video-manager).
import type { VideoRow } from '../../../lib/video-row.ts';

export interface AdminMediaVersion {
  id: string;
  version_number: number;
  file_url: string;
  storage_path: string;
  file_name: string;
  alt_text: string;
  caption: string;
  mime_type: string;
  file_size: number;
  width: number;
  height: number;
  created_at: string;
}

export interface AdminMediaSlot {
  id: string;
  slot_name: string;
  section: string;
  title: string;
  description: string;
  page_tags: string[];
  current_version: number | null;
  is_published: boolean;
  updated_at: string;
  /** Newest first. */
  media_versions: AdminMediaVersion[];
}

export type AdminVideo = VideoRow;

/** The version the site shows for this slot, or null when the slot is empty (Vazia). */
export function currentVersionOf(slot: AdminMediaSlot): AdminMediaVersion | null {
  if (!slot.is_published || slot.current_version === null) return null;
  return slot.media_versions.find((version) => version.version_number === slot.current_version) ?? null;
}

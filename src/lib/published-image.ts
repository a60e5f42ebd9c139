// The current image of a published slot, as the public site uses it.

export interface PublishedImage {
  url: string;
  /** The owner's alt text; '' when none was given (the section then supplies its own). */
  alt: string;
  width: number;
  height: number;
  slotName: string;
  version: number;
}

/** A media_versions row as the public reads return it (spec §3). */
export interface MediaVersionRow {
  version_number: number;
  file_url: string;
  file_name: string;
  alt_text: string | null;
  caption: string | null;
  mime_type: string;
  file_size: number;
  width: number;
  height: number;
}

/** A media_slots row with its embedded versions (`select('*, media_versions(*)')`). */
export interface MediaSlotRow {
  id: string;
  slot_name: string;
  current_version: number | null;
  is_published: boolean;
  updated_at: string;
  media_versions: MediaVersionRow[] | null;
}

/** The old site stored a placeholder path in empty slots; such a file is not a real image. */
function isRealImageUrl(url: string): boolean {
  return url.trim() !== '' && !/(^|\/)placeholder\.(svg|png|jpe?g|webp)(\?|$)/i.test(url);
}

/**
 * The slot's current image: the version whose version_number equals current_version.
 * Null when the slot is unpublished, points at no version, or the file is a placeholder.
 */
export function toPublishedImage(slot: MediaSlotRow): PublishedImage | null {
  if (!slot.is_published || slot.current_version === null) return null;
  const version = slot.media_versions?.find((v) => v.version_number === slot.current_version);
  if (!version || !isRealImageUrl(version.file_url)) return null;
  return {
    url: version.file_url,
    alt: version.alt_text?.trim() ?? '',
    width: version.width,
    height: version.height,
    slotName: slot.slot_name,
    version: version.version_number,
  };
}

// The home page's realtime channels, one per table it follows (the crowd simulation joins the same).
/** The videos table's channel; its name is fixed (docs/requirements/exact-texts.md). */
export const VIDEOS_CHANNEL = 'videos-updates';
/** The public site's channel for media_slots: a newly published image shows without a reload. */
export const MEDIA_SLOTS_CHANNEL = 'media-slots-updates';
/** The public site's channel for owner_documents: a new number, review or text shows without a reload. */
export const OWNER_DOCUMENTS_CHANNEL = 'owner-documents-updates';

// The home page's realtime channels, one per table it follows (the crowd simulation joins the same).
/** The videos table's channel; its name is fixed (docs/requirements/exact-texts.md). */
export const VIDEOS_CHANNEL = 'videos-updates';
/** The public site's channel for media_slots: a newly published image shows without a reload. */
export const MEDIA_SLOTS_CHANNEL = 'media-slots-updates';
/** The public site's channel for business_facts: a new number or review shows without a reload. */
export const BUSINESS_FACTS_CHANNEL = 'business-facts-updates';
/** The public site's channel for page_texts: a text the owner edits shows without a reload. */
export const PAGE_TEXTS_CHANNEL = 'page-texts-updates';

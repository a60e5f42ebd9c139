// The rows the site reads, as the generated database types describe them (npm run gen:types).
import type { Tables } from '#portable/database-types.ts';

type MediaSlotRow = Tables<'media_slots'>;
export type MediaVersionRow = Tables<'media_versions'>;
export type VideoRow = Tables<'videos'>;

/** A slot with its versions embedded, as `select('*, media_versions(*)')` returns it. */
export type MediaSlotWithVersions = MediaSlotRow & { media_versions: MediaVersionRow[] };

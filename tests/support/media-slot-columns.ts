/** Every column of public.media_slots, in table order (as a `select=*` returns them). */
export const SLOT_COLUMNS = [
  'id',
  'slot_name',
  'section',
  'title',
  'description',
  'page_tags',
  'current_version',
  'is_published',
  'updated_at',
];

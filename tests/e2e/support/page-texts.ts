import { expect } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@portable/database-types.ts';
import type { PAGE_TEXTS_LOCALE, PageTexts } from '@portable/page-texts/page-texts-catalogue.ts';

// Node runs this module and does not read tsconfig paths: the built-in texts come from the
// spec, which imports them (src/ is two folders away from it, three from here).
const LOCALE: typeof PAGE_TEXTS_LOCALE = 'pt-PT';

/**
 * The page back on its built-in texts (`builtIn`, the spec's BUILT_IN_PAGE_TEXTS['pt-PT']), saved as the
 * newest version: what every spec leaves behind. (Saved as a new version through
 * save_page_texts, as the page-texts function saves, rather than deleted: only a backup's
 * restore deletes texts.)
 */
export async function showBuiltInPageTexts(
  service: SupabaseClient<Database>,
  builtIn: PageTexts,
): Promise<number> {
  const { data, error } = await service.rpc('save_page_texts', { p_locale: LOCALE, p_texts: builtIn });
  expect(error).toBeNull();
  return data!.version;
}

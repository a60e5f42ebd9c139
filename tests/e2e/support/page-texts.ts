import { expect } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { BUILT_IN_PAGE_TEXTS } from '../../../src/content/built-in-page-texts.ts';
import { PAGE_TEXTS_LOCALE } from '../../../supabase/functions/_shared/portable/page-texts/page-texts-catalogue.ts';
import type { Database } from '@portable/database-types.ts';

/**
 * The page back on its built-in texts, saved as the newest version: what every spec leaves
 * behind. (Saved as a new version through save_page_texts, as the page-texts function saves,
 * rather than deleted: only a backup's restore deletes texts.)
 */
export async function showBuiltInPageTexts(service: SupabaseClient<Database>): Promise<number> {
  const { data, error } = await service.rpc('save_page_texts', {
    p_locale: PAGE_TEXTS_LOCALE,
    p_texts: BUILT_IN_PAGE_TEXTS,
  });
  expect(error).toBeNull();
  return data!.version;
}

import { expect } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '#portable/database-types.ts';
import type { PageTexts } from '#portable/page-texts/page-texts-catalogue.ts';
import type { SiteLocale } from '#portable/site-locales.ts';

/**
 * A language's page back on its built-in texts (`builtIn`, the spec's BUILT_IN_PAGE_TEXTS[locale]),
 * saved as the newest version: what every spec leaves behind. (Saved as a new version through
 * save_owner_document, as the page-texts function saves, rather than deleted: only a backup's
 * restore deletes texts.)
 */
export async function showBuiltInPageTexts(
  service: SupabaseClient<Database>,
  builtIn: PageTexts,
  locale: SiteLocale = 'pt-PT',
): Promise<number> {
  const { data, error } = await service.rpc('save_owner_document', {
    p_document: 'page-texts',
    p_locale: locale,
    p_content: builtIn,
  });
  expect(error).toBeNull();
  return data!.version;
}

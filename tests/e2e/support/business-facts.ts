import { expect } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@portable/database-types.ts';

/** No business facts saved, as on a fresh project: what every spec leaves behind. */
export async function forgetSavedFacts(service: SupabaseClient<Database>): Promise<void> {
  // the current row points at a version: it goes first
  expect((await service.from('business_facts').delete().eq('id', 1)).error).toBeNull();
  expect((await service.from('business_facts_versions').delete().gt('version', 0)).error).toBeNull();
}

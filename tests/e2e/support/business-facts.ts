import { expect } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '#portable/database-types.ts';

/** No business facts saved, as on a fresh project: what every spec leaves behind. */
export async function forgetSavedFacts(service: SupabaseClient<Database>): Promise<void> {
  // the current row points at a version: it goes first
  const documents = () => service.from('owner_documents').delete().eq('document', 'business-facts');
  const versions = () => service.from('owner_document_versions').delete().eq('document', 'business-facts');
  expect((await documents()).error).toBeNull();
  expect((await versions()).error).toBeNull();
}

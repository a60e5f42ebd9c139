// The business facts the owner saved in /admin, as the build reads them: over REST with the
// public anon key, exactly as a visitor's page does, so the prerendered HTML, its JSON-LD and
// what visitors see agree.
import type { SavedBusinessFacts as StoredFacts } from '../../supabase/functions/_shared/portable/business-facts-shape.ts';

export type StoredFactsRead = { ok: true; stored: StoredFacts | null } | { ok: false; problem: string };

/** Reads the current business_facts row; null when none was ever saved. Never throws. */
export async function readStoredFacts(
  supabaseUrl: string,
  anonKey: string,
  timeoutMs = 10_000,
): Promise<StoredFactsRead> {
  const url = `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/business_facts?select=version,facts,updated_at&id=eq.1`;
  try {
    const response = await fetch(url, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return { ok: false, problem: `${response.status} ${await response.text()}` };
    const rows = (await response.json()) as {
      version: number;
      facts: StoredFacts['facts'];
      updated_at: string;
    }[];
    const row = rows[0];
    return {
      ok: true,
      stored: row ? { version: row.version, facts: row.facts, updatedAt: row.updated_at } : null,
    };
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  }
}

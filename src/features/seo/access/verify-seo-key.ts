// Asks the seo-access edge function whether a key is one of the accepted SEO keys. The keys
// live only on the server (product.md §2); this page never knows them.
import { getSupabase } from '../../../lib/supabase-lazy.ts';

export type KeyVerdict = 'granted' | 'denied';

/** "granted" or "denied"; throws when the server gave no verdict (offline, 5xx). */
export async function verifySeoKey(key: string): Promise<KeyVerdict> {
  if (!key.trim()) return 'denied';
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ success?: boolean }>('seo-access', {
    body: { key },
  });
  if (!error) return data?.success === true ? 'granted' : 'denied';
  // FunctionsHttpError carries the function's Response: 403 wrong key, 400 empty key
  const status =
    (error as { context?: unknown }).context instanceof Response ? (error.context as Response).status : 0;
  if (status === 403 || status === 400) return 'denied';
  throw new Error('Não foi possível verificar a chave de acesso. Tente novamente.');
}

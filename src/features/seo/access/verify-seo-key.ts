// Asks the seo-access edge function whether a key is one of the accepted SEO keys. The keys
// live only on the server (product.md §2); this page never knows them.
import { functionHeaders, functionUrl } from '../../../lib/function-endpoint.ts';

export type KeyVerdict = 'granted' | 'denied';

/** "granted" or "denied"; throws when the server gave no verdict (offline, 5xx). */
export async function verifySeoKey(key: string): Promise<KeyVerdict> {
  if (!key.trim()) return 'denied';
  const unreachable = new Error('Não foi possível verificar a chave de acesso. Tente novamente.');
  let response: Response;
  try {
    response = await fetch(functionUrl('seo-access'), {
      method: 'POST',
      headers: { ...functionHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ key }),
    });
  } catch {
    throw unreachable;
  }
  // 403 wrong key, 400 empty key; anything else is no verdict
  if (response.status === 403 || response.status === 400) return 'denied';
  if (!response.ok) throw unreachable;
  const body = (await response.json().catch(() => null)) as { success?: unknown } | null;
  return body?.success === true ? 'granted' : 'denied';
}

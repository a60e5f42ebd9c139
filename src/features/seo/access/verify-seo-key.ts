// Asks the seo-access edge function whether a key is one of the accepted SEO keys. The keys
// live only on the server; this page never knows them.
import { readDeviceToken, storeDeviceToken } from '#src/lib/device-token-storage.ts';
import { functionHeaders, functionUrl } from '#src/lib/function-endpoint.ts';

export type KeyVerdict = 'granted' | 'denied';

const TOO_MANY_ATTEMPTS = 'Demasiadas tentativas falhadas. Aguarde alguns minutos e tente novamente.';

/**
 * "granted" or "denied"; throws when the server gave no verdict: offline or 5xx, and 429 after
 * too many wrong keys from this address (then with the server's message, which says the wait).
 */
export async function verifySeoKey(key: string): Promise<KeyVerdict> {
  if (!key.trim()) return 'denied';
  const unreachable = new Error('Não foi possível verificar a chave de acesso. Tente novamente.');
  let response: Response;
  try {
    response = await fetch(functionUrl('seo-access'), {
      method: 'POST',
      headers: { ...functionHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ key, deviceToken: readDeviceToken('seoDeviceToken') }),
    });
  } catch {
    throw unreachable;
  }
  // 403 wrong key, 400 empty key; anything else is no verdict
  if (response.status === 403 || response.status === 400) return 'denied';
  if (response.status === 429) throw new Error(await serverMessage(response, TOO_MANY_ATTEMPTS));
  if (!response.ok) throw unreachable;
  const body = (await response.json().catch(() => null)) as {
    success?: unknown;
    deviceToken?: unknown;
  } | null;
  if (body?.success !== true) return 'denied';
  // this browser's later visits are then judged by its own failures (docs/login-brake.md)
  storeDeviceToken('seoDeviceToken', body.deviceToken);
  return 'granted';
}

async function serverMessage(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === 'string' && body.error.trim() ? body.error : fallback;
}

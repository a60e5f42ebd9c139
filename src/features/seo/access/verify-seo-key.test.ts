import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifySeoKey } from './verify-seo-key.ts';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('verifySeoKey', () => {
  it('grants on success and denies on 403', async () => {
    answer(200, { success: true });
    await expect(verifySeoKey('uma-chave')).resolves.toBe('granted');
    answer(403, { success: false, error: 'Acesso Negado' });
    await expect(verifySeoKey('uma-chave')).resolves.toBe('denied');
  });

  it('keeps the device token of a granted key and sends it with the next key', async () => {
    answer(200, { success: true, deviceToken: 'dev.1.sig' });
    await verifySeoKey('uma-chave');
    expect(localStorage.getItem('seoDeviceToken')).toBe('dev.1.sig');

    answer(200, { success: true, deviceToken: 'dev.2.sig' });
    await verifySeoKey('outra-chave');
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ key: 'outra-chave', deviceToken: 'dev.1.sig' });
    expect(localStorage.getItem('seoDeviceToken')).toBe('dev.2.sig');
  });

  it("on 429 fails with the server's message, which says how long to wait", async () => {
    const message = 'Demasiadas tentativas falhadas. Tente novamente dentro de 14 minutos.';
    answer(429, { success: false, error: message });
    await expect(verifySeoKey('uma-chave')).rejects.toThrow(message);
  });

  it('on 429 without a readable message still says there were too many attempts', async () => {
    answer(429, null);
    await expect(verifySeoKey('uma-chave')).rejects.toThrow(/^Demasiadas tentativas falhadas\./);
  });

  it('fails with the generic message on a server fault', async () => {
    answer(500, { success: false, error: 'Erro interno do servidor. Tente novamente.' });
    await expect(verifySeoKey('uma-chave')).rejects.toThrow('Não foi possível verificar a chave de acesso.');
  });
});

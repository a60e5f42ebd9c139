import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from './sign-in.ts';

const CREDENTIALS = { username: 'admin', password: 'uma-senha-comprida' };

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentBody(fetchMock: ReturnType<typeof answer>): Record<string, unknown> {
  return JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('signIn and the device token', () => {
  it('sends no device token the first time and keeps the one a sign-in hands back', async () => {
    const fetchMock = answer(200, {
      success: true,
      sessionToken: 's',
      expiresAt: 'e',
      deviceToken: 'dev.1.sig',
    });
    await signIn(CREDENTIALS);
    expect(sentBody(fetchMock)).toEqual(CREDENTIALS);
    expect(localStorage.getItem('adminDeviceToken')).toBe('dev.1.sig');
  });

  it('sends the stored token with the credentials and keeps the renewed one', async () => {
    localStorage.setItem('adminDeviceToken', 'dev.1.sig');
    const fetchMock = answer(200, {
      success: true,
      sessionToken: 's',
      expiresAt: 'e',
      deviceToken: 'dev.2.sig',
    });
    await signIn(CREDENTIALS);
    expect(sentBody(fetchMock)).toEqual({ ...CREDENTIALS, deviceToken: 'dev.1.sig' });
    expect(localStorage.getItem('adminDeviceToken')).toBe('dev.2.sig');
  });

  it('keeps the stored token when the sign-in is refused', async () => {
    localStorage.setItem('adminDeviceToken', 'dev.1.sig');
    answer(401, { success: false, error: 'Credenciais inválidas' });
    await expect(signIn(CREDENTIALS)).rejects.toThrow('Credenciais inválidas');
    expect(localStorage.getItem('adminDeviceToken')).toBe('dev.1.sig');
  });
});

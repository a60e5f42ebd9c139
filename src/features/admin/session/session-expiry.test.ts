import { toast } from 'sonner';
import { AdminApiError } from '#src/features/admin/api/admin-api-error.ts';
import { readFunctionAnswer } from '#src/features/admin/api/call-admin-function.ts';
import { SESSION_STORAGE_KEY, sessionStore } from './session-store.ts';

describe('session store and the 401 rule', () => {
  afterEach(() => {
    sessionStore.clear();
    vi.restoreAllMocks();
  });

  it('keeps the token in localStorage under adminSessionToken and notifies subscribers', () => {
    const changes: Array<string | null> = [];
    const stop = sessionStore.subscribe(() => changes.push(sessionStore.getToken()));
    sessionStore.setToken('token-a');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe('token-a');
    sessionStore.clear();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    stop();
    expect(changes).toEqual(['token-a', null]);
  });

  it('restores the token on a fresh load of the page', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'stored-token');
    vi.resetModules();
    const fresh = await import('./session-store.ts');
    expect(fresh.sessionStore.getToken()).toBe('stored-token');
    fresh.sessionStore.clear();
  });

  it('follows a sign-out in another tab', () => {
    sessionStore.setToken('token-b');
    const stop = sessionStore.subscribe(() => {});
    localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: null }));
    expect(sessionStore.getToken()).toBeNull();
    stop();
  });

  it('a 401 to a call with the current session signs out with "Sessão Expirada", once', () => {
    const error = vi.spyOn(toast, 'error');
    sessionStore.setToken('token-c');
    const refuse = () =>
      readFunctionAnswer(
        401,
        { success: false, error: 'Sessão inválida ou expirada.' },
        { sessionToken: 'token-c' },
      );

    expect(refuse).toThrow(AdminApiError);
    expect(sessionStore.getToken()).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Sessão Expirada', {
      description: 'Faça login novamente para continuar',
    });

    // a second call that failed with the same stale token does not toast again
    try {
      refuse();
    } catch (thrown) {
      expect((thrown as AdminApiError).sessionRejected).toBe(true);
    }
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('a 401 without a session (wrong password) or on sign-out leaves the session alone', () => {
    sessionStore.setToken('token-d');
    expect(() => readFunctionAnswer(401, { success: false, error: 'Credenciais inválidas' }, {})).toThrow(
      'Credenciais inválidas',
    );
    expect(() =>
      readFunctionAnswer(401, { success: false }, { sessionToken: 'token-d', expireOnRejection: false }),
    ).toThrow(AdminApiError);
    expect(sessionStore.getToken()).toBe('token-d');
  });

  it('other failures keep the session and carry the server text', () => {
    sessionStore.setToken('token-e');
    let caught: unknown;
    try {
      readFunctionAnswer(
        413,
        { success: false, error: 'Ficheiro demasiado grande.' },
        { sessionToken: 'token-e' },
      );
    } catch (thrown) {
      caught = thrown;
    }
    expect(caught).toMatchObject({
      status: 413,
      message: 'Ficheiro demasiado grande.',
      sessionRejected: false,
    });
    expect(sessionStore.getToken()).toBe('token-e');
  });

  it('a 2xx without success:true is still a failure', () => {
    expect(() => readFunctionAnswer(200, { success: false }, {})).toThrow(AdminApiError);
    expect(readFunctionAnswer<{ media: [] }>(200, { success: true, media: [] }, {})).toEqual({
      success: true,
      media: [],
    });
  });
});

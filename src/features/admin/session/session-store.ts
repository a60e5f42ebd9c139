// The admin's session token, kept in localStorage under `adminSessionToken` so a reload
// stays signed in. A small external store: React reads it with useSyncExternalStore, and
// the API layer reads it without React. Other tabs signing in or out are followed through
// the `storage` event.

export const SESSION_STORAGE_KEY = 'adminSessionToken';

type Listener = () => void;

const listeners = new Set<Listener>();
let current: string | null = readStoredToken();

function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(SESSION_STORAGE_KEY) || null;
  } catch {
    return null; // storage disabled (private mode, policy): the session lasts until reload
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token === null) localStorage.removeItem(SESSION_STORAGE_KEY);
    else localStorage.setItem(SESSION_STORAGE_KEY, token);
  } catch {
    // see readStoredToken
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getToken(): string | null {
    return current;
  },

  setToken(token: string): void {
    current = token;
    writeStoredToken(token);
    emit();
  },

  clear(): void {
    if (current === null) return;
    current = null;
    writeStoredToken(null);
    emit();
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    if (listeners.size === 1) globalThis.addEventListener?.('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
    };
  },
};

function onStorage(event: StorageEvent): void {
  if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
  const stored = readStoredToken();
  if (stored === current) return;
  current = stored;
  emit();
}

import { toast } from 'sonner';
import { sessionStore } from './session-store.ts';

/**
 * The server refused `rejectedToken` (401): sign out and say so once. Several calls can
 * fail with the same stale token at the same time; only the first one still finds it current.
 */
export function expireSession(rejectedToken: string): void {
  if (sessionStore.getToken() !== rejectedToken) return;
  sessionStore.clear();
  toast.error('Sessão Expirada', { description: 'Faça login novamente para continuar' });
}

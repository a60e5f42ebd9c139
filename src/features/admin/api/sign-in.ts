import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { sessionStore } from '../session/session-store.ts';
import { AdminApiError, errorText } from './admin-api-error.ts';
import { callAdminFunction } from './call-admin-function.ts';

export interface Credentials {
  username: string;
  password: string;
}

interface SignInAnswer {
  sessionToken: string;
  expiresAt: string;
}

export async function signIn(credentials: Credentials): Promise<SignInAnswer> {
  // no session yet: a 401 here means wrong credentials, not an expired session
  return callAdminFunction<SignInAnswer>('admin-auth', { method: 'POST', json: { ...credentials } });
}

/**
 * Signs in and keeps the new session token (localStorage `adminSessionToken`). The toasts
 * live here, not in the form: the form unmounts as soon as the session exists.
 */
export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      sessionStore.setToken(answer.sessionToken);
      toast.success('Login realizado!', { description: 'Bem-vindo ao painel administrativo' });
    },
    onError: (error) => {
      const fallback =
        error instanceof AdminApiError && error.status === 401 ? 'Credenciais inválidas' : 'Falha no login';
      toast.error('Erro no login', { description: errorText(error, fallback) });
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { readDeviceToken, storeDeviceToken } from '#src/lib/device-token-storage.ts';
import { sessionStore } from '#src/features/admin/session/session-store.ts';
import {
  isProjectUnreachableStatus,
  PROJECT_UNREACHABLE_TEXT,
  PROJECT_UNREACHABLE_TITLE,
} from '#src/features/admin/shared/project-unreachable.ts';
import { AdminApiError, errorText } from './admin-api-error.ts';
import { callAdminFunction } from './call-admin-function.ts';

export interface Credentials {
  username: string;
  password: string;
}

interface SignInAnswer {
  sessionToken: string;
  expiresAt: string;
  deviceToken?: string;
}

/**
 * Sends this browser's device token with the credentials and keeps the renewed one, so the
 * brute-force brake judges this browser by its own failures (docs/login-brake.md).
 */
export async function signIn(credentials: Credentials): Promise<SignInAnswer> {
  const deviceToken = readDeviceToken('adminDeviceToken');
  // no session yet: a 401 here means wrong credentials, not an expired session
  const answer = await callAdminFunction<SignInAnswer>('admin-auth', {
    method: 'POST',
    json: { ...credentials, ...(deviceToken ? { deviceToken } : {}) },
  });
  storeDeviceToken('adminDeviceToken', answer.deviceToken);
  return answer;
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
      if (error instanceof AdminApiError && isProjectUnreachableStatus(error.status)) {
        toast.error(PROJECT_UNREACHABLE_TITLE, { description: PROJECT_UNREACHABLE_TEXT });
        return;
      }
      const fallback =
        error instanceof AdminApiError && error.status === 401 ? 'Credenciais inválidas' : 'Falha no login';
      toast.error('Erro no login', { description: errorText(error, fallback) });
    },
  });
}

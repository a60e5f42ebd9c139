import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { sessionStore } from '#src/features/admin/session/session-store.ts';
import { callAdminFunction } from './call-admin-function.ts';

async function signOut(sessionToken: string): Promise<void> {
  await callAdminFunction('admin-auth', {
    method: 'POST',
    sessionToken,
    expireOnRejection: false,
    json: { action: 'logout' },
  });
}

/**
 * Revokes the session on the server, then forgets it here whatever the answer: the owner
 * asked to leave, and a session the server no longer knows is gone anyway.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      sessionStore.clear();
      toast.success('Logout realizado');
    },
  });
}

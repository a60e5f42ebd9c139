import { useMutation } from '@tanstack/react-query';
import { useSessionToken } from '../session/use-session-token.ts';
import { callAdminFunction } from './call-admin-function.ts';

/** Asks the host for a new build of the public page now (site-build POST): the owner's "try again". */
async function requestSiteBuild(sessionToken: string): Promise<void> {
  await callAdminFunction('site-build', { method: 'POST', sessionToken });
}

export function useRequestSiteBuild() {
  const sessionToken = useSessionToken();
  return useMutation({ mutationFn: () => requestSiteBuild(sessionToken ?? '') });
}

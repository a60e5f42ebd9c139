import { callAdminFunction } from './call-admin-function.ts';
import { useSessionMutation } from './session-requests.ts';

/** Asks the host for a new build of the public page now (site-build POST): the owner's "try again". */
async function requestSiteBuild(sessionToken: string): Promise<void> {
  await callAdminFunction('site-build', { method: 'POST', sessionToken });
}

export function useRequestSiteBuild() {
  // what it changes arrives as the build's own record (the public page's status polls it)
  return useSessionMutation(
    (sessionToken: string, _: void) => requestSiteBuild(sessionToken),
    () => [],
  );
}

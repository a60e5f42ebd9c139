import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { adminQueryKeys } from '#src/features/admin/api/admin-query-keys.ts';
import { LoginForm } from '#src/features/admin/login/login-form.tsx';
import { AdminPanel } from '#src/features/admin/panel/admin-panel.tsx';
import { useSessionToken } from '#src/features/admin/session/use-session-token.ts';
import './admin-toasts.css';

/** /admin: the login form without a session, the media manager with one. */
export function AdminPage() {
  const token = useSessionToken();
  const queryClient = useQueryClient();

  // signing out (or a 401) also drops the loaded lists; the panel's fields go with the panel
  useEffect(() => {
    if (token === null) queryClient.removeQueries({ queryKey: adminQueryKeys.all });
  }, [token, queryClient]);

  return (
    <>
      <title>Media Manager Fácil</title>
      <meta name="robots" content="noindex,nofollow" />
      {token === null ? <LoginForm /> : <AdminPanel key={token} />}
      {/* Here, not in the app's providers: only /admin toasts, so / never loads sonner. */}
      <Toaster position="top-center" richColors closeButton />
    </>
  );
}

// react-router's lazy route module: `{ path: '/admin', lazy: () => import(...) }`
export { AdminPage as Component };

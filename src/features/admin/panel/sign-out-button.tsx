import { LogOut } from 'lucide-react';
import { useSignOut } from '#src/features/admin/api/sign-out.ts';
import { useSessionToken } from '#src/features/admin/session/use-session-token.ts';
import { secondaryButton } from '#src/features/admin/shared/ui-classes.ts';

export function SignOutButton() {
  const token = useSessionToken();
  const signOut = useSignOut();

  return (
    <button
      type="button"
      className={secondaryButton}
      aria-disabled={signOut.isPending}
      onClick={() => {
        if (token && !signOut.isPending) signOut.mutate(token);
      }}
    >
      <LogOut aria-hidden="true" className="size-4" />
      Sair
    </button>
  );
}

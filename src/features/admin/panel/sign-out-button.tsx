import { LogOut } from 'lucide-react';
import { useSignOut } from '../api/sign-out.ts';
import { useSessionToken } from '../session/use-session-token.ts';
import { secondaryButton } from '../shared/ui-classes.ts';

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

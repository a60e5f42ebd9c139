import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { USES_LOCAL_STAND_IN } from '#src/config/env.ts';
import { AdminApiError } from '#src/features/admin/api/admin-api-error.ts';
import { useSignIn } from '#src/features/admin/api/sign-in.ts';
import {
  isProjectUnreachableStatus,
  PROJECT_UNREACHABLE_TEXT,
  PROJECT_UNREACHABLE_TITLE,
} from '#src/features/admin/shared/project-unreachable.ts';
import { card, fieldLabel, primaryButton, textField } from '#src/features/admin/shared/ui-classes.ts';
import { LocalCredentialsHint } from './local-credentials-hint.tsx';

export function LoginForm() {
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const unreachable =
    signIn.error instanceof AdminApiError && isProjectUnreachableStatus(signIn.error.status);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!username.trim() || !password || signIn.isPending) return;
    signIn.mutate({ username: username.trim(), password });
  }

  return (
    <main className="flex min-h-dvh items-start justify-center bg-slate-100 px-4 py-10 sm:items-center">
      <div className={`${card} w-full max-w-sm`}>
        <h1 className="text-2xl font-bold text-slate-900">Media Manager Fácil</h1>
        <p className="mt-1 text-sm text-slate-700">Entre para gerir as imagens e os vídeos do site.</p>
        <form className="mt-6 space-y-4" onSubmit={submit} aria-label="Login do administrador">
          <div>
            <label htmlFor="admin-username" className={fieldLabel}>
              Usuário
            </label>
            <input
              id="admin-username"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              className={textField}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          </div>
          <div>
            <label htmlFor="admin-password" className={fieldLabel}>
              Senha
            </label>
            <input
              id="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className={textField}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          {/* aria-disabled, not disabled: the button keeps the keyboard focus while the request runs */}
          <button type="submit" className={`${primaryButton} w-full`} aria-disabled={signIn.isPending}>
            <LogIn aria-hidden="true" className="size-4" />
            {signIn.isPending ? 'Entrando...' : 'Entrar'}
          </button>
        </form>
        {unreachable && (
          <div
            role="alert"
            className="mt-4 rounded-lg border border-red-300 bg-red-50 px-3 py-3 text-sm text-red-950"
          >
            <p className="font-semibold">{PROJECT_UNREACHABLE_TITLE}</p>
            <p className="mt-1">{PROJECT_UNREACHABLE_TEXT}</p>
          </div>
        )}
        {/* a build-time constant: a build for a hosted project drops the hint and its password */}
        {USES_LOCAL_STAND_IN && <LocalCredentialsHint />}
      </div>
    </main>
  );
}

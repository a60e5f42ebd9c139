// Only rendered against the local stand-in (npm start / npm run preview), whose admin-auth
// accepts these defaults; a deployed project refuses this password.
export function LocalCredentialsHint() {
  return (
    <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      Ambiente local: Usuário <strong className="font-mono">admin</strong> · Senha{' '}
      <strong className="font-mono">mudar-esta-senha</strong>
    </p>
  );
}

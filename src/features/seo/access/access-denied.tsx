import { Link } from 'react-router';

export function AccessDenied() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Acesso Negado</h1>
      <p className="text-slate-700">
        Esta página é protegida: a verificação SEO só abre com uma chave de acesso válida no endereço.
      </p>
      <p className="text-slate-700">
        Formato esperado:{' '}
        <code className="rounded bg-slate-200 px-1.5 py-0.5 text-slate-900">/seo?key=SEO_KEY</code>
      </p>
      <Link to="/" className="text-brand-800 underline hover:text-brand-900">
        Voltar à página inicial
      </Link>
    </main>
  );
}

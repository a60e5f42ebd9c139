import { AccessDenied } from '#src/features/seo/access/access-denied.tsx';
import { useSeoAccess } from '#src/features/seo/access/use-seo-access.ts';
import { AuditPanel } from '#src/features/seo/components/audit-panel.tsx';
import { useSeoPageHead } from './use-seo-page-head.ts';

/**
 * /seo: the key gate, then the audit of the page the owner chooses. The page is opaque and
 * stacked above the audit frame (which sits behind it while a run loads the audited page).
 */
export function SeoPage() {
  useSeoPageHead();
  const access = useSeoAccess();

  return (
    <div className="relative z-0 min-h-screen bg-slate-50">
      {access.status === 'denied' && <AccessDenied />}
      {access.status === 'checking' && (
        <main className="mx-auto max-w-xl px-4 py-12">
          <h1 className="text-2xl font-bold text-slate-900">Verificação SEO</h1>
          <p role="status" className="mt-4 text-slate-700">
            A verificar a chave de acesso…
          </p>
        </main>
      )}
      {access.status === 'error' && (
        <main className="mx-auto max-w-xl px-4 py-12">
          <h1 className="text-2xl font-bold text-slate-900">Verificação SEO</h1>
          <p role="alert" className="mt-4 text-red-800">
            {access.message}
          </p>
          <button type="button" className="mt-4 underline text-brand-800" onClick={access.retry}>
            Tentar novamente
          </button>
        </main>
      )}
      {access.status === 'granted' && (
        <main className="mx-auto max-w-5xl px-4 py-10">
          <h1 className="text-3xl font-bold text-slate-900">Verificação SEO</h1>
          <p className="mt-2 max-w-3xl text-slate-700">
            Audita a página escolhida tal como um visitante a recebe: carrega-a neste navegador, mede as web
            vitals, corre o axe-core e verifica os metadados, os idiomas (hreflang), os títulos e os
            cabeçalhos. O que não se consegue medir aparece como «sem dados».
          </p>
          <AuditPanel />
        </main>
      )}
    </div>
  );
}

export { SeoPage as Component };

import { CircleCheck, CircleAlert, LoaderCircle, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { usePublicPageStatus } from '#src/features/admin/api/get-public-page-status.ts';
import { useRequestSiteBuild } from '#src/features/admin/api/request-site-build.ts';
import { isSessionRejected } from '#src/features/admin/api/admin-api-error.ts';
import { formatDateTime } from '#src/features/admin/shared/format-date.ts';
import { focusRing } from '#src/features/admin/shared/ui-classes.ts';
import { buildFailureText } from './build-failure-text.ts';
import type { PublicPageState } from './public-page-state.ts';

const WHO_SEES =
  'Quem tem o site aberto já vê as alterações; o Google e as pré-visualizações de links veem a página pública.';

function describe(state: PublicPageState): { title: string; text: string; retry: boolean } {
  switch (state.kind) {
    case 'current':
      return {
        title: 'Página pública atualizada',
        text: `Gerada em ${formatDateTime(state.builtAt)}, com todas as alterações.`,
        retry: false,
      };
    case 'updating':
      return {
        title: 'A atualizar a página pública…',
        text: `O alojamento está a gerar a página com a alteração de ${formatDateTime(state.changedAt)}. ${WHO_SEES}`,
        retry: false,
      };
    case 'live':
      return {
        title: 'Página pública sempre atual',
        text: 'Este servidor de desenvolvimento gera a página a cada visita, com os dados atuais.',
        retry: false,
      };
    case 'outdated':
      return {
        title: 'Página pública desatualizada',
        text: `${whyOutdated(state)} Falta a alteração de ${formatDateTime(state.changedAt)}. ${WHO_SEES}`,
        retry: state.reason !== 'no-hook',
      };
  }
}

/** Why the public page lacks a change, and what to check, when known. */
function whyOutdated(state: Extract<PublicPageState, { kind: 'outdated' }>): string {
  switch (state.reason) {
    case 'no-hook':
      return 'O site não tem um build hook configurado (SITE_BUILD_HOOK_URL), por isso não pede ao alojamento para gerar a página de novo.';
    case 'request-failed':
      return (
        `O pedido ao alojamento de ${formatDateTime(state.requestedAt)} falhou${state.detail ? `: ${state.detail}` : '.'} ` +
        'Confirme o build hook do alojamento e o segredo SITE_BUILD_HOOK_URL das funções.'
      );
    case 'build-failed':
      return (
        `A geração da página de ${formatDateTime(state.failedAt)} falhou e continua publicada a página anterior. ` +
        `Não foi possível ler ${buildFailureText(state.failures)}.`
      );
    case 'not-published':
      return (
        `O alojamento recebeu o pedido em ${formatDateTime(state.requestedAt)}, mas ainda não publicou a página nova. ` +
        'Veja o registo do último build no painel do alojamento: um build que não consegue ler os dados do ' +
        'Supabase falha de propósito, diz a leitura que falhou e o que corrigir, e o alojamento continua a ' +
        'servir a página anterior.'
      );
    case 'not-requested':
      return 'Não foi pedida uma nova página ao alojamento.';
  }
}

/**
 * Tells the owner, truthfully, whether the public page (what Google, link previews and slow
 * phones read) carries the latest changes, and lets them ask the host again when a request
 * failed or went unanswered.
 */
export function PublicPageStatus() {
  const status = usePublicPageStatus();
  const request = useRequestSiteBuild();
  if (!status.data) return null;
  const { title, text, retry } = describe(status.data.state);
  const kind = status.data.state.kind;
  const tone =
    kind === 'outdated'
      ? 'border-amber-300 bg-amber-50'
      : kind === 'updating'
        ? 'border-blue-200 bg-blue-50'
        : 'border-emerald-200 bg-emerald-50';
  const Icon = kind === 'outdated' ? CircleAlert : kind === 'updating' ? LoaderCircle : CircleCheck;

  function retryBuild() {
    request.mutate(undefined, {
      onSuccess: () =>
        toast.success('Pedido enviado', { description: 'O alojamento vai gerar a página pública de novo.' }),
      onError: (error) => {
        if (!isSessionRejected(error)) toast.error('Não foi possível pedir a atualização');
      },
    });
  }

  return (
    <section
      aria-label="Estado da página pública"
      data-testid="public-page-status"
      data-state={kind}
      className={`mb-4 flex flex-col gap-2 rounded-xl border px-4 py-3 text-sm text-slate-900 sm:flex-row sm:items-center ${tone}`}
    >
      <div role="status" className="flex flex-1 items-start gap-2">
        <Icon
          aria-hidden="true"
          className={`mt-0.5 size-5 shrink-0 ${kind === 'updating' ? 'motion-safe:animate-spin' : ''}`}
        />
        <p>
          <strong className="block font-semibold">{title}</strong>
          {text}
        </p>
      </div>
      {retry && (
        <button
          type="button"
          onClick={retryBuild}
          disabled={request.isPending}
          className={`inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-lg border border-slate-300 bg-white px-3 font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-60 sm:self-center ${focusRing}`}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          Tentar de novo
        </button>
      )}
    </section>
  );
}

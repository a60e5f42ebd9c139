// Whether the public page carries every change the owner made in /admin. Open pages follow the
// changes live; search engines, link previews and anyone without JavaScript read what the build
// rendered, and the site asks the static host for a new build after each change.
import type { HomeState } from '#src/lib/home-state-contract.ts';
import type { SiteRevision } from '#src/lib/site-revision.ts';
import type { CheckResult } from './report-types.ts';

const LABEL = 'Página pública gerada com as últimas alterações';
const ID = 'prerender-freshness';

const when = (iso: string) =>
  new Date(iso).toLocaleString('pt-PT', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Lisbon',
  });

/**
 * `built`: what the page says it was rendered from (undefined: nothing, it was not
 * prerendered); `current`: the site revision now (null: the project has none, undefined: it
 * could not be read).
 */
export function prerenderFreshnessCheck(
  built: HomeState | undefined,
  current: SiteRevision | null | undefined,
): CheckResult {
  if (built === undefined) {
    return {
      id: ID,
      label: LABEL,
      status: 'unknown',
      detail: 'A página não indica com que dados foi gerada.',
    };
  }
  if (current === undefined || current === null || built.revision === null) {
    return {
      id: ID,
      label: LABEL,
      status: 'unknown',
      detail: 'Não foi possível saber qual é a última alteração.',
    };
  }
  if (built.revision >= current.revision) {
    return {
      id: ID,
      label: LABEL,
      status: 'pass',
      detail: `Gerada a ${when(built.builtAt)}, com todas as alterações.`,
    };
  }
  return {
    id: ID,
    label: LABEL,
    status: 'fail',
    detail: `Gerada a ${when(built.builtAt)}; a última alteração é de ${when(current.changedAt)}.`,
    issue: {
      type: 'Boas práticas',
      severity: 'warning',
      description: `A página pública é anterior à última alteração feita no /admin (${when(current.changedAt)}).`,
      impact:
        'Quem tem a página aberta vê as alterações, mas o Google, as pré-visualizações de links e quem não tem JavaScript veem a versão anterior (fotografias, vídeos, telefone, horário, dados estruturados).',
      fix: 'O site pede uma nova publicação ao alojamento depois de cada alteração: veja o estado em /admin. Se não houver um build hook configurado (SITE_BUILD_HOOK_URL), configure-o ou volte a publicar o site.',
    },
  };
}

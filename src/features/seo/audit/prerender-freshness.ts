// Whether the prerendered home page is as new as the business facts last saved in /admin.
// Visitors see a new number or review at once (the page's script reads them); search engines,
// link previews and anyone without JavaScript see what the build rendered until the next build.
import type { BuildFacts } from '../../../lib/build-facts-contract.ts';
import type { CheckResult } from './report-types.ts';

/** The current business_facts row's version and date; null when nothing was ever saved. */
export interface SavedFactsStamp {
  version: number;
  updatedAt: string;
}

const LABEL = 'Página pré-gerada com os dados do negócio atuais';
const ID = 'prerender-freshness';

const when = (iso: string) =>
  new Date(iso).toLocaleString('pt-PT', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Lisbon',
  });

/**
 * `built`: the facts the page was rendered with (undefined: the page carries none, it was not
 * prerendered); `saved`: the stored ones (null: none saved, undefined: they could not be read).
 */
export function prerenderFreshnessCheck(
  built: BuildFacts | undefined,
  saved: SavedFactsStamp | null | undefined,
): CheckResult {
  if (built === undefined) {
    return {
      id: ID,
      label: LABEL,
      status: 'unknown',
      detail: 'A página não indica com que dados foi gerada.',
    };
  }
  if (saved === undefined) {
    return {
      id: ID,
      label: LABEL,
      status: 'unknown',
      detail: 'Os dados do negócio guardados não puderam ser lidos.',
    };
  }
  if (saved === null) {
    return {
      id: ID,
      label: LABEL,
      status: 'pass',
      detail: 'Sem dados guardados no /admin: a página usa a configuração.',
    };
  }
  if (built.version !== null && built.version >= saved.version) {
    return {
      id: ID,
      label: LABEL,
      status: 'pass',
      detail: `Versão ${saved.version}, de ${when(saved.updatedAt)}.`,
    };
  }
  const rendered = built.version === null ? 'a configuração inicial' : `a versão ${built.version}`;
  return {
    id: ID,
    label: LABEL,
    status: 'fail',
    detail: `A página tem ${rendered}; a última edição é a versão ${saved.version}, de ${when(saved.updatedAt)}.`,
    issue: {
      type: 'Boas práticas',
      severity: 'warning',
      description: `A página pré-gerada é anterior à última edição dos dados do negócio (versão ${saved.version}, de ${when(saved.updatedAt)}).`,
      impact:
        'Os visitantes veem os dados novos assim que a página carrega, mas o Google, as pré-visualizações de links e quem não tem JavaScript veem os antigos (telefone, horário, avaliações, dados estruturados).',
      fix: 'Volte a gerar e publicar o site: npm run build e publique a pasta dist/ (ou faça um novo deploy).',
    },
  };
}

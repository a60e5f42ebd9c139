// What to do about each web vital, by band; and what "sem dados" means for each one.
import type { ClassifiedIssue } from './report-types.ts';
import {
  BAND_LABELS,
  formatVital,
  VITAL_NAMES,
  VITAL_THRESHOLDS,
  vitalBand,
  type VitalName,
} from './vitals-bands.ts';

const FIXES: Record<VitalName, string> = {
  lcp: 'Pré-carregue a imagem principal (fetchpriority="high", sem loading="lazy"), sirva-a em WebP no tamanho em que é mostrada e não a faça esperar por JavaScript.',
  cls: 'Reserve o espaço de imagens, vídeos e incorporações (width/height ou aspect-ratio) e não insira conteúdo por cima do que já está visível.',
  inp: 'Divida tarefas longas de JavaScript, adie scripts de terceiros e dê resposta visual imediata aos toques.',
  fcp: 'Reduza o CSS e o JavaScript que bloqueiam a primeira pintura, use font-display: swap e mantenha o HTML inicial com conteúdo (pré-renderizado).',
};

const IMPACTS: Record<VitalName, string> = {
  lcp: 'O visitante espera pelo conteúdo principal; o LCP conta para a experiência de página do Google.',
  cls: 'Elementos que saltam fazem tocar no botão errado e contam para a experiência de página do Google.',
  inp: 'A página parece não responder aos toques; o INP conta para a experiência de página do Google.',
  fcp: 'O ecrã fica em branco mais tempo e mais visitantes desistem antes de ver a página.',
};

const NOT_MEASURED: Record<VitalName, string> = {
  lcp: 'LCP sem dados: o navegador não registou nenhum elemento pintado durante a medição.',
  cls: 'CLS sem dados: o navegador não comunicou a primeira pintura, condição do CLS.',
  inp: 'INP sem dados: o INP só existe depois de uma interação real (toque, clique, tecla) e a auditoria não simula nenhuma; veja-o nos dados de campo (Search Console, CrUX).',
  fcp: 'FCP sem dados: o navegador não registou a primeira pintura com conteúdo.',
};

function limits(name: VitalName): string {
  const { good, poor } = VITAL_THRESHOLDS[name];
  return `bom até ${formatVital(name, good)}, fraco acima de ${formatVital(name, poor)}`;
}

/** One recommendation per metric: keep it, improve it, or why there is no value. */
export function vitalsRecommendations(values: Record<VitalName, number | null>): string[] {
  return VITAL_NAMES.map((name) => {
    const band = vitalBand(name, values[name]);
    if (band === null) return NOT_MEASURED[name];
    const measured = `${name.toUpperCase()} ${formatVital(name, values[name])} (${BAND_LABELS[band]}; ${limits(name)})`;
    return band === 'good' ? `${measured}: manter.` : `${measured}: ${FIXES[name]}`;
  });
}

/** Poor values are warnings, values needing improvement are improvements; good ones no issue. */
export function vitalsIssues(values: Record<VitalName, number | null>): ClassifiedIssue[] {
  return VITAL_NAMES.flatMap((name): ClassifiedIssue[] => {
    const band = vitalBand(name, values[name]);
    if (band === null || band === 'good') return [];
    return [
      {
        type: 'Desempenho',
        severity: band === 'poor' ? 'warning' : 'improvement',
        description: `${VITAL_THRESHOLDS[name].label}: ${formatVital(name, values[name])} (${BAND_LABELS[band]}; ${limits(name)}).`,
        impact: IMPACTS[name],
        fix: FIXES[name],
      },
    ];
  });
}

// The HTML download: one self-contained, readable file (inline CSS, no scripts, no external
// resources) with every value from the page escaped.
import type { AuditIssue, AuditReport, CheckResult, Score } from '#src/features/seo/audit/report-types.ts';
import { SCORE_BAND_LABELS, scoreBand, scoreColour } from '#src/features/seo/audit/score-colour.ts';
import {
  BAND_LABELS,
  formatVital,
  VITAL_NAMES,
  VITAL_THRESHOLDS,
  vitalBand,
} from '#src/features/seo/audit/vitals-bands.ts';
import { escapeMarkup as e } from '#src/lib/escape-markup.ts';

/** What the page shows beyond the report's JSON shape: the checks and how it was measured. */
export interface ReportDetails {
  seo: readonly CheckResult[];
  hreflang: readonly CheckResult[];
  bestPractices: readonly CheckResult[];
  notes: readonly string[];
}

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;margin:0;line-height:1.5}
main{max-width:960px;margin:0 auto;padding:24px 16px 48px}
h1{font-size:1.6rem;margin:0 0 4px}h2{font-size:1.25rem;margin:32px 0 12px;border-bottom:1px solid #cbd5e1;padding-bottom:4px}
h3{font-size:1.05rem;margin:20px 0 8px}
.meta{color:#475569;margin:0}
.scores{display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:12px;margin-top:16px}
.score{background:#fff;border:1px solid #e2e8f0;border-top:6px solid;border-radius:8px;padding:12px;text-align:center}
.score strong{display:block;font-size:2rem}
table{width:100%;border-collapse:collapse;background:#fff;font-size:.92rem}
th,td{border:1px solid #e2e8f0;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f1f5f9}
.pass{color:#15803d}.fail{color:#b91c1c}.unknown{color:#475569}
ul.issues{list-style:none;padding:0}ul.issues li{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:10px 12px;margin-bottom:8px}
.tag{display:inline-block;font-size:.8rem;background:#e2e8f0;border-radius:4px;padding:0 6px;margin-right:6px}
.empty{color:#475569}
.outline li{margin:2px 0}
`;

const SCORE_NAMES: [keyof AuditReport['scores'], string][] = [
  ['seo', 'SEO'],
  ['performance', 'Desempenho'],
  ['accessibility', 'Acessibilidade'],
  ['bestPractices', 'Boas práticas'],
];

const STATUS_TEXT: Record<CheckResult['status'], string> = {
  pass: 'Passou',
  fail: 'Falhou',
  unknown: 'Sem dados',
};

function scoreCard(label: string, score: Score): string {
  const value = score === null ? 'sem dados' : `${score}/100`;
  return `<div class="score" style="border-top-color:${scoreColour(score)}"><span>${e(label)}</span><strong style="color:${scoreColour(score)}">${e(value)}</strong><span>${e(SCORE_BAND_LABELS[scoreBand(score)])}</span></div>`;
}

function issueList(title: string, issues: readonly AuditIssue[]): string {
  const items = issues
    .map(
      (issue) =>
        `<li><span class="tag">${e(issue.type)}</span><strong>${e(issue.description)}</strong><br>Impacto: ${e(issue.impact)}<br>Como corrigir: ${e(issue.fix)}</li>`,
    )
    .join('');
  return `<h3>${e(title)} (${issues.length})</h3>${items ? `<ul class="issues">${items}</ul>` : '<p class="empty">Nenhum.</p>'}`;
}

function checkTable(title: string, checks: readonly CheckResult[]): string {
  if (checks.length === 0) return '';
  const rows = checks
    .map(
      (check) =>
        `<tr><td>${e(check.label)}</td><td class="${check.status}">${STATUS_TEXT[check.status]}</td><td>${e(check.detail)}</td></tr>`,
    )
    .join('');
  return `<h3>${e(title)}</h3><table><thead><tr><th>Verificação</th><th>Resultado</th><th>Detalhe</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function vitalsSection(report: AuditReport): string {
  const rows = VITAL_NAMES.map((name) => {
    const value = report.performance[name];
    const band = vitalBand(name, value);
    const { good, poor } = VITAL_THRESHOLDS[name];
    return `<tr><td>${e(VITAL_THRESHOLDS[name].label)}</td><td>${e(formatVital(name, value))}</td><td>${e(band ? BAND_LABELS[band] : 'Sem dados')}</td><td>≤ ${e(formatVital(name, good))} / &gt; ${e(formatVital(name, poor))}</td></tr>`;
  }).join('');
  const advice = report.performance.recommendations.map((text) => `<li>${e(text)}</li>`).join('');
  return `<h2>Web vitals</h2><table><thead><tr><th>Métrica</th><th>Valor</th><th>Avaliação</th><th>Bom / fraco</th></tr></thead><tbody>${rows}</tbody></table><h3>Recomendações</h3><ul>${advice}</ul>`;
}

function pageMapSection({ pageMap }: AuditReport): string {
  const sections = pageMap.sections
    .map(
      (section) =>
        `<tr><td>#${e(section.id)}</td><td>${e(section.tag)}</td><td>${e(section.heading ?? '—')}</td></tr>`,
    )
    .join('');
  const outline = pageMap.headings
    .map(
      (heading) =>
        `<li style="margin-left:${(heading.level - 1) * 16}px">h${heading.level} · ${e(heading.text)}</li>`,
    )
    .join('');
  const links = pageMap.links.items
    .map((link) => `<tr><td>${e(link.text || '—')}</td><td>${e(link.href)}</td><td>${e(link.kind)}</td></tr>`)
    .join('');
  const images = pageMap.images
    .map((image) => {
      const declared = image.width && image.height ? `${image.width}×${image.height}` : '—';
      const natural =
        image.naturalWidth && image.naturalHeight
          ? `${image.naturalWidth}×${image.naturalHeight}`
          : 'não carregada';
      return `<tr><td>${e(image.src)}</td><td>${image.alt === null ? '<span class="fail">sem alt</span>' : e(image.alt || '(decorativa)')}</td><td>${e(declared)}</td><td>${e(natural)}</td><td>${image.hasDimensions ? 'sim' : '<span class="fail">não</span>'}</td></tr>`;
    })
    .join('');
  return [
    '<h2>Mapa da página</h2>',
    `<h3>Secções (${pageMap.sections.length})</h3>`,
    sections
      ? `<table><thead><tr><th>Id</th><th>Elemento</th><th>Título</th></tr></thead><tbody>${sections}</tbody></table>`
      : '<p class="empty">Nenhuma.</p>',
    `<h3>Títulos (${pageMap.headings.length})</h3>`,
    outline ? `<ul class="outline">${outline}</ul>` : '<p class="empty">Nenhum.</p>',
    `<h3>Ligações: ${pageMap.links.internal} internas, ${pageMap.links.external} externas, ${pageMap.links.other} outras</h3>`,
    links
      ? `<table><thead><tr><th>Texto</th><th>Endereço</th><th>Tipo</th></tr></thead><tbody>${links}</tbody></table>`
      : '',
    `<h3>Imagens (${pageMap.images.length})</h3>`,
    images
      ? `<table><thead><tr><th>Origem</th><th>Alt</th><th>width×height</th><th>Tamanho real</th><th>Espaço reservado</th></tr></thead><tbody>${images}</tbody></table>`
      : '<p class="empty">Nenhuma.</p>',
  ].join('');
}

export function reportToHtml(report: AuditReport, details?: ReportDetails): string {
  const when = new Date(report.timestamp).toLocaleString('pt-PT', { timeZone: 'Europe/Lisbon' });
  return `<!doctype html>
<html lang="pt-PT">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex,nofollow">
<title>Relatório de auditoria SEO · ${e(report.url)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Relatório de auditoria SEO</h1>
<p class="meta">Página auditada: ${e(report.url)}</p>
<p class="meta">Data: ${e(when)}</p>
<div class="scores">${SCORE_NAMES.map(([key, label]) => scoreCard(label, report.scores[key])).join('')}</div>
${details?.notes.length ? `<ul class="meta">${details.notes.map((note) => `<li>${e(note)}</li>`).join('')}</ul>` : ''}
<h2>Problemas</h2>
${issueList('Críticos', report.issues.critical)}
${issueList('Avisos', report.issues.warnings)}
${issueList('Melhorias', report.issues.improvements)}
${vitalsSection(report)}
${details ? `<h2>Verificações</h2>${checkTable('SEO', details.seo)}${checkTable('Idiomas (hreflang)', details.hreflang)}${checkTable('Boas práticas', details.bestPractices)}` : ''}
${pageMapSection(report)}
</main>
</body>
</html>
`;
}

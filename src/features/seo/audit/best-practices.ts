// Best practices as concrete checks on the rendered page and its response headers. A check
// whose evidence was not available (headers not readable, console not captured, a plain-HTTP
// page for mixed content) is "unknown": shown as "sem dados" and left out of the score.
import { BASE_LOCALE, localeOfPath, SITE_LOCALES } from '#portable/site-locales.ts';
import { readHomeState } from '#src/lib/home-state-contract.ts';
import type { SiteRevision } from '#src/lib/site-revision.ts';
import { missingAnchorTargets } from './page-map.ts';
import { prerenderFreshnessCheck } from './prerender-freshness.ts';
import type { CheckResult, CheckStatus, ClassifiedIssue, PageMapImage } from './report-types.ts';

export interface BestPracticeInput {
  doc: Document;
  pageUrl: string;
  images: readonly PageMapImage[];
  /** Errors the page logged or threw while it was measured; null when they could not be captured. */
  consoleErrors: readonly string[] | null;
  /** Response headers of the page (lower-case names); null when they could not be read. */
  headers: Readonly<Record<string, string>> | null;
  /** Addresses of every resource the page loaded (Resource Timing), for mixed content. */
  resourceUrls: readonly string[];
  /** The site revision now (null: none; undefined: not read), against the one the page was built from. */
  siteRevision: SiteRevision | null | undefined;
}

type Issue = Omit<ClassifiedIssue, 'type'>;

function check(id: string, label: string, status: CheckStatus, detail: string, issue?: Issue): CheckResult {
  return status === 'fail' && issue
    ? { id, label, status, detail, issue: { type: 'Boas práticas', ...issue } }
    : { id, label, status, detail };
}

function list(values: readonly string[], limit = 3): string {
  const shown = values.slice(0, limit).join(', ');
  return values.length > limit ? `${shown} e mais ${values.length - limit}` : shown;
}

function canonicalHost({ doc, pageUrl }: BestPracticeInput): CheckResult {
  const label = 'Canonical no mesmo domínio';
  const href = doc.querySelector('link[rel~="canonical" i]')?.getAttribute('href');
  let canonical: URL | null = null;
  try {
    canonical = href ? new URL(href) : null;
  } catch {
    canonical = null;
  }
  if (!canonical) return check('canonical-host', label, 'unknown', 'Sem canonical absoluto (ver SEO).');
  const host = new URL(pageUrl).host;
  if (canonical.host === host) return check('canonical-host', label, 'pass', canonical.host);
  return check('canonical-host', label, 'fail', `${canonical.host} ≠ ${host}`, {
    severity: 'warning',
    description: `O canonical aponta para ${canonical.host}, mas a página foi servida por ${host}.`,
    impact: 'Se o domínio do canonical não for o publicado, os motores de busca indexam outro endereço.',
    fix: 'Defina VITE_SITE_URL com o domínio público do site (é ele que gera o canonical).',
  });
}

function consoleErrors({ consoleErrors: errors }: BestPracticeInput): CheckResult {
  const label = 'Sem erros na consola';
  if (errors === null) {
    return check(
      'console-errors',
      label,
      'unknown',
      'Não foi possível escutar a consola antes dos scripts da página.',
    );
  }
  if (errors.length === 0) return check('console-errors', label, 'pass', 'Nenhum erro registado.');
  return check('console-errors', label, 'fail', list(errors, 2), {
    severity: 'warning',
    description: `A página registou ${errors.length} erro(s) durante o carregamento: ${list(errors, 2)}.`,
    impact: 'Erros de JavaScript ou recursos em falta costumam deixar partes da página sem funcionar.',
    fix: 'Abra as ferramentas do navegador na página auditada e corrija a causa de cada erro da consola.',
  });
}

function imagesAlt({ images }: BestPracticeInput): CheckResult {
  const label = 'Imagens com texto alternativo';
  const missing = images.filter((image) => image.alt === null).map((image) => image.src || '(sem src)');
  if (missing.length === 0)
    return check('images-alt', label, 'pass', `${images.length} imagens, todas com alt.`);
  return check('images-alt', label, 'fail', list(missing), {
    severity: 'warning',
    description: `${missing.length} imagem(ns) sem atributo alt: ${list(missing)}.`,
    impact: 'Leitores de ecrã leem o nome do ficheiro e o Google Imagens não sabe o que mostram.',
    fix: 'Dê a cada imagem um alt que descreva o que mostra (alt="" só nas decorativas).',
  });
}

function imagesSized({ images }: BestPracticeInput): CheckResult {
  const label = 'Imagens com dimensões reservadas';
  const unsized = images.filter((image) => !image.hasDimensions).map((image) => image.src || '(sem src)');
  if (unsized.length === 0)
    return check('images-size', label, 'pass', `${images.length} imagens com espaço reservado.`);
  return check('images-size', label, 'fail', list(unsized), {
    severity: 'warning',
    description: `${unsized.length} imagem(ns) sem width/height nem aspect-ratio: ${list(unsized)}.`,
    impact: 'O conteúdo salta quando a imagem carrega (CLS).',
    fix: 'Indique width e height na <img> ou ponha-a numa caixa com aspect-ratio.',
  });
}

function mixedContent({ doc, pageUrl, resourceUrls }: BestPracticeInput): CheckResult {
  const label = 'Sem conteúdo misto (HTTP em HTTPS)';
  if (new URL(pageUrl).protocol !== 'https:') {
    return check(
      'mixed-content',
      label,
      'unknown',
      'A página não foi servida por HTTPS; o conteúdo misto só se mede em HTTPS.',
    );
  }
  const declared = [
    ...doc.querySelectorAll('img[src], script[src], iframe[src], video[src], audio[src], source[src]'),
  ]
    .map((element) => element.getAttribute('src') ?? '')
    .concat(
      [...doc.querySelectorAll('link[rel~="stylesheet" i][href]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
    );
  const insecure = [
    ...new Set([...declared, ...resourceUrls].filter((url) => /^http:\/\//i.test(url.trim()))),
  ];
  if (insecure.length === 0) return check('mixed-content', label, 'pass', 'Todos os recursos por HTTPS.');
  return check('mixed-content', label, 'fail', list(insecure), {
    severity: 'critical',
    description: `A página HTTPS carrega ${insecure.length} recurso(s) por HTTP: ${list(insecure)}.`,
    impact: 'O navegador bloqueia ou marca estes recursos como inseguros.',
    fix: 'Sirva todos os recursos por https://.',
  });
}

function viewport({ doc }: BestPracticeInput): CheckResult {
  const label = 'Meta viewport para telemóvel';
  const content = doc.querySelector('meta[name="viewport" i]')?.getAttribute('content') ?? null;
  const directives = (content ?? '').toLowerCase().replace(/\s+/g, '');
  const responsive = directives.split(/[,;]/).includes('width=device-width');
  const blocksZoom =
    /user-scalable=(no|0)/.test(directives) || /maximum-scale=(0?\.\d+|1(\.0*)?)(,|;|$)/.test(directives);
  if (responsive && !blocksZoom) return check('viewport', label, 'pass', content ?? '');
  return check('viewport', label, 'fail', content ?? 'Sem meta viewport.', {
    severity: 'critical',
    description: content
      ? `A meta viewport «${content}» ${blocksZoom ? 'impede o zoom' : 'não usa width=device-width'}.`
      : 'A página não tem meta viewport.',
    impact: 'No telemóvel a página aparece minúscula ou não deixa ampliar o texto.',
    fix: 'Use <meta name="viewport" content="width=device-width, initial-scale=1">.',
  });
}

function language({ doc, pageUrl }: BestPracticeInput): CheckResult {
  // each language page declares its own language; any other path is the base language's
  const locale = localeOfPath(new URL(pageUrl).pathname) ?? BASE_LOCALE;
  const expected = SITE_LOCALES[locale].htmlLang;
  const label = `Idioma ${expected} declarado`;
  const lang = doc.documentElement.getAttribute('lang')?.trim() ?? '';
  if (lang.toLowerCase() === expected.toLowerCase()) return check('lang', label, 'pass', `lang="${lang}"`);
  return check('lang', label, 'fail', lang ? `lang="${lang}"` : 'Sem atributo lang.', {
    severity: 'warning',
    description: lang ? `O idioma declarado é «${lang}», não ${expected}.` : 'A página não declara o idioma.',
    impact:
      'Leitores de ecrã pronunciam mal o texto e os motores de busca podem mostrar a página ao público errado.',
    fix: `Use <html lang="${expected}">.`,
  });
}

function anchors({ doc, pageUrl }: BestPracticeInput): CheckResult {
  const label = 'Ligações internas com destino';
  const missing = missingAnchorTargets(doc, pageUrl);
  if (missing.length === 0) return check('anchors', label, 'pass', 'Todas as âncoras (#id) existem.');
  const ids = missing.map((id) => `#${id}`);
  return check('anchors', label, 'fail', list(ids), {
    severity: 'warning',
    description: `Ligações para secções que não existem: ${list(ids)}.`,
    impact: 'Os itens do menu não levam a lado nenhum.',
    fix: 'Dê às secções os ids que o menu usa, ou corrija as ligações.',
  });
}

interface HeaderRule {
  id: string;
  name: string;
  label: string;
  accept: (value: string) => boolean;
  why: string;
  fix: string;
}

const HEADER_RULES: HeaderRule[] = [
  {
    id: 'x-content-type-options',
    name: 'x-content-type-options',
    label: 'Cabeçalho X-Content-Type-Options',
    accept: (value) => value.trim().toLowerCase() === 'nosniff',
    why: 'Sem nosniff o navegador pode interpretar ficheiros com um tipo diferente do declarado.',
    fix: 'Envie X-Content-Type-Options: nosniff nas respostas do alojamento.',
  },
  {
    id: 'referrer-policy',
    name: 'referrer-policy',
    label: 'Cabeçalho Referrer-Policy',
    accept: (value) => value.trim() !== '' && !/unsafe-url|no-referrer-when-downgrade/i.test(value),
    why: 'Sem política o endereço completo das páginas é enviado a outros sites.',
    fix: 'Envie Referrer-Policy: strict-origin-when-cross-origin (ou no-referrer).',
  },
  {
    id: 'content-security-policy',
    name: 'content-security-policy',
    label: 'Cabeçalho Content-Security-Policy',
    accept: (value) => value.trim() !== '',
    why: 'Sem CSP um script injetado corre com todos os privilégios da página.',
    fix: "Envie uma Content-Security-Policy (pelo menos default-src 'self' e as origens de que a página precisa).",
  },
];

function securityHeader(rule: HeaderRule, { headers }: BestPracticeInput): CheckResult {
  if (headers === null)
    return check(rule.id, rule.label, 'unknown', 'Não foi possível ler os cabeçalhos da resposta.');
  const value = headers[rule.name];
  if (value !== undefined && rule.accept(value)) return check(rule.id, rule.label, 'pass', value);
  return check(rule.id, rule.label, 'fail', value === undefined ? 'Ausente.' : value, {
    severity: 'improvement',
    description:
      value === undefined
        ? `A resposta não envia ${rule.label.replace('Cabeçalho ', '')}.`
        : `${rule.label}: «${value}».`,
    impact: rule.why,
    fix: rule.fix,
  });
}

export function runBestPracticeChecks(input: BestPracticeInput): CheckResult[] {
  return [
    canonicalHost(input),
    consoleErrors(input),
    imagesAlt(input),
    imagesSized(input),
    mixedContent(input),
    viewport(input),
    language(input),
    anchors(input),
    prerenderFreshnessCheck(readHomeState(input.doc), input.siteRevision),
    ...HEADER_RULES.map((rule) => securityHeader(rule, input)),
  ];
}

/** Passed checks out of those that could be decided; null when none could. */
export function bestPracticesScore(checks: readonly CheckResult[]): number | null {
  const known = checks.filter((result) => result.status !== 'unknown');
  if (known.length === 0) return null;
  return Math.round((100 * known.filter((result) => result.status === 'pass').length) / known.length);
}

// The weighted SEO checks of docs/requirements/seo.md, run on a rendered document (the audited page, or a
// crafted one in tests). Each check passes or fails on what the document really contains.
import { absoluteHttpUrl } from './absolute-url.ts';
import type { ClassifiedIssue } from './report-types.ts';
import type { SeoCheckId, SeoCheckResult } from './seo-score.ts';

// the limits the owner's texts are held to in /admin, so the audit and the form agree
import {
  PAGE_DESCRIPTION_MAX_LENGTH as DESCRIPTION_MAX_LENGTH,
  PAGE_TITLE_MAX_LENGTH as TITLE_MAX_LENGTH,
} from '#portable/page-texts/page-texts-catalogue.ts';

/**
 * schema.org types a search engine understands at the top level of a JSON-LD block: the
 * business (LocalBusiness and the subtypes that fit a home-services company), the site, its
 * pages and the usual rich-result types.
 */
const KNOWN_SCHEMA_TYPES: ReadonlySet<string> = new Set([
  'Organization',
  'LocalBusiness',
  'HomeAndConstructionBusiness',
  'ProfessionalService',
  'DryCleaningOrLaundry',
  'AutomotiveBusiness',
  'AutoWash',
  'GeneralContractor',
  'WebSite',
  'WebPage',
  'AboutPage',
  'ContactPage',
  'BreadcrumbList',
  'FAQPage',
  'Service',
  'Product',
  'Offer',
  'ItemList',
  'Review',
  'VideoObject',
  'ImageObject',
  'HowTo',
  'Person',
  'Place',
]);

type Issue = Omit<ClassifiedIssue, 'type'>;

function result(
  id: SeoCheckId,
  label: string,
  passed: boolean,
  detail: string,
  issue?: Issue,
): SeoCheckResult {
  return passed
    ? { id, label, status: 'pass', detail }
    : { id, label, status: 'fail', detail, ...(issue ? { issue: { type: 'SEO', ...issue } } : {}) };
}

/** Characters as a reader counts them (code points), like the site's own title cut. */
function length(text: string): number {
  return Array.from(text).length;
}

function metaContent(doc: Document, selector: string): string | null {
  const element = doc.querySelector(selector);
  const content = element?.getAttribute('content');
  return content == null ? null : content.trim();
}

function checkTitle(doc: Document): SeoCheckResult {
  const title = doc.title.trim();
  const label = `Título com até ${TITLE_MAX_LENGTH} caracteres`;
  if (!title) {
    return result('title', label, false, 'Sem <title>.', {
      severity: 'critical',
      description: 'A página não tem título (<title>).',
      impact:
        'O título é o texto clicável nos resultados de pesquisa; sem ele o motor de busca improvisa um.',
      fix: `Defina um <title> descritivo com até ${TITLE_MAX_LENGTH} caracteres: serviço e localidade primeiro.`,
    });
  }
  const size = length(title);
  if (size > TITLE_MAX_LENGTH) {
    return result('title', label, false, `«${title}» (${size} caracteres).`, {
      severity: 'warning',
      description: `O título tem ${size} caracteres (máximo ${TITLE_MAX_LENGTH}).`,
      impact: 'Títulos longos aparecem cortados nos resultados de pesquisa.',
      fix: `Encurte o título para ${TITLE_MAX_LENGTH} caracteres ou menos, com as palavras mais importantes no início.`,
    });
  }
  return result('title', label, true, `«${title}» (${size} caracteres).`);
}

function checkDescription(doc: Document): SeoCheckResult {
  const description = metaContent(doc, 'meta[name="description"]');
  const label = `Meta description com até ${DESCRIPTION_MAX_LENGTH} caracteres`;
  if (!description) {
    return result('description', label, false, 'Sem <meta name="description">.', {
      severity: 'critical',
      description: 'A página não tem meta description.',
      impact: 'O resumo mostrado nos resultados de pesquisa fica ao critério do motor de busca.',
      fix: `Adicione <meta name="description"> com um resumo de até ${DESCRIPTION_MAX_LENGTH} caracteres e um apelo ao contacto.`,
    });
  }
  const size = length(description);
  if (size > DESCRIPTION_MAX_LENGTH) {
    return result('description', label, false, `${size} caracteres.`, {
      severity: 'warning',
      description: `A meta description tem ${size} caracteres (máximo ${DESCRIPTION_MAX_LENGTH}).`,
      impact: 'Descrições longas aparecem cortadas nos resultados de pesquisa.',
      fix: `Reduza a descrição para ${DESCRIPTION_MAX_LENGTH} caracteres ou menos.`,
    });
  }
  return result('description', label, true, `${size} caracteres.`);
}

function checkCanonical(doc: Document, pageUrl: string): SeoCheckResult {
  const links = [...doc.querySelectorAll('link[rel~="canonical" i]')];
  const label = 'URL canónico absoluto, da própria página';
  const page = new URL(pageUrl);
  const fix = `Declare um único <link rel="canonical"> com o endereço absoluto desta página (https://…${page.pathname}).`;
  if (links.length === 0) {
    return result('canonical', label, false, 'Sem <link rel="canonical">.', {
      severity: 'warning',
      description: 'A página não declara o seu URL canónico.',
      impact: 'Variantes do endereço (com parâmetros, http/https, www) podem dividir a relevância da página.',
      fix,
    });
  }
  if (links.length > 1) {
    return result('canonical', label, false, `${links.length} elementos canonical.`, {
      severity: 'warning',
      description: `A página declara ${links.length} URLs canónicos.`,
      impact: 'Com canónicos contraditórios o motor de busca ignora todos.',
      fix,
    });
  }
  const href = links[0]?.getAttribute('href')?.trim() ?? '';
  const canonical = absoluteHttpUrl(href);
  if (!canonical) {
    return result('canonical', label, false, href ? `«${href}» não é absoluto.` : 'href vazio.', {
      severity: 'warning',
      description: 'O URL canónico não é um endereço absoluto.',
      impact: 'Um canónico relativo ou vazio é ambíguo e pode ser ignorado.',
      fix,
    });
  }
  // the path, not the host: the host is judged by the best-practice check "Canonical no mesmo
  // domínio", since the audit may run on another host than the public one
  const own = page.pathname + page.search;
  if (canonical.pathname + canonical.search !== own) {
    return result('canonical', label, false, `«${href}» não é ${own}.`, {
      severity: 'critical',
      description: `O URL canónico (${href}) aponta para outra página, não para a auditada (${own}).`,
      impact:
        'Os motores de busca tratam esta página como cópia da outra e deixam de a mostrar nos resultados.',
      fix,
    });
  }
  return result('canonical', label, true, href);
}

function checkOgTitle(doc: Document): SeoCheckResult {
  const ogTitle = metaContent(doc, 'meta[property="og:title"]');
  const label = 'og:title presente';
  if (!ogTitle) {
    return result('ogTitle', label, false, 'Sem <meta property="og:title">.', {
      severity: 'warning',
      description: 'A página não tem og:title.',
      impact: 'Ao partilhar a página (WhatsApp, Facebook) a pré-visualização fica sem título próprio.',
      fix: 'Adicione <meta property="og:title"> com o título da página.',
    });
  }
  return result('ogTitle', label, true, `«${ogTitle}»`);
}

function typesOf(item: unknown): string[] {
  if (typeof item !== 'object' || item === null) return [];
  const type = (item as Record<string, unknown>)['@type'];
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((value): value is string => typeof value === 'string') : [];
}

function mentionsSchemaOrg(context: unknown): boolean {
  if (typeof context === 'string') return /^https?:\/\/schema\.org\/?$/.test(context.trim());
  if (Array.isArray(context)) return context.some(mentionsSchemaOrg);
  if (typeof context === 'object' && context !== null)
    return mentionsSchemaOrg((context as Record<string, unknown>)['@vocab']);
  return false;
}

/** The top-level items of one parsed JSON-LD block, each with the @context that applies to it. */
function itemsOf(block: unknown): { item: unknown; context: unknown }[] {
  if (Array.isArray(block)) return block.flatMap(itemsOf);
  if (typeof block !== 'object' || block === null) return [{ item: block, context: undefined }];
  const record = block as Record<string, unknown>;
  const graph = record['@graph'];
  if (Array.isArray(graph)) return graph.map((item) => ({ item, context: record['@context'] }));
  return [{ item: block, context: record['@context'] }];
}

function checkStructuredData(doc: Document): SeoCheckResult {
  const scripts = [...doc.querySelectorAll('script[type="application/ld+json" i]')];
  const label = 'Dados estruturados (JSON-LD) válidos';
  const fix =
    'Inclua blocos <script type="application/ld+json"> com "@context": "https://schema.org" e tipos reconhecidos (LocalBusiness, WebSite, BreadcrumbList).';
  if (scripts.length === 0) {
    return result('structuredData', label, false, 'Nenhum bloco JSON-LD.', {
      severity: 'warning',
      description: 'A página não tem dados estruturados.',
      impact:
        'Sem dados estruturados o negócio não aparece com morada, horário e contactos nos resultados ricos.',
      fix,
    });
  }
  const found: string[] = [];
  for (const [index, script] of scripts.entries()) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(script.textContent ?? '');
    } catch {
      return result('structuredData', label, false, `O bloco ${index + 1} não é JSON válido.`, {
        severity: 'warning',
        description: `O bloco JSON-LD n.º ${index + 1} não é JSON válido.`,
        impact: 'Um bloco que não se consegue ler é ignorado por inteiro.',
        fix: 'Corrija a sintaxe do bloco (aspas, vírgulas) e valide-o no Teste de resultados ricos.',
      });
    }
    for (const { item, context } of itemsOf(parsed)) {
      const types = typesOf(item);
      const known = types.filter((type) => KNOWN_SCHEMA_TYPES.has(type));
      if (!mentionsSchemaOrg(context) || known.length === 0) {
        const what = types.length ? types.join(', ') : 'sem @type';
        return result('structuredData', label, false, `Bloco ${index + 1}: ${what}.`, {
          severity: 'warning',
          description: `O bloco JSON-LD n.º ${index + 1} não tem um @context schema.org com um @type reconhecido (${what}).`,
          impact: 'Os motores de busca ignoram tipos e vocabulários que não conhecem.',
          fix,
        });
      }
      found.push(...known);
    }
  }
  return result('structuredData', label, true, found.join(', '));
}

/** The directives of a robots meta or X-Robots-Tag value; "googlebot: noindex" counts as noindex. */
function robotsDirectives(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .map((part) => part.slice(part.lastIndexOf(':') + 1).trim());
}

function checkRobots(doc: Document, robotsHeader: string | null): SeoCheckResult {
  const sources = [...doc.querySelectorAll('meta[name="robots" i], meta[name="googlebot" i]')]
    .map((meta) => meta.getAttribute('content') ?? '')
    .concat(robotsHeader ? [robotsHeader] : []);
  const blocked = sources.some((value) =>
    robotsDirectives(value).some((directive) => directive === 'noindex' || directive === 'none'),
  );
  const label = 'Robots permite indexar';
  const detail = sources.length ? sources.join(' · ') : 'Sem meta robots (indexação permitida por omissão).';
  if (blocked) {
    return result('robots', label, false, detail, {
      severity: 'critical',
      description: 'A página pede aos motores de busca que não a indexem (noindex).',
      impact: 'A página desaparece dos resultados de pesquisa.',
      fix: 'Use <meta name="robots" content="index,follow"> na página pública e retire noindex do X-Robots-Tag.',
    });
  }
  return result('robots', label, true, detail);
}

function checkSingleH1(doc: Document): SeoCheckResult {
  const count = doc.querySelectorAll('h1').length;
  const label = 'Exatamente um h1';
  if (count !== 1) {
    return result('singleH1', label, false, `${count} elementos h1.`, {
      severity: 'warning',
      description:
        count === 0 ? 'A página não tem título principal (h1).' : `A página tem ${count} títulos h1.`,
      impact: 'O h1 diz aos motores de busca e aos leitores de ecrã qual é o tema da página.',
      fix: 'Use um único h1 com o serviço principal e a localidade; os restantes títulos em h2/h3.',
    });
  }
  return result('singleH1', label, true, `«${doc.querySelector('h1')?.textContent?.trim() ?? ''}»`);
}

function checkSubHeadings(doc: Document): SeoCheckResult {
  const count = doc.querySelectorAll('h2').length;
  const label = 'Subtítulos (h2)';
  if (count === 0) {
    return result('subHeadings', label, false, 'Nenhum h2.', {
      severity: 'warning',
      description: 'A página não tem subtítulos h2.',
      impact:
        'Sem subtítulos a estrutura das secções não é clara para motores de busca nem leitores de ecrã.',
      fix: 'Dê a cada secção (serviços, antes e depois, FAQ…) um título h2.',
    });
  }
  return result('subHeadings', label, true, `${count} elementos h2.`);
}

export interface SeoCheckOptions {
  /** The audited page's own address: the canonical must name it. */
  pageUrl: string;
  /** The page's X-Robots-Tag response header, when it could be read. */
  robotsHeader?: string | null;
}

/** The eight weighted checks, in the order of docs/requirements/seo.md. */
export function runSeoChecks(doc: Document, options: SeoCheckOptions): SeoCheckResult[] {
  return [
    checkTitle(doc),
    checkDescription(doc),
    checkCanonical(doc, options.pageUrl),
    checkOgTitle(doc),
    checkStructuredData(doc),
    checkRobots(doc, options.robotsHeader ?? null),
    checkSingleH1(doc),
    checkSubHeadings(doc),
  ];
}

/** Unweighted suggestions: the share preview beyond og:title. */
export function seoSuggestions(doc: Document): ClassifiedIssue[] {
  const suggestions: ClassifiedIssue[] = [];
  if (!metaContent(doc, 'meta[property="og:description"]')) {
    suggestions.push({
      type: 'SEO',
      severity: 'improvement',
      description: 'Falta og:description.',
      impact: 'A pré-visualização partilhada fica sem resumo.',
      fix: 'Adicione <meta property="og:description"> com a mesma descrição da página.',
    });
  }
  if (!metaContent(doc, 'meta[property="og:image"]')) {
    suggestions.push({
      type: 'SEO',
      severity: 'improvement',
      description: 'Falta og:image.',
      impact: 'Links partilhados aparecem sem imagem, o que reduz os cliques.',
      fix: 'Adicione <meta property="og:image"> com uma imagem de 1200×630 px.',
    });
  }
  return suggestions;
}

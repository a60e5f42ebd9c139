// The language alternates of the audited page (hreflang): unweighted checks, shown beside the
// weighted SEO checks and reported as issues, so the SEO score keeps the spec's weights. A page
// without alternates (a single-language site) has nothing to declare and passes.
import { BASE_LOCALE, localeOfPath, SITE_LOCALES } from '#portable/site-locales.ts';
import { isXDefault, ownAddress, readAlternates, selfValues } from './hreflang-alternates.ts';
import { isValidHreflang } from './hreflang-code.ts';
import { checkReturnLinks, type ReturnPage } from './hreflang-return.ts';
import type { CheckResult, ClassifiedIssue } from './report-types.ts';

type Issue = Omit<ClassifiedIssue, 'type'>;

/** Passes when `failure` is null; otherwise fails with it as the detail. */
function check(
  id: string,
  label: string,
  failure: string | null,
  passDetail: string,
  issue: Issue,
): CheckResult {
  return failure === null
    ? { id, label, status: 'pass', detail: passDetail }
    : { id, label, status: 'fail', detail: failure, issue: { type: 'SEO', ...issue } };
}

function quoted(values: readonly string[]): string {
  return values.map((value) => `«${value}»`).join(', ');
}

/** The hreflang this page should give itself, by its path; a placeholder for an unknown path. */
function expectedValue(own: URL): string {
  const locale = localeOfPath(own.pathname);
  return locale ? SITE_LOCALES[locale].hreflang : '<idioma desta página>';
}

export function runHreflangChecks(
  doc: Document,
  pageUrl: string,
  returns: readonly ReturnPage[],
): CheckResult[] {
  const alternates = readAlternates(doc);
  if (alternates.length === 0) {
    return [
      {
        id: 'hreflang',
        label: 'Alternativas de idioma (hreflang)',
        status: 'pass',
        detail: 'Sem alternativas hreflang: página num só idioma, nada a declarar.',
      },
    ];
  }
  const own = ownAddress(doc, pageUrl);
  const relative = alternates.filter((alternate) => alternate.url === null);
  const invalid = alternates.filter((alternate) => !isValidHreflang(alternate.hreflang));
  const values = alternates.map((alternate) => alternate.hreflang.toLowerCase());
  const repeated = [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
  const self = selfValues(alternates, own);
  const listed = alternates.map((alternate) => `${alternate.hreflang} → ${alternate.href}`).join(' · ');

  return [
    check(
      'hreflang-urls',
      'URLs hreflang absolutos',
      relative.length ? quoted(relative.map((alternate) => alternate.href)) : null,
      `${alternates.length} alternativas com URL absoluto.`,
      {
        severity: 'critical',
        description: `Alternativas hreflang sem URL absoluto: ${quoted(relative.map((alternate) => alternate.href))}.`,
        impact: 'Os motores de busca ignoram alternativas com endereço relativo ou vazio.',
        fix: 'Escreva o href de cada <link rel="alternate" hreflang> por inteiro (https://…/).',
      },
    ),
    check(
      'hreflang-codes',
      'Códigos de idioma válidos',
      invalid.length ? quoted(invalid.map((alternate) => alternate.hreflang)) : null,
      alternates.map((alternate) => alternate.hreflang).join(', '),
      {
        severity: 'critical',
        description: `Códigos hreflang inválidos: ${quoted(invalid.map((alternate) => alternate.hreflang))}.`,
        impact:
          'Uma alternativa com um código que não existe é ignorada: a página não chega ao público desse idioma.',
        fix: 'Use um código de idioma ISO 639, com região ISO 3166 opcional (pt-PT, en, en-GB; não en-UK), ou x-default.',
      },
    ),
    check(
      'hreflang-unique',
      'Sem códigos hreflang repetidos',
      repeated.length ? quoted(repeated) : null,
      'Cada código aparece uma vez.',
      {
        severity: 'warning',
        description: `Códigos hreflang repetidos: ${quoted(repeated)}.`,
        impact: 'Com duas páginas para o mesmo idioma o motor de busca escolhe uma ou ignora ambas.',
        fix: 'Declare cada código hreflang uma só vez, com o endereço da página desse idioma.',
      },
    ),
    check(
      'hreflang-self',
      'A página inclui-se nas alternativas',
      self.length ? null : `Nenhuma alternativa aponta para ${own.href} (${listed}).`,
      `${quoted(self)} → ${own.href}`,
      {
        severity: 'critical',
        description: `As alternativas hreflang não incluem a própria página (${own.href}).`,
        impact:
          'Sem a referência a si própria o conjunto de idiomas fica incompleto e os motores de busca podem ignorá-lo.',
        fix: `Acrescente <link rel="alternate" hreflang="${expectedValue(own)}" href="${own.href}">.`,
      },
    ),
    check(
      'hreflang-x-default',
      'Alternativa x-default',
      alternates.some(isXDefault) ? null : 'Sem hreflang="x-default".',
      alternates
        .filter(isXDefault)
        .map((alternate) => alternate.href)
        .join(', '),
      {
        severity: 'warning',
        description: 'As alternativas hreflang não têm x-default.',
        impact: 'Quem pesquisa noutro idioma não tem página por omissão e pode receber uma ao acaso.',
        fix: `Acrescente <link rel="alternate" hreflang="x-default" href="${new URL(SITE_LOCALES[BASE_LOCALE].path, own.origin).href}"> (a página do idioma principal).`,
      },
    ),
    checkReturnLinks(doc, pageUrl, returns),
  ];
}

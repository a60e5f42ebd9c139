// Reciprocity: every other language page the audited page names must name it back, under the
// hreflang the audited page gives itself; search engines ignore a pair that is not confirmed
// from both sides. The other pages are fetched by the runner; this judges what they contain.
import { samePage } from './absolute-url.ts';
import {
  isXDefault,
  ownAddress,
  pagesToConfirm,
  readAlternates,
  selfValues,
  type HreflangAlternate,
} from './hreflang-alternates.ts';
import type { CheckResult, CheckStatus } from './report-types.ts';

/** One alternate page as the runner fetched it. */
export interface ReturnPage {
  /** Its address as the audited page lists it (pagesToConfirm). */
  url: string;
  /** The HTTP status it answered with; null when it could not be fetched. */
  status: number | null;
  /** The parsed page when it answered with success; null otherwise. */
  doc: Document | null;
}

interface Outcome {
  status: CheckStatus;
  text: string;
}

function outcomeOf(
  page: ReturnPage | undefined,
  own: URL,
  expected: readonly string[],
  listed: string,
): Outcome {
  if (!page || (page.doc === null && page.status === null))
    return { status: 'unknown', text: `${listed}: não foi possível ler a página` };
  if (page.doc === null) return { status: 'fail', text: `${listed}: responde ${page.status}` };
  const back = readAlternates(page.doc).filter(
    (alternate) => !isXDefault(alternate) && alternate.url && samePage(alternate.url, own),
  );
  if (back.length === 0) return { status: 'fail', text: `${listed}: sem ligação de volta para ${own.href}` };
  const found = back.map((alternate) => alternate.hreflang);
  const missing = expected.filter(
    (value) => !found.some((other) => other.toLowerCase() === value.toLowerCase()),
  );
  if (missing.length === 0) return { status: 'pass', text: `${listed}: liga de volta (${found.join(', ')})` };
  return {
    status: 'fail',
    text: `${listed}: liga de volta com hreflang «${found.join(', ')}», não «${missing.join(', ')}»`,
  };
}

function foreignPages(alternates: readonly HreflangAlternate[], own: URL): string[] {
  const foreign = alternates.flatMap((alternate) =>
    !isXDefault(alternate) && alternate.url && alternate.url.origin !== own.origin
      ? [alternate.url.href]
      : [],
  );
  return [...new Set(foreign)];
}

export function checkReturnLinks(
  doc: Document,
  pageUrl: string,
  returns: readonly ReturnPage[],
): CheckResult {
  const id = 'hreflang-return';
  const label = 'As alternativas ligam de volta (reciprocidade)';
  const own = ownAddress(doc, pageUrl);
  const alternates = readAlternates(doc);
  const expected = selfValues(alternates, own);
  const outcomes = [
    ...pagesToConfirm(doc, pageUrl).map((listed) =>
      outcomeOf(
        returns.find((page) => page.url === listed),
        own,
        expected,
        listed,
      ),
    ),
    ...foreignPages(alternates, own).map((listed): Outcome => ({
      status: 'unknown',
      text: `${listed}: noutro domínio, não verificada`,
    })),
  ];
  if (outcomes.length === 0)
    return { id, label, status: 'pass', detail: 'Nenhuma outra página de idioma a confirmar.' };

  const detail = outcomes.map((outcome) => outcome.text).join(' · ');
  const failed = outcomes.filter((outcome) => outcome.status === 'fail');
  if (failed.length > 0) {
    const value = expected[0] ?? '<idioma desta página>';
    return {
      id,
      label,
      status: 'fail',
      detail,
      issue: {
        type: 'SEO',
        severity: 'critical',
        description: `${failed.length} página(s) alternativa(s) não confirmam esta página: ${failed.map((outcome) => outcome.text).join(' · ')}.`,
        impact:
          'Sem a ligação de volta os motores de busca ignoram o par de idiomas e podem mostrar a página no idioma errado.',
        fix: `Publique cada página alternativa com <link rel="alternate" hreflang="${value}" href="${own.href}">.`,
      },
    };
  }
  const status = outcomes.some((outcome) => outcome.status === 'unknown') ? 'unknown' : 'pass';
  return { id, label, status, detail };
}

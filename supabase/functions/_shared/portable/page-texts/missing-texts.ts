// Why a language's page cannot be published yet, in pt-PT, for the page-texts function's refusal
// and the admin's own check before asking: the texts still missing, by name.
import type { TextErrors } from './validate-page-texts.ts';

/** How many problems the message names before it counts the rest. */
const NAMED = 3;

/**
 * "Para publicar a página em inglês, escreva e guarde primeiro os seus textos." when none are
 * saved; otherwise the first problems the complete validator found, and how many more.
 */
export function missingTextsMessage(language: string, errors: TextErrors, saved: boolean): string {
  if (!saved) return `Para publicar a página em ${language}, escreva e guarde primeiro os seus textos.`;
  const problems = Object.values(errors);
  const named = problems.slice(0, NAMED).join(' ');
  const more = problems.length - NAMED;
  return (
    `Para publicar a página em ${language}, faltam textos: ${named}` + (more > 0 ? ` (e mais ${more}).` : '')
  );
}

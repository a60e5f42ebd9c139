// The public page states only what the owner says: the claims of the brief (1000+ clients, 4+
// years, eco-friendly products, 100% satisfaction guarantee, an answer within 24 hours, fast
// drying, certified professionals, no harsh chemicals) and descriptions of the service. No
// health claims, no durations or prices, no free or no-obligation quotes: those would be promises
// the owner never made, and the FAQ answers say "it depends, we tell you in the quote" instead.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringsOf, stringsUnder } from '../support/source-strings.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Every public text lives here (docs/architecture.md); the components hold markup, not copy. */
const SCANNED = ['src/content'];

// whole words, accents included (\b does not know that "á" is a letter)
const word = (alternatives: string) => new RegExp(`(?<!\\p{L})(${alternatives})(?!\\p{L})`, 'iu');

const UNSTATED_CLAIMS: ReadonlyArray<[RegExp, string]> = [
  [word('ácaros?|bactérias?|fungos?|germes|vírus|alergénios?'), 'a health claim'],
  [word('higieniz\\p{L}*|saudáve(l|is)|desinfe\\p{L}*|antialérgic\\p{L}*'), 'a health claim'],
  [/(?<![\d,.])(?!100\s*%)\d+(?:[,.]\d+)?\s*%/u, 'a percentage the owner never gave (only 100% is theirs)'],
  [
    /(?<![\d:])(?!24\s*h)(?!24 horas)\d+(?:\s*[–-]\s*\d+)?\s*(h|horas?|min|minutos?)(?!\p{L})/iu,
    'a duration (only the 24h answer is theirs)',
  ],
  [word('entre \\d+ e \\d+ (horas|minutos)'), 'a duration'],
  [word('grátis|gratuit[oa]s?|sem compromisso|sem custos?|custos escondidos|preço fixo'), 'a price promise'],
  [/€|(?<!\p{L})euros?(?!\p{L})/iu, 'a price'],
];

function unstatedClaimsIn(text: string): string[] {
  return UNSTATED_CLAIMS.flatMap(([pattern, what]) => {
    const match = pattern.exec(text);
    return match ? [`"${match[0]}" (${what})`] : [];
  });
}

describe('the home page claims only what the owner says', () => {
  it('finds no health claim, duration, percentage or price promise in the public copy', async () => {
    const strings = await stringsUnder(ROOT, SCANNED);
    expect(strings.length).toBeGreaterThan(100);
    const found = strings.flatMap(({ file, line, text }) =>
      unstatedClaimsIn(text).map((claim) => `${file}:${line} ${claim} in ${JSON.stringify(text.trim())}`),
    );
    expect(found).toEqual([]);
  });

  it('lets the owner’s own claims through and catches the ones the owner never made', () => {
    const check = (source: string) => stringsOf('x.ts', source).flatMap(({ text }) => unstatedClaimsIn(text));
    for (const own of [
      'Garantia de satisfação a 100%',
      '24h',
      'Resposta em 24 horas',
      '1000+',
      '4+ anos',
      'Secagem rápida',
    ]) {
      expect(check(`const a = '${own}';`), own).toEqual([]);
    }
    expect(check(`const a = 'Elimina 99% dos ácaros';`)).toHaveLength(2);
    expect(check(`const a = 'Um sofá demora entre 1 e 2 horas';`)).not.toEqual([]);
    expect(check(`const a = 'um colchão cerca de 45 minutos';`)).toHaveLength(1);
    expect(check(`const a = 'A secagem leva 4–8 h';`)).toHaveLength(1);
    expect(check(`const a = 'Orçamento grátis e sem compromisso';`)).toHaveLength(1);
    expect(check(`const a = 'sem custos escondidos';`)).toHaveLength(1);
    expect(check(`const a = 'A partir de 40 €';`)).not.toEqual([]);
  });
});

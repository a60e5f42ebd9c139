// The public pages state only what the owner says: the claims of the brief (1000+ clients, 4+
// years, eco-friendly products, 100% satisfaction guarantee, an answer within 24 hours, fast
// drying, certified professionals, no harsh chemicals) and descriptions of the service. No
// health claims, no durations or prices, no free or no-obligation quotes: those would be promises
// the owner never made, and the FAQ answers say "it depends, we tell you in the quote" instead.
// The English page (src/content/built-in-page-texts-en.ts) makes the same claims and no other:
// every string under src/content is checked in both languages, since a file may hold either.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringsOf, stringsUnder } from '#tests/support/source-strings.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Every public text lives here (docs/architecture.md); the components hold markup, not copy. */
const SCANNED = ['src/content'];

// whole words, accents included (\b does not know that "á" is a letter)
const word = (alternatives: string) => new RegExp(`(?<!\\p{L})(${alternatives})(?!\\p{L})`, 'iu');

type Claims = ReadonlyArray<[RegExp, string]>;

/** Figures and currency, written alike in both languages. */
const IN_ANY_LANGUAGE: Claims = [
  [/(?<![\d,.])(?!100\s*%)\d+(?:[,.]\d+)?\s*%/u, 'a percentage the owner never gave (only 100% is theirs)'],
  [/€|(?<!\p{L})euros?(?!\p{L})/iu, 'a price'],
];

const IN_PORTUGUESE: Claims = [
  [word('ácaros?|bactérias?|fungos?|germes|vírus|alergénios?'), 'a health claim'],
  [word('higieniz\\p{L}*|saudáve(l|is)|desinfe\\p{L}*|antialérgic\\p{L}*'), 'a health claim'],
  [
    /(?<![\d:])(?!24\s*h)(?!24 horas)\d+(?:\s*[–-]\s*\d+)?\s*(h|horas?|min|minutos?)(?!\p{L})/iu,
    'a duration (only the 24h answer is theirs)',
  ],
  [word('entre \\d+ e \\d+ (horas|minutos)'), 'a duration'],
  [word('grátis|gratuit[oa]s?|sem compromisso|sem custos?|custos escondidos|preço fixo'), 'a price promise'],
];

const IN_ENGLISH: Claims = [
  [
    word('(dust )?mites?|bacteri(a|um|al)|germs?|fung(i|us|al)|mould|mildew|virus(es)?|allergens?'),
    'a health claim',
  ],
  [
    word(
      'saniti[sz]\\p{L}*|disinfect\\p{L}*|sterili[sz]\\p{L}*|hygien\\p{L}*|health(y|ier)|' +
        'anti-?bacterial|anti-?allergenic|hypo-?allergenic|allergy-free',
    ),
    'a health claim',
  ],
  [
    /(?<![\d,.])(?!100(?![\d,.]))\d+(?:[,.]\d+)?\s*(per\s?cent|percent)(?!\p{L})/iu,
    'a percentage the owner never gave (only 100% is theirs)',
  ],
  [
    /(?<![\d:])(?!24(?:\s*|-)h)\d+(?:\s*[–-]\s*\d+)?(?:\s*|-)(h|hrs?|hours?|min|mins|minutes?)(?!\p{L})/iu,
    'a duration (only the 24h answer is theirs)',
  ],
  [
    word(
      '(between|from) \\d+ (and|to) \\d+ (hours|minutes)|' +
        '(an?|one|two|three|four|five|six|eight|ten|twelve|half an|a few|a couple of|several) (hours?|minutes?)',
    ),
    'a duration',
  ],
  [
    word(
      'free|no[- ]obligation|obligation[- ]free|without obligation|(no )?hidden (costs?|fees|charges)|' +
        'no extra (costs?|fees|charges)|at no cost|fixed[- ]price',
    ),
    'a price promise (or a "…-free" the owner never claimed)',
  ],
];

const EVERY_CLAIM: Claims = [...IN_ANY_LANGUAGE, ...IN_PORTUGUESE, ...IN_ENGLISH];

function unstatedClaimsIn(text: string, claims: Claims = EVERY_CLAIM): string[] {
  return claims.flatMap(([pattern, what]) => {
    const match = pattern.exec(text);
    return match ? [`"${match[0]}" (${what})`] : [];
  });
}

const checkWith = (claims: Claims) => (text: string) =>
  stringsOf('x.ts', `const a = ${JSON.stringify(text)};`).flatMap(({ text }) =>
    unstatedClaimsIn(text, claims),
  );

describe('the public pages claim only what the owner says', () => {
  it('finds no health claim, duration, percentage or price promise in the public copy, in either language', async () => {
    const strings = await stringsUnder(ROOT, SCANNED);
    expect(strings.length).toBeGreaterThan(100);
    expect(strings.some(({ file }) => file.endsWith('built-in-page-texts-en.ts'))).toBe(true);
    const found = strings.flatMap(({ file, line, text }) =>
      unstatedClaimsIn(text).map((claim) => `${file}:${line} ${claim} in ${JSON.stringify(text.trim())}`),
    );
    expect(found).toEqual([]);
  });

  it('lets the owner’s own claims through in either language', () => {
    for (const own of [
      'Garantia de satisfação a 100%',
      '24h',
      'Resposta em 24 horas',
      '1000+',
      '4+ anos',
      'Secagem rápida',
      'A 100% satisfaction guarantee',
      '100 per cent satisfaction',
      'We reply within 24 hours',
      'Reply within 24h',
      'a 24-hour reply',
      'Over 1,000 happy customers',
      '4+ years of experience',
      'Fast drying',
      'Eco-friendly products, without harsh chemicals',
      'people with allergies or pets at home',
      'From first contact to dry upholstery in 4 steps',
    ]) {
      expect(checkWith(EVERY_CLAIM)(own), own).toEqual([]);
    }
  });

  it('catches the Portuguese claims the owner never made', () => {
    const check = checkWith([...IN_ANY_LANGUAGE, ...IN_PORTUGUESE]);
    expect(check('Elimina 99% dos ácaros')).toHaveLength(2);
    expect(check('Um sofá demora entre 1 e 2 horas')).not.toEqual([]);
    expect(check('um colchão cerca de 45 minutos')).toHaveLength(1);
    expect(check('A secagem leva 4–8 h')).toHaveLength(1);
    expect(check('Orçamento grátis e sem compromisso')).toHaveLength(1);
    expect(check('sem custos escondidos')).toHaveLength(1);
    expect(check('A partir de 40 €')).not.toEqual([]);
  });

  it('catches the English claims the owner never made', () => {
    const check = checkWith([...IN_ANY_LANGUAGE, ...IN_ENGLISH]);
    expect(check('Removes 99% of dust mites')).toHaveLength(2);
    expect(check('Kills 99.9 per cent of bacteria')).toHaveLength(2);
    expect(check('Sanitises your mattress')).toHaveLength(1);
    expect(check('A hygienic home')).toHaveLength(1);
    expect(check('Removes allergens')).toHaveLength(1);
    expect(check('Kills germs and mould')).toHaveLength(1);
    expect(check('Hypoallergenic products')).toHaveLength(1);
    expect(check('A sofa takes between 1 and 2 hours')).not.toEqual([]);
    expect(check('a mattress in about 45 minutes')).toHaveLength(1);
    expect(check('Drying takes 4–8 h')).toHaveLength(1);
    expect(check('dry in 6 hours')).toHaveLength(1);
    expect(check('a 2-hour job')).toHaveLength(1);
    expect(check('dry in a few hours')).toHaveLength(1);
    expect(check('Free quote, no obligation')).toHaveLength(1);
    expect(check('Chemical-free cleaning')).toHaveLength(1);
    expect(check('No hidden costs')).toHaveLength(1);
    expect(check('A fixed price for every sofa')).toHaveLength(1);
    expect(check('From 40 euros')).toHaveLength(1);
    expect(check('From €40')).toHaveLength(1);
  });
});

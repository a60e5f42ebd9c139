import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay, normalizePhone, phoneNumberProblem } from '#portable/phone-number.ts';

const E164 = /^\+[1-9]\d{7,14}$/;

describe('phoneNumberProblem and normalizePhone', () => {
  it.each([
    ['a bare Portuguese mobile', '910000000', '+351910000000'],
    ['a Portuguese mobile grouped 3-3-3', '910 000 000', '+351910000000'],
    ['a Portuguese landline with +351', '+351 210 000 000', '+351210000000'],
    ['+351 without spaces', '+351912345678', '+351912345678'],
    ['00351', '00351 912 345 678', '+351912345678'],
    ['brackets, dots and dashes', '+351 (21) 123-45.67', '+351211234567'],
    ['spaces around it', '  912 345 678 \n', '+351912345678'],
    ['a UK number', '+44 20 7946 0958', '+442079460958'],
    ['a Brazilian mobile with 00', '0055 11 91234 5678', '+5511912345678'],
    ['the shortest international number', '+49 301234', '+49301234'],
    ['the longest international number', '+123 456 789 012 345', '+123456789012345'],
  ])('accepts %s and writes it in E.164', (_case, input, e164) => {
    expect(phoneNumberProblem(input)).toBeNull();
    expect(normalizePhone(input)).toBe(e164);
    expect(normalizePhone(input)).toMatch(E164);
  });

  const LETTERS = 'deve ter só algarismos, espaços e, no início, +.';
  const NATIONAL_LENGTH =
    'um número português tem 9 algarismos; um internacional começa por + e o indicativo do país.';
  const INTERNATIONAL_LENGTH =
    'um número internacional tem entre 8 e 15 algarismos, com o indicativo do país.';
  const PORTUGUESE_LENGTH = 'um número português (+351) tem 9 algarismos depois do indicativo.';
  const ZERO_COUNTRY = 'o indicativo do país, depois do + ou do 00, não começa por 0 (por exemplo +351).';

  it.each([
    ['letters', '+351 912 abc 678', LETTERS],
    ['an empty string', '', LETTERS],
    ['a + in the middle', '912+345678', LETTERS],
    ['a bracketed +', '(+351) 912 345 678', LETTERS],
    ['fullwidth digits', '９１２３４５６７８', LETTERS],
    ['Arabic-Indic digits', '٩١٢٣٤٥٦٧٨', LETTERS],
    ['a NUL', '912345678\u0000', LETTERS],
    ['an extension', '912345678 ext. 2', LETTERS],
    ['8 national digits', '91234567', NATIONAL_LENGTH],
    ['10 national digits', '9123456789', NATIONAL_LENGTH],
    ['351 and 9 digits without + or 00', '351912345678', NATIONAL_LENGTH],
    ['separators only', '--- ---', NATIONAL_LENGTH],
    ['a lone +', '+', LETTERS],
    ['+ and brackets only', '+()', INTERNATIONAL_LENGTH],
    ['7 international digits', '+4412345', INTERNATIONAL_LENGTH],
    ['16 international digits', '+1234567890123456', INTERNATIONAL_LENGTH],
    ['+351 with 8 digits', '+351 912 345 67', PORTUGUESE_LENGTH],
    ['+351 with 10 digits', '+351 912 345 6789', PORTUGUESE_LENGTH],
    ['00351 with 8 digits', '00351 912 345 67', PORTUGUESE_LENGTH],
    ['+ then 00', '+00351 912 345 678', ZERO_COUNTRY],
    ['0000', '0000351912345678', ZERO_COUNTRY],
    ['a country code of 0', '+0 1234 5678', ZERO_COUNTRY],
  ])('refuses %s', (_case, input, problem) => {
    expect(phoneNumberProblem(input)).toBe(problem);
  });

  it('accepts a national number that happens to start with 351', () => {
    expect(phoneNumberProblem('351 234 567')).toBeNull();
    expect(normalizePhone('351 234 567')).toBe('+351351234567');
  });

  const digit = fc.constantFrom(...'0123456789');
  const separator = fc.constantFrom('', ' ', '.', '-', '  ');
  /** Digits with separators between them (never before the first). */
  const spaced = (digits: string[], seps: string[]) =>
    digits.map((d, index) => (index === 0 ? d : `${seps[index % seps.length] ?? ''}${d}`)).join('');

  it('writes every accepted number in E.164, and the E.164 form is accepted as itself', () => {
    const portuguese = fc
      .tuple(
        fc.constantFrom('2', '9'),
        fc.array(digit, { minLength: 8, maxLength: 8 }),
        fc.constantFrom('', '+351 ', '+351', '00351 ', '00 351 '),
        fc.array(separator, { minLength: 1, maxLength: 4 }),
      )
      .map(([first, rest, prefix, seps]) => `${prefix}${spaced([first, ...rest], seps)}`);
    const international = fc
      .tuple(
        fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '8', '9'),
        fc.array(digit, { minLength: 7, maxLength: 14 }),
        fc.constantFrom('+', '00', '+ '),
        fc.array(separator, { minLength: 1, maxLength: 4 }),
      )
      .filter(([first, rest]) => !`${first}${rest.join('')}`.startsWith('351'))
      .map(([first, rest, prefix, seps]) => `${prefix}${spaced([first, ...rest], seps)}`);

    fc.assert(
      fc.property(fc.oneof(portuguese, international), (input) => {
        expect(phoneNumberProblem(input)).toBeNull();
        const e164 = normalizePhone(input);
        expect(e164).toMatch(E164);
        expect(phoneNumberProblem(e164)).toBeNull();
        expect(normalizePhone(e164)).toBe(e164);
      }),
    );
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (input) => {
        const problem = phoneNumberProblem(input);
        if (problem === null) expect(normalizePhone(input)).toMatch(E164);
        else expect(problem).toEqual(expect.any(String));
      }),
    );
  });
});

describe('formatPhoneForDisplay', () => {
  it('groups a Portuguese number 3-3-3 after +351', () => {
    expect(formatPhoneForDisplay('+351910000000')).toBe('+351 910 000 000');
    expect(formatPhoneForDisplay('+351212345678')).toBe('+351 212 345 678');
  });

  it('leaves other numbers as they are', () => {
    expect(formatPhoneForDisplay('+442079460958')).toBe('+442079460958');
    expect(formatPhoneForDisplay('+35191000000')).toBe('+35191000000');
  });
});

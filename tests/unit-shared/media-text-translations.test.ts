import { describe, expect, it } from 'vitest';
import { mediaTextsIn, readMediaTextTranslations } from '#portable/media-text-translations.ts';
import { HttpError } from '#functions/_shared/responses.ts';
import {
  readMediaTexts,
  readTranslationsField,
  requireTranslatedLocale,
} from '#functions/media-upload/media-texts.ts';

/** The status and message a call is refused with, or null when it is not. */
function refusal(call: () => unknown): { status: number; message: string } | null {
  try {
    call();
    return null;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, message: error.message };
  }
}

describe('readMediaTextTranslations (the stored value, as the site reads it)', () => {
  it('keeps the known languages with a text, trimmed', () => {
    expect(readMediaTextTranslations({ 'en-GB': { altText: ' Grey sofa ', caption: '' } })).toEqual({
      'en-GB': { altText: 'Grey sofa', caption: '' },
    });
  });

  it.each([
    ['not an object', 'Sofa'],
    ['a list', [{ altText: 'Sofa' }]],
    ['null', null],
    ['the base language', { 'pt-PT': { altText: 'Sofá' } }],
    ['a language the site does not have', { 'fr-FR': { altText: 'Canapé' } }],
    ['texts that are not an object', { 'en-GB': 'Sofa' }],
    ['texts that are not text', { 'en-GB': { altText: 7, caption: ['x'] } }],
    ['only blanks', { 'en-GB': { altText: '  ', caption: '' } }],
  ])('reads nothing from %s', (_case, value) => {
    expect(readMediaTextTranslations(value)).toEqual({});
  });

  it('gives empty texts for a language the owner did not write', () => {
    expect(mediaTextsIn({}, 'en-GB')).toEqual({ altText: '', caption: '' });
    expect(mediaTextsIn({ 'en-GB': { altText: 'Sofa', caption: '' } }, 'en-GB').altText).toBe('Sofa');
  });
});

describe('readTranslationsField (the upload’s `translations` field)', () => {
  it('is optional', () => {
    expect(readTranslationsField(null)).toEqual({});
    expect(readTranslationsField('  ')).toEqual({});
  });

  it('trims the texts and keeps only the languages with one', () => {
    expect(
      readTranslationsField(JSON.stringify({ 'en-GB': { altText: ' Grey sofa\n', caption: ' Steam ' } })),
    ).toEqual({ 'en-GB': { altText: 'Grey sofa', caption: 'Steam' } });
    expect(readTranslationsField(JSON.stringify({ 'en-GB': { altText: ' ' } }))).toEqual({});
    expect(readTranslationsField('{}')).toEqual({});
  });

  it('takes texts at the limits: 150 characters of alt text, 500 of caption', () => {
    const texts = { altText: 'a'.repeat(150), caption: 'c'.repeat(500) };
    expect(readTranslationsField(JSON.stringify({ 'en-GB': texts }))).toEqual({ 'en-GB': texts });
  });

  it.each([
    ['a file', new File(['{}'], 't.json'), 'Textos noutros idiomas: valor inválido.'],
    ['JSON that does not parse', '{"en-GB"', 'Textos noutros idiomas: JSON inválido.'],
    ['a list', '[]', 'Textos noutros idiomas: deve ser um objeto com um idioma por chave.'],
    ['a string', '"Sofa"', 'Textos noutros idiomas: deve ser um objeto com um idioma por chave.'],
    ['the base language', '{"pt-PT": {}}', 'Textos noutros idiomas: idioma desconhecido; use en-GB.'],
    ['an unknown language', '{"de-DE": {}}', 'Textos noutros idiomas: idioma desconhecido; use en-GB.'],
    ['an inherited name', '{"__proto__": {}}', 'Textos noutros idiomas: idioma desconhecido; use en-GB.'],
    [
      'a control character in a language',
      '{"en-GB\\u0007": {}}',
      'Textos noutros idiomas: idioma: contém caracteres de controlo não permitidos.',
    ],
    ['texts that are a list', '{"en-GB": []}', 'Textos em inglês: use só altText e caption.'],
    ['an unknown key', '{"en-GB": {"title": "x"}}', 'Textos em inglês: use só altText e caption.'],
    [
      'an alt text that is not text',
      '{"en-GB": {"altText": 1}}',
      'Texto alternativo em inglês: valor inválido.',
    ],
    [
      'a 151-character alt text',
      JSON.stringify({ 'en-GB': { altText: 'a'.repeat(151) } }),
      'Texto alternativo em inglês: no máximo 150 caracteres.',
    ],
    [
      'a 501-character caption',
      JSON.stringify({ 'en-GB': { caption: 'c'.repeat(501) } }),
      'Legenda em inglês: no máximo 500 caracteres.',
    ],
    [
      'NUL in a caption',
      JSON.stringify({ 'en-GB': { caption: 'a\u0000b' } }),
      'Legenda em inglês: contém o carácter nulo (U+0000), que não pode ser guardado.',
    ],
    [
      'a lone surrogate',
      '{"en-GB": {"altText": "a\\ud800"}}',
      'Texto alternativo em inglês: contém texto Unicode inválido.',
    ],
    ['a field past 16 KB', ' '.repeat(16 * 1024) + '{}', 'Textos noutros idiomas: demasiado longos.'],
  ])('refuses %s with 400', (_case, value, message) => {
    expect(refusal(() => readTranslationsField(value))).toEqual({ status: 400, message });
  });
});

describe('the texts action’s fields', () => {
  it('reads one language’s texts, trimmed, absent ones empty', () => {
    expect(readMediaTexts(' Sofa ', undefined, 'en-GB')).toEqual({ altText: 'Sofa', caption: '' });
    expect(readMediaTexts(null, 'Steam', 'en-GB')).toEqual({ altText: '', caption: 'Steam' });
  });

  it('names the language in the owner’s words when it refuses a text', () => {
    expect(refusal(() => readMediaTexts('a'.repeat(151), '', 'en-GB'))).toEqual({
      status: 400,
      message: 'Texto alternativo em inglês: no máximo 150 caracteres.',
    });
    expect(refusal(() => readMediaTexts('', { text: 'x' }, 'en-GB'))).toEqual({
      status: 400,
      message: 'Legenda em inglês: valor inválido.',
    });
  });

  it('takes a language of the site other than the base one', () => {
    expect(requireTranslatedLocale('en-GB')).toBe('en-GB');
    expect(refusal(() => requireTranslatedLocale(undefined))).toEqual({
      status: 400,
      message: 'Campo obrigatório: locale.',
    });
    for (const value of ['pt-PT', 'en', 'EN-GB', 42, ['en-GB']]) {
      expect(refusal(() => requireTranslatedLocale(value))).toEqual({
        status: 400,
        message: 'Idioma inválido: use en-GB.',
      });
    }
    expect(refusal(() => requireTranslatedLocale('en-GB\u0000'))).toEqual({
      status: 400,
      message: 'Idioma: contém o carácter nulo (U+0000), que não pode ser guardado.',
    });
  });
});

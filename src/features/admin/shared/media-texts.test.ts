import { mediaTextLabels, mediaTextsProblem, translationsToSend } from './media-texts.ts';

describe('mediaTextLabels', () => {
  it('names the language as the admin does, in Portuguese', () => {
    expect(mediaTextLabels('en-GB')).toEqual({
      group: 'Textos em inglês',
      altText: 'Texto alternativo em inglês',
      caption: 'Legenda em inglês',
    });
  });
});

describe('mediaTextsProblem (the server’s rules, said before sending)', () => {
  it('accepts empty texts and texts at the limits', () => {
    expect(mediaTextsProblem({ altText: '', caption: '' }, 'en-GB')).toBeNull();
    expect(
      mediaTextsProblem({ altText: 'a'.repeat(150), caption: ` ${'c'.repeat(500)} ` }, 'en-GB'),
    ).toBeNull();
  });

  it.each([
    [{ altText: 'a'.repeat(151), caption: '' }, 'Texto alternativo em inglês: no máximo 150 caracteres.'],
    [{ altText: '', caption: 'c'.repeat(501) }, 'Legenda em inglês: no máximo 500 caracteres.'],
    [
      { altText: 'Sofa\u0007', caption: '' },
      'Texto alternativo em inglês: contém caracteres de controlo não permitidos.',
    ],
    [{ altText: '', caption: 'a\ud800' }, 'Legenda em inglês: contém texto Unicode inválido.'],
  ])('refuses %j', (texts, message) => {
    expect(mediaTextsProblem(texts, 'en-GB')).toBe(message);
  });
});

describe('translationsToSend', () => {
  it('trims and keeps only the languages with a text', () => {
    expect(translationsToSend({ 'en-GB': { altText: ' Grey sofa ', caption: '' } })).toEqual({
      'en-GB': { altText: 'Grey sofa', caption: '' },
    });
    expect(translationsToSend({ 'en-GB': { altText: '  ', caption: '' } })).toEqual({});
    expect(translationsToSend({})).toEqual({});
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_FACT_LIMITS,
  type BusinessFacts,
  SOCIAL_NETWORKS,
  WEEK_DAYS,
} from '#portable/business-facts/shape.ts';
import { isMapsListingUrl, validateBusinessFacts } from '#portable/business-facts/validate.ts';
import {
  PLACEHOLDER_EMAIL,
  PLACEHOLDER_PHONE,
  PLACEHOLDER_SOCIAL,
} from '#portable/business-facts/placeholders.ts';
import { normalizePhone } from '#portable/phone-number.ts';
import { completeBusinessFacts } from '#src/testing/complete-business-facts.ts';

const TODAY = '2026-11-26';
const E164 = /^\+[1-9]\d{7,14}$/;

type Input = Record<string, unknown>;

/** Facts as the admin form sends them: loosely typed, with spaces, local phone formats. */
function goodInput(): Input {
  return {
    ...completeBusinessFacts(),
    name: '  Estofos Lisboa  ',
    whatsapp: '912 345 678',
    phone: '+351 (21) 000-0000',
    email: ' geral@estofos.pt ',
    reviews: [
      {
        author: ' Ana Silva ',
        place: 'Almada',
        text: 'Sofá como novo! 🛋️✨',
        rating: 5,
        date: '2026-10-02',
      },
    ],
  };
}

/** goodInput() with one field (a dotted path) set to `value`; undefined removes it. */
function withField(path: string, value: unknown): Input {
  const input = goodInput();
  const keys = path.split('.');
  let target = input as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys.at(-1) as string;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return input;
}

/** goodInput() with `count` copies of its first review. */
function withReviews(count: number): Input {
  const review = (goodInput().reviews as Input[])[0];
  return withField(
    'reviews',
    Array.from({ length: count }, () => review),
  );
}

function errorsOf(input: unknown, today = TODAY): Record<string, string> {
  const result = validateBusinessFacts(input, today);
  if (result.ok) throw new Error(`accepted: ${JSON.stringify(result.facts)}`);
  return result.errors;
}

function factsOf(input: unknown, today = TODAY): BusinessFacts {
  const result = validateBusinessFacts(input, today);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.facts;
}

describe('validateBusinessFacts: good input', () => {
  it('accepts the form’s facts, trimmed, with phone numbers in E.164', () => {
    expect(factsOf(goodInput())).toEqual(
      completeBusinessFacts({
        reviews: [
          {
            language: 'pt-PT',
            author: 'Ana Silva',
            place: 'Almada',
            text: 'Sofá como novo! 🛋️✨',
            rating: 5,
            date: '2026-10-02',
          },
        ],
      }),
    );
  });

  it("keeps the language a review was written in, the site's own when none is given", () => {
    const input = goodInput();
    (input.reviews as Input[])[0]!.language = 'en-GB';
    expect(factsOf(input).reviews[0]!.language).toBe('en-GB');
    delete (input.reviews as Input[])[0]!.language;
    expect(factsOf(input).reviews[0]!.language).toBe('pt-PT');
    (input.reviews as Input[])[0]!.language = 'fr-FR';
    expect(validateBusinessFacts(input, TODAY)).toEqual({
      ok: false,
      errors: { 'reviews.0.language': 'Avaliação 1, língua: escolha uma das do site.' },
    });
  });

  it('drops unknown keys at every level', () => {
    const input = goodInput();
    input.admin = true;
    (input.openingHours as Input).Xx = { opens: '01:00', closes: '02:00' };
    (input.openingHours as Input).Mo = { opens: '09:00', closes: '19:00', note: 'x' };
    (input.social as Input).myspace = 'https://myspace.com/x';
    (input.reviews as Input[])[0]!.avatar = 'https://evil.example/a.png';
    // as JSON.parse reads a body: "__proto__" becomes an own key, not the prototype
    const json = JSON.stringify(input).replace(/^\{/, '{"__proto__":{"polluted":true},');
    const facts = factsOf(JSON.parse(json));
    expect(Object.keys(facts).sort()).toEqual(Object.keys(factsOf(goodInput())).sort());
    expect(Object.keys(facts.openingHours)).toEqual([...WEEK_DAYS]);
    expect(facts.openingHours.Mo).toEqual({ opens: '09:00', closes: '19:00' });
    expect(Object.keys(facts.social)).toEqual([...SOCIAL_NETWORKS]);
    expect(Object.keys(facts.reviews[0]!).sort()).toEqual([
      'author',
      'date',
      'language',
      'place',
      'rating',
      'text',
    ]);
    expect(({} as Input).polluted).toBeUndefined();
  });

  it('takes missing optional fields as empty: address, postal code, social links, review place', () => {
    const input = goodInput();
    delete input.streetAddress;
    input.postalCode = null;
    delete input.social;
    delete (input.reviews as Input[])[0]!.place;
    const facts = factsOf(input);
    expect(facts).toMatchObject({ streetAddress: '', postalCode: '' });
    expect(facts.social).toEqual({ instagram: '', facebook: '', youtube: '', tiktok: '' });
    expect(facts.reviews[0]!.place).toBe('');
  });

  it('takes every day closed, and no reviews', () => {
    const facts = factsOf({
      ...goodInput(),
      openingHours: Object.fromEntries(WEEK_DAYS.map((day) => [day, null])),
      reviews: [],
      reviewCount: 0,
    });
    expect(Object.values(facts.openingHours)).toEqual(WEEK_DAYS.map(() => null));
    expect(facts.reviews).toEqual([]);
  });

  it('takes missing days as closed', () => {
    expect(
      factsOf(withField('openingHours', { Mo: { opens: '08:00', closes: '12:00' } })).openingHours,
    ).toEqual({
      Mo: { opens: '08:00', closes: '12:00' },
      Tu: null,
      We: null,
      Th: null,
      Fr: null,
      Sa: null,
      Su: null,
    });
  });

  it.each([
    ['00:00', '23:59'],
    ['08:00', '08:01'],
    ['19:30', '23:00'],
  ])('accepts a day from %s to %s', (opens, closes) => {
    expect(factsOf(withField('openingHours.Tu', { opens, closes })).openingHours.Tu).toEqual({
      opens,
      closes,
    });
  });

  it.each([1, 1.1, 2.7, 3.3, 4.8, 4.9, 5])('accepts the rating %s', (rating) => {
    expect(factsOf(withField('rating', rating)).rating).toBe(rating);
  });

  it.each([0, 1, BUSINESS_FACT_LIMITS.reviewCount])('accepts %s reviews on Google', (count) => {
    expect(factsOf(withField('reviewCount', count)).reviewCount).toBe(count);
  });

  it('accepts a review dated today, or tomorrow (time zones), but not later', () => {
    expect(factsOf(withField('reviews.0.date', TODAY)).reviews[0]!.date).toBe(TODAY);
    expect(factsOf(withField('reviews.0.date', '2026-11-27')).reviews[0]!.date).toBe('2026-11-27');
    expect(errorsOf(withField('reviews.0.date', '2026-11-28'))).toEqual({
      'reviews.0.date': 'Avaliação 1, data: não pode ser no futuro.',
    });
    // the slack crosses month and year ends
    expect(factsOf(withField('reviews.0.date', '2027-01-01'), '2026-12-31').reviews[0]!.date).toBe(
      '2027-01-01',
    );
    expect(factsOf(withField('reviews.0.date', '2028-02-29'), '2028-02-28').reviews[0]!.date).toBe(
      '2028-02-29',
    );
  });

  it('accepts exactly 6 reviews', () => {
    expect(factsOf(withReviews(6)).reviews).toHaveLength(6);
  });

  it.each([
    ['instagram', 'https://instagram.com/estofos'],
    ['instagram', 'https://WWW.Instagram.COM/estofos/'],
    ['facebook', 'https://m.facebook.com/estofos'],
    ['facebook', 'https://fb.com/estofos'],
    ['youtube', 'https://www.youtube.com/@estofos'],
    ['youtube', 'https://m.youtube.com/channel/UC123'],
    ['tiktok', 'https://www.tiktok.com/@estofos'],
    ['tiktok', 'https://vm.tiktok.com/ZMabc/'],
  ])('accepts a %s link %s, stored in its parsed form', (network, link) => {
    expect(factsOf(withField(`social.${network}`, link)).social[network as 'instagram']).toBe(
      new URL(link).href,
    );
  });

  it.each([
    'https://maps.app.goo.gl/AbCdEf123',
    'https://goo.gl/maps/AbCdEf123',
    'https://g.page/estofos-lisboa',
    'https://g.page/r/CabcDEF/review',
    'https://www.google.com/maps/place/Estofos+Lisboa/@38.7,-9.1,17z',
    'https://www.google.pt/maps?cid=123456789',
    'https://google.co.uk/maps/place/x',
    'https://www.google.com.br/maps/place/x',
    'https://maps.google.com/?cid=123456789',
    'https://maps.google.pt/maps?cid=1',
    'https://search.google.com/local/writereview?placeid=ChIJ123',
    'https://search.google.com/local/reviews?placeid=ChIJ123',
  ])('accepts the Google Maps link %s', (mapsUrl) => {
    expect(factsOf(withField('mapsUrl', mapsUrl)).mapsUrl).toBe(new URL(mapsUrl).href);
  });
});

describe('validateBusinessFacts: every field’s message', () => {
  const NOT_TEXT = 42;
  it.each([
    // name
    ['name', undefined, 'Nome do negócio: campo obrigatório.'],
    ['name', '   ', 'Nome do negócio: campo obrigatório.'],
    ['name', NOT_TEXT, 'Nome do negócio: valor inválido.'],
    ['name', 'n'.repeat(81), 'Nome do negócio: no máximo 80 caracteres.'],
    // phones
    ['whatsapp', '', 'Número de WhatsApp: campo obrigatório.'],
    ['whatsapp', ['910000000'], 'Número de WhatsApp: valor inválido.'],
    ['whatsapp', '9'.repeat(31), 'Número de WhatsApp: no máximo 30 caracteres.'],
    [
      'whatsapp',
      '91000000',
      'Número de WhatsApp: um número português tem 9 algarismos; um internacional começa por + e o indicativo do país.',
    ],
    ['phone', undefined, 'Número de telefone: campo obrigatório.'],
    ['phone', 'ligue já', 'Número de telefone: deve ter só algarismos, espaços e, no início, +.'],
    [
      'phone',
      '+351 91000000',
      'Número de telefone: um número português (+351) tem 9 algarismos depois do indicativo.',
    ],
    [
      'phone',
      '+00351910000000',
      'Número de telefone: o indicativo do país, depois do + ou do 00, não começa por 0 (por exemplo +351).',
    ],
    // email
    ['email', '', 'E-mail: campo obrigatório.'],
    ['email', 'geral@estofos', 'E-mail: escreva um endereço como nome@dominio.pt.'],
    ['email', 'geral estofos@x.pt', 'E-mail: escreva um endereço como nome@dominio.pt.'],
    ['email', 'a@b@c.pt', 'E-mail: escreva um endereço como nome@dominio.pt.'],
    ['email', { address: 'a@b.pt' }, 'E-mail: valor inválido.'],
    ['email', `${'a'.repeat(250)}@b.pt`, 'E-mail: no máximo 254 caracteres.'],
    // area and address
    ['streetAddress', 'r'.repeat(121), 'Morada: no máximo 120 caracteres.'],
    ['streetAddress', true, 'Morada: valor inválido.'],
    ['postalCode', '1200', 'Código postal: use o formato 1000-001.'],
    ['postalCode', '1200 195', 'Código postal: use o formato 1000-001.'],
    ['postalCode', '1200-1950', 'Código postal: no máximo 8 caracteres.'],
    ['postalCode', 1200195, 'Código postal: valor inválido.'],
    ['locality', '', 'Localidade: campo obrigatório.'],
    ['locality', 'l'.repeat(61), 'Localidade: no máximo 60 caracteres.'],
    // hours
    ['openingHours', undefined, 'Horário: valor inválido.'],
    ['openingHours', [], 'Horário: valor inválido.'],
    ['openingHours', 'seg-sex 9-19', 'Horário: valor inválido.'],
    ['openingHours.Mo', 'fechado', 'Segunda-feira: valor inválido.'],
    ['openingHours.Tu', { opens: '09:00' }, 'Terça-feira: valor inválido.'],
    ['openingHours.We', { opens: 9, closes: 19 }, 'Quarta-feira: valor inválido.'],
    ['openingHours.Th', { opens: '9:00', closes: '19:00' }, 'Quinta-feira: use horas como 08:00.'],
    ['openingHours.Fr', { opens: '09:00', closes: '24:00' }, 'Sexta-feira: use horas como 08:00.'],
    ['openingHours.Sa', { opens: '09h00', closes: '13h00' }, 'Sábado: use horas como 08:00.'],
    ['openingHours.Su', { opens: ' 09:00', closes: '13:00' }, 'Domingo: use horas como 08:00.'],
    [
      'openingHours.Mo',
      { opens: '19:00', closes: '19:00' },
      'Segunda-feira: a hora de fecho deve ser depois da de abertura.',
    ],
    [
      'openingHours.Tu',
      { opens: '22:00', closes: '02:00' },
      'Terça-feira: a hora de fecho deve ser depois da de abertura.',
    ],
    // social links
    [
      'social.instagram',
      'instagram.com/estofos',
      'Instagram: deve ser um endereço completo começado por https://.',
    ],
    [
      'social.instagram',
      'http://instagram.com/estofos',
      'Instagram: deve ser um endereço completo começado por https://.',
    ],
    [
      'social.instagram',
      'javascript:alert(1)//instagram.com',
      'Instagram: deve ser um endereço completo começado por https://.',
    ],
    [
      'social.instagram',
      'https://user:pass@instagram.com/estofos',
      'Instagram: deve ser um endereço completo começado por https://.',
    ],
    [
      'social.instagram',
      'https://facebook.com/estofos',
      'Instagram: deve ser um endereço de Instagram (instagram.com).',
    ],
    [
      'social.instagram',
      'https://instagram.com.evil.example/estofos',
      'Instagram: deve ser um endereço de Instagram (instagram.com).',
    ],
    [
      'social.instagram',
      'https://instagram.com@evil.example/estofos',
      'Instagram: deve ser um endereço completo começado por https://.',
    ],
    [
      'social.facebook',
      'https://facebook.evil.example/x',
      'Facebook: deve ser um endereço de Facebook (facebook.com).',
    ],
    [
      'social.youtube',
      'https://youtu.be/dQw4w9WgXcQ',
      'YouTube: deve ser um endereço de YouTube (youtube.com).',
    ],
    [
      'social.tiktok',
      'data:text/html,<script>alert(1)</script>',
      'TikTok: deve ser um endereço completo começado por https://.',
    ],
    ['social.tiktok', 7, 'TikTok: valor inválido.'],
    ['social.tiktok', `https://tiktok.com/${'a'.repeat(482)}`, 'TikTok: no máximo 500 caracteres.'],
    // 119 characters as typed, 619 once the accents are percent-encoded
    ['social.tiktok', `https://tiktok.com/${'é'.repeat(100)}`, 'TikTok: no máximo 500 caracteres.'],
    // Maps
    ['mapsUrl', '', 'Link do Google Maps: campo obrigatório.'],
    [
      'mapsUrl',
      'maps.app.goo.gl/x',
      'Link do Google Maps: deve ser um endereço completo começado por https://.',
    ],
    [
      'mapsUrl',
      'http://maps.app.goo.gl/x',
      'Link do Google Maps: deve ser um endereço completo começado por https://.',
    ],
    [
      'mapsUrl',
      'https://www.google.com/search?q=estofos',
      'Link do Google Maps: deve ser um endereço de Google Maps.',
    ],
    ['mapsUrl', 'https://goo.gl/AbCdEf', 'Link do Google Maps: deve ser um endereço de Google Maps.'],
    [
      'mapsUrl',
      'https://maps.google.evil.example/x',
      'Link do Google Maps: deve ser um endereço de Google Maps.',
    ],
    [
      'mapsUrl',
      'https://google.evil.example/maps/x',
      'Link do Google Maps: deve ser um endereço de Google Maps.',
    ],
    [
      'mapsUrl',
      'https://www.google.pt.evil.example/maps',
      'Link do Google Maps: deve ser um endereço de Google Maps.',
    ],
    [
      'mapsUrl',
      'https://evil.example/?https://maps.app.goo.gl/x',
      'Link do Google Maps: deve ser um endereço de Google Maps.',
    ],
    // rating and count
    ['rating', undefined, 'Classificação no Google: um número de 1,0 a 5,0.'],
    ['rating', 0.95, 'Classificação no Google: um número de 1,0 a 5,0.'],
    ['rating', 5.01, 'Classificação no Google: um número de 1,0 a 5,0.'],
    ['rating', 0, 'Classificação no Google: um número de 1,0 a 5,0.'],
    ['rating', Number.NaN, 'Classificação no Google: um número de 1,0 a 5,0.'],
    ['rating', Number.POSITIVE_INFINITY, 'Classificação no Google: um número de 1,0 a 5,0.'],
    ['rating', '4.8', 'Classificação no Google: um número de 1,0 a 5,0.'],
    ['rating', '4,8', 'Classificação no Google: um número de 1,0 a 5,0.'],
    ['rating', 4.85, 'Classificação no Google: no máximo uma casa decimal (por exemplo 4,8).'],
    ['reviewCount', -1, 'Número de avaliações: um número inteiro, 0 ou mais.'],
    ['reviewCount', 1.5, 'Número de avaliações: um número inteiro, 0 ou mais.'],
    ['reviewCount', '87', 'Número de avaliações: um número inteiro, 0 ou mais.'],
    [
      'reviewCount',
      BUSINESS_FACT_LIMITS.reviewCount + 1,
      'Número de avaliações: um número inteiro, 0 ou mais.',
    ],
    // reviews
    ['reviews', undefined, 'Avaliações: valor inválido.'],
    ['reviews', { 0: {} }, 'Avaliações: valor inválido.'],
    ['reviews.0.author', '', 'Avaliação 1, nome: campo obrigatório.'],
    ['reviews.0.author', 'a'.repeat(61), 'Avaliação 1, nome: no máximo 60 caracteres.'],
    ['reviews.0.place', 'p'.repeat(61), 'Avaliação 1, localidade: no máximo 60 caracteres.'],
    ['reviews.0.place', ['Almada'], 'Avaliação 1, localidade: valor inválido.'],
    ['reviews.0.text', ' ', 'Avaliação 1, texto: campo obrigatório.'],
    ['reviews.0.text', 't'.repeat(501), 'Avaliação 1, texto: no máximo 500 caracteres.'],
    ['reviews.0.rating', 0, 'Avaliação 1, estrelas: de 1 a 5.'],
    ['reviews.0.rating', 6, 'Avaliação 1, estrelas: de 1 a 5.'],
    ['reviews.0.rating', 4.5, 'Avaliação 1, estrelas: de 1 a 5.'],
    ['reviews.0.rating', '5', 'Avaliação 1, estrelas: de 1 a 5.'],
    ['reviews.0.date', '2026-02-30', 'Avaliação 1, data: escolha uma data válida.'],
    ['reviews.0.date', '2027-02-29', 'Avaliação 1, data: escolha uma data válida.'],
    ['reviews.0.date', '2026-13-01', 'Avaliação 1, data: escolha uma data válida.'],
    ['reviews.0.date', '02/10/2026', 'Avaliação 1, data: escolha uma data válida.'],
    ['reviews.0.date', '2026-10-02T10:00:00Z', 'Avaliação 1, data: escolha uma data válida.'],
    ['reviews.0.date', 20261002, 'Avaliação 1, data: escolha uma data válida.'],
    ['reviews.0.date', undefined, 'Avaliação 1, data: escolha uma data válida.'],
    ['reviews.0.date', '2099-01-01', 'Avaliação 1, data: não pode ser no futuro.'],
  ])('%s = %j → “%s”', (path, value, message) => {
    expect(errorsOf(withField(path, value))).toEqual({ [path]: message });
  });

  it('names the review that is not an object, and every field it lacks', () => {
    expect(errorsOf(withField('reviews', [(goodInput().reviews as Input[])[0], 'óptimo']))).toEqual({
      'reviews.1': 'Avaliação 2: valor inválido.',
      'reviews.1.rating': 'Avaliação 2, estrelas: de 1 a 5.',
      'reviews.1.date': 'Avaliação 2, data: escolha uma data válida.',
      'reviews.1.author': 'Avaliação 2, nome: campo obrigatório.',
      'reviews.1.text': 'Avaliação 2, texto: campo obrigatório.',
    });
  });

  it('refuses more than 6 reviews', () => {
    expect(errorsOf(withReviews(7))).toEqual({
      reviews: 'Avaliações: no máximo 6.',
    });
  });

  it('checks only the first 6 of too many reviews, so a huge list costs no more', () => {
    const bad = { author: '', text: '', rating: 0, date: '' };
    const errors = errorsOf(
      withField(
        'reviews',
        Array.from({ length: 10_000 }, () => bad),
      ),
    );
    expect(errors.reviews).toBe('Avaliações: no máximo 6.');
    expect(Object.keys(errors).some((path) => path.startsWith('reviews.6'))).toBe(false);
    expect(errors['reviews.5.author']).toBe('Avaliação 6, nome: campo obrigatório.');
  });

  it.each([
    ['a string', 'facts'],
    ['null', null],
    ['an array', [goodInput()]],
    ['a number', 1],
  ])('refuses %s instead of an object, naming every required field', (_case, input) => {
    const errors = errorsOf(input);
    expect(Object.entries(errors)[0]).toEqual(['', 'Os dados do negócio devem ser um objeto.']);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['name', 'whatsapp', 'phone', 'email', 'mapsUrl', 'rating', 'reviews']),
    );
  });

  it('reports every wrong field at once, in the form’s order', () => {
    const input = goodInput();
    input.name = '';
    input.email = 'nope';
    input.rating = 7;
    (input.reviews as Input[])[0]!.date = '2026-02-30';
    expect(Object.keys(errorsOf(input))).toEqual(['name', 'email', 'rating', 'reviews.0.date']);
  });
});

describe('validateBusinessFacts: hostile text', () => {
  const TEXT_FIELDS: Array<[string, string]> = [
    ['name', 'Nome do negócio'],
    ['whatsapp', 'Número de WhatsApp'],
    ['phone', 'Número de telefone'],
    ['email', 'E-mail'],
    ['streetAddress', 'Morada'],
    ['postalCode', 'Código postal'],
    ['locality', 'Localidade'],
    ['social.instagram', 'Instagram'],
    ['social.facebook', 'Facebook'],
    ['social.youtube', 'YouTube'],
    ['social.tiktok', 'TikTok'],
    ['mapsUrl', 'Link do Google Maps'],
    ['reviews.0.author', 'Avaliação 1, nome'],
    ['reviews.0.place', 'Avaliação 1, localidade'],
    ['reviews.0.text', 'Avaliação 1, texto'],
  ];
  const FLAWS: Array<[string, string, (label: string) => string]> = [
    ['a NUL', 'a\u0000b', (label) => `${label}: contém o carácter nulo (U+0000), que não pode ser guardado.`],
    ['a bell', 'a\u0007b', (label) => `${label}: contém caracteres de controlo não permitidos.`],
    [
      'an escape sequence',
      '\u001b[31mb',
      (label) => `${label}: contém caracteres de controlo não permitidos.`,
    ],
    ['DEL', 'a\u007fb', (label) => `${label}: contém caracteres de controlo não permitidos.`],
    ['a lone high surrogate', 'a\ud800b', (label) => `${label}: contém texto Unicode inválido.`],
    ['a lone low surrogate', 'a\udfffb', (label) => `${label}: contém texto Unicode inválido.`],
  ];
  const cases = TEXT_FIELDS.flatMap(([path, label]) =>
    FLAWS.map(([flaw, text, message]) => [path, flaw, text, message(label)] as const),
  );

  it.each(cases)('%s with %s is refused, naming the field', (path, _flaw, text, message) => {
    expect(errorsOf(withField(path, text))).toEqual({ [path]: message });
  });

  it.each([
    ['a NUL', '09:00\u0000'],
    ['a lone surrogate', '09:0\ud800'],
  ])('hours with %s are refused as a bad hour', (_case, opens) => {
    expect(errorsOf(withField('openingHours.Mo', { opens, closes: '19:00' }))).toEqual({
      'openingHours.Mo': 'Segunda-feira: use horas como 08:00.',
    });
  });

  it('keeps tabs and line breaks inside a review, and right-to-left text and combining marks as sent', () => {
    const text = 'Linha 1\nשלום\tfim\r\nCafe\u0301 🛋️';
    expect(factsOf(withField('reviews.0.text', text)).reviews[0]!.text).toBe(text);
  });

  it('never throws and never accepts a field replaced by arbitrary JSON of the wrong kind', () => {
    const paths = [
      'name',
      'phone',
      'openingHours',
      'openingHours.Mo',
      'social',
      'rating',
      'reviews',
      'reviews.0',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.jsonValue(), (path, value) => {
        const result = validateBusinessFacts(withField(path, value), TODAY);
        if (!result.ok) {
          for (const message of Object.values(result.errors)) expect(message).toMatch(/^.+: .+\.$/);
        }
      }),
    );
  });

  it('never throws on anything at all', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(validateBusinessFacts(value, TODAY).ok).toBe(false);
      }),
    );
  });
});

describe('isMapsListingUrl', () => {
  it.each([
    'https://maps.google.com.evil.example/',
    'https://google.com.evil.example/maps',
    'https://evilgoogle.com/maps',
    'https://google.evil/maps',
    'https://maps.google/maps',
    'https://goo.gl.evil.example/maps',
    'https://search.google.com/search',
    'https://maps.app.goo.gl.evil.example/x',
  ])('refuses %s', (url) => {
    expect(isMapsListingUrl(new URL(url))).toBe(false);
  });
});

// ---- normalization is idempotent: what the validator accepts, it accepts again unchanged

const TEXT_UNITS = [...'abcxyzABCXYZ0189 ,.-çãéÁõüñ', '🛋️', '✨', 'שלום', 'e\u0301', '  ', '\t'];
/** Text within `limit` characters once trimmed (and not blank when required), with spaces around. */
const textUpTo = (limit: number, required: boolean) =>
  fc
    .tuple(
      fc.constantFrom('', ' ', '  ', '\n'),
      fc.string({ unit: fc.constantFrom(...TEXT_UNITS), maxLength: Math.floor(limit / 4) }),
      fc.constantFrom('', ' ', '\t'),
    )
    .filter(([, core]) => core.trim().length <= limit && (!required || core.trim() !== ''))
    .map(([before, core, after]) => `${before}${core}${after}`);
const digits = (count: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: count, maxLength: count });
const phoneInput = fc
  .oneof(
    fc
      .tuple(fc.constantFrom('9', '2'), digits(8))
      .map(([a, b]) => `${a}${b.slice(0, 2)} ${b.slice(2, 5)} ${b.slice(5)}`),
    fc
      .tuple(fc.constantFrom('+351 ', '00351', '+351'), fc.constantFrom('9', '2'), digits(8))
      .map(([p, a, b]) => `${p}${a}${b}`),
    fc.tuple(fc.constantFrom('+44 ', '+1 ', '0049 ', '+55 '), digits(9)).map(([p, b]) => `${p}${b}`),
  )
  .filter((typed) => normalizePhone(typed) !== PLACEHOLDER_PHONE); // the build's stand-in is refused
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const day = fc.oneof(
  fc.constant(null),
  fc
    .tuple(time, time)
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => (a < b ? { opens: a, closes: b } : { opens: b, closes: a })),
);
/** Path characters, some of which the URL parser percent-encodes (so the stored form is longer). */
const urlPath = (max: number) =>
  fc.string({ unit: fc.constantFrom(...'abcXYZ019-_./@é ç%?#'), maxLength: max });
const socialLink = (hosts: string[]) =>
  fc.oneof(
    { arbitrary: fc.constant(''), weight: 2 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...hosts), fc.constantFrom('', 'www.', 'WWW.'), urlPath(40))
        .map(([host, www, path]) => ` https://${www}${host}/${path} `),
      weight: 4,
    },
    {
      // near the limit, as typed or once parsed
      arbitrary: fc
        .tuple(fc.constantFrom(...hosts), fc.integer({ min: 150, max: 480 }), fc.constantFrom('a', 'é', ' x'))
        .map(([host, length, chars]) => `https://${host}/${chars.repeat(length).slice(0, length)}`),
      weight: 1,
    },
  );
// no "." or ".." segment: the URL parser resolves "/maps/.." to "/", which is not a maps link
const mapsPath = urlPath(30).filter((path) => !path.split('/').some((segment) => /^\.\.?$/.test(segment)));
const mapsLink = fc.oneof(
  mapsPath.map((path) => `https://maps.app.goo.gl/${path}`),
  fc
    .tuple(fc.constantFrom('google.com', 'www.google.pt', 'google.co.uk', 'maps.google.com.br'), mapsPath)
    .map(([host, path]) => `https://${host}/maps/${path}`),
);
const pastDate = fc
  .date({ min: new Date('2015-01-01T00:00:00Z'), max: new Date('2026-11-27T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const review = fc.record({
  author: textUpTo(BUSINESS_FACT_LIMITS.reviewAuthor, true),
  place: textUpTo(BUSINESS_FACT_LIMITS.reviewPlace, false),
  text: textUpTo(BUSINESS_FACT_LIMITS.reviewText, true),
  rating: fc.integer({ min: 1, max: 5 }),
  date: pastDate,
  extra: fc.string(),
});
const factsInput = fc.record({
  name: textUpTo(BUSINESS_FACT_LIMITS.name, true),
  whatsapp: phoneInput,
  phone: phoneInput,
  email: fc
    .tuple(fc.constantFrom('geral', 'ana.silva', 'x+y'), fc.constantFrom('estofos.pt', 'gmail.com'))
    .map(([local, domain]) => ` ${local}@${domain} `),
  streetAddress: textUpTo(BUSINESS_FACT_LIMITS.streetAddress, false),
  postalCode: fc.oneof(
    fc.constant(''),
    fc.tuple(digits(4), digits(3)).map(([a, b]) => `${a}-${b}`),
  ),
  locality: textUpTo(BUSINESS_FACT_LIMITS.locality, true),
  openingHours: fc.record({ Mo: day, Tu: day, We: day, Th: day, Fr: day, Sa: day, Su: day }),
  social: fc.record({
    instagram: socialLink(['instagram.com']),
    facebook: socialLink(['facebook.com', 'm.facebook.com', 'fb.com']),
    youtube: socialLink(['youtube.com', 'm.youtube.com']),
    tiktok: socialLink(['tiktok.com', 'vm.tiktok.com']),
  }),
  mapsUrl: mapsLink,
  rating: fc.integer({ min: 10, max: 50 }).map((tenths) => tenths / 10),
  reviewCount: fc.integer({ min: 0, max: BUSINESS_FACT_LIMITS.reviewCount }),
  reviews: fc.array(review, { maxLength: BUSINESS_FACT_LIMITS.reviews }),
  unknown: fc.anything(),
});

describe('validateBusinessFacts: normalization (property)', () => {
  it('accepts what it accepted again, unchanged, and stores nothing over the limits', () => {
    let accepted = 0;
    fc.assert(
      fc.property(factsInput, (input) => {
        const first = validateBusinessFacts(input, TODAY);
        if (!first.ok) {
          // only a link made too long by percent-encoding may be refused here
          for (const [path, message] of Object.entries(first.errors)) {
            expect(path).toMatch(/^social\./);
            expect(message).toMatch(/: no máximo 500 caracteres\.$/);
          }
          return;
        }
        accepted += 1;
        const facts = first.facts;
        expect(facts.whatsapp).toMatch(E164);
        expect(facts.phone).toMatch(E164);
        for (const link of [...Object.values(facts.social), facts.mapsUrl]) {
          expect(link.length).toBeLessThanOrEqual(BUSINESS_FACT_LIMITS.url);
        }
        expect(facts).not.toHaveProperty('unknown');
        const second = validateBusinessFacts(JSON.parse(JSON.stringify(facts)), TODAY);
        expect(second).toEqual({ ok: true, facts });
      }),
      { numRuns: 300 },
    );
    expect(accepted).toBeGreaterThan(100);
  });
});

describe('validateBusinessFacts: the build’s stand-in values are never facts', () => {
  const valid = () => goodInput();

  it('refuses the placeholder number in either phone field, however it is typed, naming the field', () => {
    for (const typed of ['+351910000000', '910 000 000', '00351 910 000 000']) {
      const result = validateBusinessFacts({ ...valid(), whatsapp: typed, phone: typed }, TODAY);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.errors.whatsapp).toBe(
        'Número de WhatsApp: ainda tem o valor de exemplo. Escreva o do negócio.',
      );
      expect(result.errors.phone).toBe(
        'Número de telefone: ainda tem o valor de exemplo. Escreva o do negócio.',
      );
    }
  });

  it('refuses the example e-mail and any address on an example domain', () => {
    for (const email of [
      PLACEHOLDER_EMAIL,
      'ana@example.com',
      'geral@estofos.exemplo',
      'x@mail.example.org',
    ]) {
      const result = validateBusinessFacts({ ...valid(), email }, TODAY);
      expect(result.ok ? null : result.errors.email, email).toBe(
        'E-mail: ainda tem o valor de exemplo. Escreva o do negócio.',
      );
    }
    expect(validateBusinessFacts({ ...valid(), email: 'geral@myexample.pt' }, TODAY).ok).toBe(true);
  });

  it('refuses the example social profiles, and keeps real ones', () => {
    const result = validateBusinessFacts(
      { ...valid(), social: { ...PLACEHOLDER_SOCIAL, tiktok: '' } },
      TODAY,
    );
    expect(result.ok ? {} : result.errors).toEqual({
      'social.instagram': 'Instagram: ainda tem o valor de exemplo. Escreva o do negócio.',
      'social.facebook': 'Facebook: ainda tem o valor de exemplo. Escreva o do negócio.',
      'social.youtube': 'YouTube: ainda tem o valor de exemplo. Escreva o do negócio.',
    });
    expect(validateBusinessFacts(valid(), TODAY).ok).toBe(true);
  });
});

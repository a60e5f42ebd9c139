import { describe, expect, it } from 'vitest';
import { BUILT_IN_PAGE_TEXTS_EN } from '#src/content/built-in-page-texts-en.ts';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';
import type { PageTexts } from '#portable/page-texts/page-texts-catalogue.ts';
import { missingTextsMessage } from '#portable/page-texts/missing-texts.ts';
import { placeholderIn } from '#portable/page-texts/placeholder-text.ts';
import { resolvePageTexts } from '#portable/page-texts/resolve-page-texts.ts';
import { textLength, validatePageTexts } from '#portable/page-texts/validate-page-texts.ts';

/** The built-in texts, deep-copied, changed by `edit`. */
function texts(edit: (draft: PageTexts) => void = () => {}): PageTexts {
  const draft = structuredClone(BUILT_IN_PAGE_TEXTS['pt-PT']);
  edit(draft);
  return draft;
}

function errorsOf(input: unknown): Record<string, string> {
  const result = validatePageTexts(input);
  return result.ok ? {} : result.errors;
}

describe('validatePageTexts', () => {
  it('accepts the built-in texts as they are', () => {
    expect(validatePageTexts(BUILT_IN_PAGE_TEXTS['pt-PT'])).toEqual({
      ok: true,
      texts: BUILT_IN_PAGE_TEXTS['pt-PT'],
    });
  });

  it('refuses an emptied required text, naming the section, the item and the field', () => {
    expect(errorsOf(texts((t) => (t.faq.items[2]!.question = '   ')))).toEqual({
      'faq.items.2.question': 'Perguntas Frequentes › Pergunta 3 › Pergunta: não pode ficar em branco.',
    });
    expect(errorsOf(texts((t) => (t.services.services[1]!.features[0] = '')))).toEqual({
      'services.services.1.features.0': 'Serviços › Serviço 2 › Ponto 1: não pode ficar em branco.',
    });
  });

  it('lets an optional text be empty', () => {
    const result = validatePageTexts(texts((t) => (t.hero.eyebrow = '')));
    expect(result.ok && result.texts.hero?.eyebrow).toBe('');
  });

  it('refuses a text over its limit, counting an emoji as one character', () => {
    const question = 'É seguro? 🛋️' + '.'.repeat(90);
    expect(textLength(question)).toBe(101);
    expect(errorsOf(texts((t) => (t.faq.items[0]!.question = question)))).toEqual({
      'faq.items.0.question':
        'Perguntas Frequentes › Pergunta 1 › Pergunta: tem 101 caracteres (máximo 100).',
    });
    const atLimit = validatePageTexts(texts((t) => (t.faq.items[0]!.question = question.slice(0, -1))));
    expect(atLimit.ok).toBe(true);
  });

  it('keeps line breaks where a text may have them and refuses them where it may not', () => {
    const result = validatePageTexts(
      texts((t) => (t.faq.items[0]!.answer = ' Primeira linha.\r\nSegunda.\rTerceira. ')),
    );
    expect(result.ok && result.texts.faq?.items?.[0]?.answer).toBe('Primeira linha.\nSegunda.\nTerceira.');
    expect(errorsOf(texts((t) => (t.faq.items[0]!.question = 'Uma\nduas')))).toEqual({
      'faq.items.0.question': 'Perguntas Frequentes › Pergunta 1 › Pergunta: escreva numa só linha.',
    });
  });

  it('keeps HTML and markdown as the characters they are', () => {
    const answer = '<b>Sim</b> & **sempre** <script>alert(1)</script>';
    const result = validatePageTexts(texts((t) => (t.faq.items[0]!.answer = answer)));
    expect(result.ok && result.texts.faq?.items?.[0]?.answer).toBe(answer);
  });

  it('refuses control characters', () => {
    expect(errorsOf(texts((t) => (t.hero.lead = 'Olá\u0007')))).toEqual({
      'hero.lead': 'Topo da página › Texto de introdução: contém caracteres de controlo não permitidos.',
    });
  });

  it('refuses placeholder text, quoting it', () => {
    expect(
      errorsOf(texts((t) => (t.services.services[0]!.description = 'Desde {preço} por lugar.'))),
    ).toEqual({
      'services.services.0.description':
        'Serviços › Serviço 1 › Descrição: contém texto provisório («{preço}»); escreva o texto final.',
    });
  });

  it('keeps a list within its bounds', () => {
    expect(errorsOf(texts((t) => (t.faq.items = [])))).toEqual({
      'faq.items': 'Perguntas Frequentes › Perguntas: entre 1 e 8 (tem 0).',
    });
    const nine = Array.from({ length: 9 }, (_, i) => ({ question: `Pergunta ${i}?`, answer: 'Sim.' }));
    expect(Object.keys(errorsOf(texts((t) => (t.faq.items = nine))))).toEqual(['faq.items']);
    expect(errorsOf(texts((t) => t.services.services.pop()))).toEqual({
      'services.services': 'Serviços › Os quatro serviços: tem de ter 4 (tem 3).',
    });
  });

  it('accepts a field left out (the page shows its built-in text) but not a list item missing one', () => {
    const { faq: _faq, ...withoutFaq } = BUILT_IN_PAGE_TEXTS['pt-PT'];
    expect(validatePageTexts(withoutFaq)).toEqual({ ok: true, texts: withoutFaq });
    expect(errorsOf(texts((t) => (t.faq.items[0] = { question: 'Só a pergunta?' } as never)))).toEqual({
      'faq.items.0.answer': 'Perguntas Frequentes › Pergunta 1 › Resposta: em falta.',
    });
  });

  it('drops keys the page does not know and refuses what is not texts', () => {
    const result = validatePageTexts({
      ...BUILT_IN_PAGE_TEXTS['pt-PT'],
      extra: 'x',
      hero: { ...BUILT_IN_PAGE_TEXTS['pt-PT'].hero, x: 1 },
    });
    expect(result).toEqual({ ok: true, texts: BUILT_IN_PAGE_TEXTS['pt-PT'] });
    expect(validatePageTexts('texto').ok).toBe(false);
    expect(validatePageTexts(null).ok).toBe(false);
    expect(errorsOf(texts((t) => (t.hero.claims = 'um' as never)))).toEqual({
      'hero.claims': 'Topo da página › Destaques abaixo dos botões: tem de ser uma lista.',
    });
    expect(errorsOf(texts((t) => (t.hero.lead = 42 as never)))).toEqual({
      'hero.lead': 'Topo da página › Texto de introdução: tem de ser texto.',
    });
  });
});

describe('validatePageTexts, complete (publishing a language)', () => {
  it('accepts texts saved before a field existed only as they are, not for publishing', () => {
    const { faq: _faq, ...withoutFaq } = texts();
    const withoutTitle = texts();
    delete (withoutTitle.metadata as Partial<PageTexts['metadata']>).title;
    expect(validatePageTexts(withoutFaq).ok).toBe(true);
    expect(validatePageTexts(withoutFaq, { complete: true })).toEqual({
      ok: false,
      errors: { faq: 'Perguntas Frequentes: em falta.' },
    });
    expect(validatePageTexts(withoutTitle, { complete: true })).toEqual({
      ok: false,
      errors: {
        'metadata.title':
          'Resultados do Google e partilhas › Título da página (o nome do negócio é acrescentado no fim): em falta.',
      },
    });
    // an optional text may be empty, but it must be there
    expect(
      validatePageTexts(
        texts((t) => (t.hero.eyebrow = '')),
        { complete: true },
      ),
    ).toMatchObject({ ok: true });
  });

  it('says why a language cannot be published, naming the first missing texts and counting the rest', () => {
    expect(missingTextsMessage('inglês', {}, false)).toBe(
      'Para publicar a página em inglês, escreva e guarde primeiro os seus textos.',
    );
    const errors = {
      a: 'A: em falta.',
      b: 'B: em falta.',
      c: 'C: em falta.',
      d: 'D: em falta.',
      e: 'E: em falta.',
    };
    expect(missingTextsMessage('inglês', errors, true)).toBe(
      'Para publicar a página em inglês, faltam textos: A: em falta. B: em falta. C: em falta. (e mais 2).',
    );
    expect(missingTextsMessage('inglês', { a: 'A: em falta.' }, true)).toBe(
      'Para publicar a página em inglês, faltam textos: A: em falta.',
    );
  });
});

describe('the built-in English texts', () => {
  it('are complete and within every limit, as publishing a language asks', () => {
    expect(validatePageTexts(BUILT_IN_PAGE_TEXTS_EN, { complete: true })).toEqual({
      ok: true,
      texts: BUILT_IN_PAGE_TEXTS_EN,
    });
  });

  it('have as many items in every list as the Portuguese ones', () => {
    expect(listLengths(BUILT_IN_PAGE_TEXTS['pt-PT'])).toMatchObject({
      'faq.items': 5,
      'services.services.3.features': 4,
    });
    expect(listLengths(BUILT_IN_PAGE_TEXTS_EN)).toEqual(listLengths(BUILT_IN_PAGE_TEXTS['pt-PT']));
  });
});

/** Every list of `value`, by path, with its length ("faq.items" → 5). */
function listLengths(value: unknown, path = ''): Record<string, number> {
  if (Array.isArray(value))
    return Object.assign(
      { [path]: value.length },
      ...value.map((item, index) => listLengths(item, `${path}.${index}`)),
    ) as Record<string, number>;
  if (typeof value === 'object' && value !== null)
    return Object.assign(
      {},
      ...Object.entries(value).map(([key, item]) => listLengths(item, path ? `${path}.${key}` : key)),
    ) as Record<string, number>;
  return {};
}

describe('placeholderIn', () => {
  it.each([
    ['Olá {nome}', '{nome}'],
    ['Preço: {{preço}}', '{{preço}}'],
    ['[inserir morada]', '[inserir morada]'],
    ['Lorem ipsum dolor', 'Lorem ipsum'],
    ['TODO: rever', 'TODO'],
    ['Escreva para geral@example.pt', 'geral@example.pt'],
    ['Ligue 910 000 000', '910 000 000'],
    ['Ligue +351 910-000-000', '910 000 000'],
  ])('finds the placeholder in %j', (text, found) => {
    expect(placeholderIn(text)).toBe(found);
  });

  it.each([
    'Resposta em 24h',
    'Ligue 912 345 678',
    'Tudo a fazer (todo o sofá)',
    'Preço [sob consulta]',
    'info@estofos.pt',
  ])('finds none in %j', (text) => {
    expect(placeholderIn(text)).toBeNull();
  });
});

describe('resolvePageTexts', () => {
  it('is the built-in texts until anything is saved', () => {
    expect(resolvePageTexts(BUILT_IN_PAGE_TEXTS['pt-PT'], null)).toEqual(BUILT_IN_PAGE_TEXTS['pt-PT']);
  });

  it('takes every saved text and the built-in one for each field never saved', () => {
    const saved = {
      hero: { lead: 'Novo texto.' },
      faq: { items: [{ question: 'Só esta?', answer: 'Sim.' }] },
    };
    const resolved = resolvePageTexts(BUILT_IN_PAGE_TEXTS['pt-PT'], saved);
    expect(resolved.hero.lead).toBe('Novo texto.');
    expect(resolved.hero.titleStart).toBe(BUILT_IN_PAGE_TEXTS['pt-PT'].hero.titleStart);
    expect(resolved.faq.items).toEqual([{ question: 'Só esta?', answer: 'Sim.' }]);
    expect(resolved.faq.title).toBe(BUILT_IN_PAGE_TEXTS['pt-PT'].faq.title);
    expect(resolved.about).toEqual(BUILT_IN_PAGE_TEXTS['pt-PT'].about);
  });

  it('fills a field added to an item since it was saved from the built-in item', () => {
    const saved = { reasons: { reasons: [{ title: 'Rápidos' }] } };
    const resolved = resolvePageTexts(BUILT_IN_PAGE_TEXTS['pt-PT'], saved);
    expect(resolved.reasons.reasons).toEqual([
      { title: 'Rápidos', text: BUILT_IN_PAGE_TEXTS['pt-PT'].reasons.reasons[0]!.text },
    ]);
  });
});

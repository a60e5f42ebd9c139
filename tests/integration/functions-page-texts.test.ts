// page-texts over HTTP against the real Deno function, and the owner's documents' tables through
// the official client: the admin's reads, saves and restores, in each language apart; every
// refusal with CORS and nothing stored (an emptied question, text over its limit, placeholders,
// bad requests, an unknown language, no session); publishing and withdrawing the English page;
// what anon may read (a language's texts only once it is published) and write; a save reaching
// an anon Realtime subscriber. The texts are one document per language for the whole project,
// so this file runs a stand-in of its own.
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';
import type { PageTexts } from '#portable/page-texts/page-texts-catalogue.ts';
import { ownStandIn } from '#tests/support/own-stand-in.ts';
import { subscribeToTable } from '#tests/support/realtime-changes.ts';
import type { CallOptions, FunctionAnswer } from '#tests/support/edge-functions.ts';
import { documentWrites, ownerDocumentFunction } from '#tests/support/owner-document-function.ts';

type Row = Record<string, unknown>;

const TEXTS = 'page-texts' as const;
const UNKNOWN_LANGUAGE = 'Idioma desconhecido: use pt-PT, en-GB.';

const standIn = ownStandIn();

const { call, snapshot, expectRefused, expectDenied, readAsAnon } = ownerDocumentFunction(standIn, TEXTS);

/** The built-in texts, changed by `edit`. */
function texts(edit: (draft: PageTexts) => void = () => {}): PageTexts {
  const draft = structuredClone(BUILT_IN_PAGE_TEXTS['pt-PT']);
  edit(draft);
  return draft;
}

/** The rows of one language's texts: its current one and its history. */
async function textsIn(locale: string) {
  const [current, versions] = await Promise.all([
    standIn.service.from('owner_documents').select('*').eq('document', TEXTS).eq('locale', locale),
    standIn.service
      .from('owner_document_versions')
      .select('*')
      .eq('document', TEXTS)
      .eq('locale', locale)
      .order('version'),
  ]);
  if (current.error || versions.error) throw new Error('texts read failed');
  return { current: current.data, versions: versions.data };
}

describe('page-texts: reading, saving and restoring', () => {
  it('answers GET with current null and no versions before anything is saved', async () => {
    const answer = await call({ method: 'GET' });
    expect(answer.status).toBe(200);
    // the site's own language: always published
    expect(answer.body).toEqual({ success: true, published: true, current: null, versions: [] });
    expect(await standIn.anon.from('owner_documents').select('*').eq('document', TEXTS)).toMatchObject({
      data: [],
      error: null,
    });
  });

  it('saves the texts normalised as version 1 of pt-PT, which anon then reads, and moves the site revision', async () => {
    const before = await snapshot();
    const edited = texts((t) => {
      t.faq.items[1]!.answer = '  Depende do sofá.\r\nEnvie-nos fotos.  ';
      t.services.services[0]!.features[2] = 'Tecido, microfibra, pele e veludo';
    });
    const answer = await call({ json: { texts: edited } });
    expect(answer.status).toBe(200);
    const expected = texts((t) => {
      t.faq.items[1]!.answer = 'Depende do sofá.\nEnvie-nos fotos.';
      t.services.services[0]!.features[2] = 'Tecido, microfibra, pele e veludo';
    });
    expect(answer.body).toEqual({
      success: true,
      current: { locale: 'pt-PT', version: 1, texts: expected, updatedAt: expect.any(String) },
    });
    const shown = await standIn.anon
      .from('owner_documents')
      .select('locale, version, content')
      .eq('document', TEXTS)
      .single();
    expect(shown).toMatchObject({ data: { locale: 'pt-PT', version: 1, content: expected }, error: null });
    expect((await snapshot()).revision.revision).toBeGreaterThan(before.revision.revision);
  });

  it('refuses an emptied question with 400 naming it, and changes nothing', async () => {
    const answer = await expectRefused(
      { json: { texts: texts((t) => (t.faq.items[0]!.question = '')) } },
      400,
      'Perguntas Frequentes › Pergunta 1 › Pergunta: não pode ficar em branco.',
    );
    expect(answer.body.fieldErrors).toEqual({
      'faq.items.0.question': 'Perguntas Frequentes › Pergunta 1 › Pergunta: não pode ficar em branco.',
    });
  });

  it('refuses several wrong fields at once, each named, and changes nothing', async () => {
    const before = await snapshot();
    const answer = await call({
      json: {
        texts: texts((t) => {
          t.hero.lead = 'x'.repeat(201);
          t.reasons.reasons[0]!.text = 'Desde {preço}.';
          t.faq.items = [];
        }),
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      'hero.lead': 'Topo da página › Texto de introdução: tem 201 caracteres (máximo 200).',
      'reasons.reasons.0.text':
        'Porque Nós? › Razão 1 › Texto: contém texto provisório («{preço}»); escreva o texto final.',
      'faq.items': 'Perguntas Frequentes › Perguntas: entre 1 e 8 (tem 0).',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('restores an earlier version as a new one equal to it, leaving the history as it was', async () => {
    const second = await call({
      json: { texts: texts((t) => (t.faq.items[1]!.answer = 'Outra resposta.')) },
    });
    expect(second.body).toMatchObject({ success: true, current: { version: 2 } });
    const restored = await call({ json: { action: 'restore', version: 1 } });
    expect(restored.status).toBe(200);
    const read = await call({ method: 'GET' });
    const versions = read.body.versions as Array<{ version: number; texts: PageTexts }>;
    expect(versions.map((version) => version.version)).toEqual([3, 2, 1]);
    expect(versions[0]?.texts).toEqual(versions[2]?.texts);
    expect(versions[1]?.texts.faq.items[1]?.answer).toBe('Outra resposta.');
    expect(read.body.current).toEqual(restored.body.current);
  });

  it.each([
    ['a version never saved', { action: 'restore', version: 999 }, 404, 'Versão dos textos não encontrada.'],
    [
      'a version beyond integers',
      { action: 'restore', version: 2 ** 31 },
      404,
      'Versão dos textos não encontrada.',
    ],
    ['no version', { action: 'restore' }, 400, 'Campo obrigatório: version (número inteiro positivo).'],
    [
      'a fractional version',
      { action: 'restore', version: 1.5 },
      400,
      'Campo obrigatório: version (número inteiro positivo).',
    ],
    ['an unknown action', { action: 'delete', version: 1 }, 400, 'Ação desconhecida.'],
    ['a language the page does not have', { locale: 'fr-FR', texts: texts() }, 400, UNKNOWN_LANGUAGE],
    ['no texts', {}, 400, 'Os textos enviados não são válidos.'],
    ['texts as a string', { texts: 'Olá' }, 400, 'Os textos enviados não são válidos.'],
  ])('refuses %s, changing nothing', async (_case, json, status, error) => {
    await expectRefused({ json }, status, error);
  });

  it('refuses with 409 to restore a version that no longer passes the rules, changing nothing', async () => {
    const { error } = await standIn.service.rpc('save_owner_document', {
      p_document: TEXTS,
      p_locale: 'pt-PT',
      p_content: { hero: { lead: '' } },
    });
    expect(error).toBeNull();
    const { data: current } = await standIn.service
      .from('owner_documents')
      .select('version')
      .eq('document', TEXTS)
      .eq('locale', 'pt-PT')
      .single();
    const broken = current!.version;
    // put the good texts back as the current ones, so only the history holds the broken version
    expect((await call({ json: { action: 'restore', version: 1 } })).status).toBe(200);
    await expectRefused(
      { json: { action: 'restore', version: broken } },
      409,
      'Esta versão já não cumpre as regras e não pode ser reposta. Topo da página › Texto de introdução: não pode ficar em branco.',
    );
  });
});

describe('page-texts: refusals before any work', () => {
  it.each<[string, CallOptions, number, string]>([
    [
      'GET without a session',
      { method: 'GET', session: undefined },
      401,
      'Sessão em falta. Faça login para continuar.',
    ],
    [
      'a save with a made-up session',
      { json: { texts: texts() }, session: 'A'.repeat(43) },
      401,
      'Sessão inválida ou expirada. Faça login novamente.',
    ],
    ['DELETE', { method: 'DELETE' }, 405, 'Método não permitido.'],
    [
      'a 300 KB body',
      { json: { texts: texts((t) => (t.hero.lead = 'x'.repeat(300_000))) } },
      413,
      'Pedido demasiado grande.',
    ],
    [
      'a body that is not JSON',
      { body: '{"texts":', headers: { 'content-type': 'application/json' } },
      400,
      'O corpo do pedido deve ser JSON válido.',
    ],
    ['a JSON array', { json: [texts()] }, 400, 'O corpo do pedido deve ser um objeto JSON.'],
  ])(
    'refuses %s with CORS and a Portuguese message, changing nothing',
    async (_case, options, status, error) => {
      await expectRefused(options, status, error);
    },
  );
});

describe('page texts through the official client with the anon key', () => {
  it('reads the current texts and the published languages, but not the history', async () => {
    expect((await readAsAnon()).map((row) => row.locale)).toEqual(['pt-PT']);
    expect(await standIn.anon.from('published_locales').select('locale')).toMatchObject({
      data: [],
      error: null,
    });
  });

  it('can write none of the three tables nor call either function', async () => {
    await expectDenied([
      ...documentWrites(standIn.anon, TEXTS, {}),
      standIn.anon.from('published_locales').insert({ locale: 'en-GB' }),
      standIn.anon
        .from('published_locales')
        .update({ published_at: new Date().toISOString() })
        .eq('locale', 'en-GB'),
      standIn.anon.from('published_locales').delete().eq('locale', 'en-GB'),
    ]);
  });

  it('never updates a row, even with the secret key: a save or a restore is a new version', async () => {
    // (the secret key may insert and delete rows: what a restore of the owner's backup does)
    await expectDenied([
      standIn.service.from('owner_documents').update({ content: {} }).eq('document', TEXTS),
      standIn.service.from('owner_document_versions').update({ content: {} }).eq('document', TEXTS),
      standIn.service
        .from('published_locales')
        .update({ published_at: new Date().toISOString() })
        .eq('locale', 'en-GB'),
    ]);
  });
});

describe('page texts changes reach an anon subscriber', () => {
  const changes: Array<{ new: Row; receivedAt: number }> = [];

  beforeAll(async () => {
    await subscribeToTable(standIn.anon, 'page-texts-updates', 'owner_documents', (payload) =>
      changes.push({ new: payload.new as Row, receivedAt: Date.now() }),
    );
  });

  it('delivers a save with the texts saved', async () => {
    const answer = await call({ json: { texts: texts((t) => (t.faq.items[0]!.answer = 'Ao vivo.')) } });
    expect(answer.status).toBe(200);
    const version = (answer.body.current as { version: number }).version;
    const wanted = (change: (typeof changes)[number]) =>
      change.new.document === TEXTS && change.new.locale === 'pt-PT' && change.new.version === version;
    await expect.poll(() => changes.find(wanted)).toBeDefined();
    expect((changes.find(wanted)!.new.content as PageTexts).faq.items[0]?.answer).toBe('Ao vivo.');
  });
});

/** The built-in English texts, changed by `edit`. */
function english(edit: (draft: PageTexts) => void = () => {}): PageTexts {
  const draft = structuredClone(BUILT_IN_PAGE_TEXTS['en-GB']);
  edit(draft);
  return draft;
}

describe('page-texts in English, apart from the Portuguese', () => {
  it('answers GET ?locale=en-GB with nothing saved and not published, while Portuguese texts are saved', async () => {
    const answer = await call({ method: 'GET', query: { locale: 'en-GB' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.body).toEqual({ success: true, published: false, current: null, versions: [] });
    expect((await textsIn('pt-PT')).current).toHaveLength(1);
  });

  it('saves and restores English texts as versions of their own, leaving the Portuguese ones untouched', async () => {
    const portuguese = await textsIn('pt-PT');
    const first = await call({ json: { locale: 'en-GB', texts: english() } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      current: { locale: 'en-GB', version: 1, texts: english(), updatedAt: expect.any(String) },
    });
    const second = await call({
      json: { locale: 'en-GB', texts: english((t) => (t.faq.items[0]!.answer = 'The same day.')) },
    });
    expect(second.body).toMatchObject({ success: true, current: { locale: 'en-GB', version: 2 } });
    const restored = await call({ json: { locale: 'en-GB', action: 'restore', version: 1 } });
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({
      success: true,
      current: { locale: 'en-GB', version: 3, texts: english(), updatedAt: expect.any(String) },
    });

    const read = await call({ method: 'GET', query: { locale: 'en-GB' } });
    expect(read.body).toMatchObject({ success: true, published: false, current: restored.body.current });
    const versions = read.body.versions as Array<{ version: number; texts: PageTexts }>;
    expect(versions.map((version) => version.version)).toEqual([3, 2, 1]);
    expect(versions[1]?.texts.faq.items[0]?.answer).toBe('The same day.');

    expect(await textsIn('pt-PT')).toEqual(portuguese);
    const portugueseRead = await call({ method: 'GET', query: { locale: 'pt-PT' } });
    expect(portugueseRead.body.current).toMatchObject({
      locale: 'pt-PT',
      version: portuguese.current[0]!.version,
      texts: portuguese.current[0]!.content,
    });
    expect(await call({ method: 'GET' })).toMatchObject({ body: portugueseRead.body });
  });

  it('restores a version of the same language only: 404 for one only the Portuguese texts have', async () => {
    const portugueseVersion = Math.max(...(await textsIn('pt-PT')).versions.map((row) => row.version));
    const englishVersion = Math.max(...(await textsIn('en-GB')).versions.map((row) => row.version));
    expect(portugueseVersion).toBeGreaterThan(englishVersion);
    await expectRefused(
      { json: { locale: 'en-GB', action: 'restore', version: portugueseVersion } },
      404,
      'Versão dos textos não encontrada.',
    );
  });

  it.each<[string, CallOptions]>([
    ['GET ?locale=fr-FR', { method: 'GET', query: { locale: 'fr-FR' } }],
    ['GET ?locale=en, a tag the site does not use', { method: 'GET', query: { locale: 'en' } }],
    ['GET with an empty locale', { method: 'GET', query: { locale: '' } }],
    ['a save in fr-FR', { json: { locale: 'fr-FR', texts: english() } }],
    ['a save in a lower-case en-gb', { json: { locale: 'en-gb', texts: english() } }],
    ['a restore in fr-FR', { json: { locale: 'fr-FR', action: 'restore', version: 1 } }],
    ['a locale that is not text', { json: { locale: 1, texts: texts() } }],
  ])('refuses %s with 400 and CORS, changing nothing', async (_case, options) => {
    await expectRefused(options, 400, UNKNOWN_LANGUAGE);
  });
});

describe('publishing the English page', () => {
  const ONLY_PT = 'A página em português é a do site e está sempre publicada.';
  const NO_SWITCH = 'Campo obrigatório: published (true ou false).';

  function publish(published: unknown, locale: unknown = 'en-GB', options: CallOptions = {}) {
    return call({ json: { action: 'publish', locale, published }, ...options });
  }

  /** What anon, as the public page, reads of the English texts and of the published languages. */
  async function publicView() {
    const [englishRows, published] = await Promise.all([
      standIn.anon
        .from('owner_documents')
        .select('version, content')
        .eq('document', TEXTS)
        .eq('locale', 'en-GB'),
      standIn.anon.from('published_locales').select('locale'),
    ]);
    expect(englishRows.error).toBeNull();
    expect(published.error).toBeNull();
    return { english: englishRows.data, published: published.data?.map((row) => row.locale) };
  }

  beforeAll(async () => {
    // no English texts saved yet, as in a project where the owner has not started them
    const current = await standIn.service
      .from('owner_documents')
      .delete()
      .eq('document', TEXTS)
      .eq('locale', 'en-GB');
    const versions = await standIn.service
      .from('owner_document_versions')
      .delete()
      .eq('document', TEXTS)
      .eq('locale', 'en-GB');
    expect(current.error ?? versions.error).toBeNull();
    expect(await textsIn('en-GB')).toEqual({ current: [], versions: [] });
  });

  it('refuses with 409 while no English texts are saved, saying to write them first, and changes nothing', async () => {
    const answer = await expectRefused(
      () => publish(true),
      409,
      'Para publicar a página em inglês, escreva e guarde primeiro os seus textos.',
    );
    expect(answer.body.fieldErrors).toMatchObject({
      hero: 'Topo da página: em falta.',
      faq: 'Perguntas Frequentes: em falta.',
    });
  });

  it('refuses with 409 English texts saved with some missing, naming each, and changes nothing', async () => {
    // a draft the save accepts: a field left out shows its built-in text until it is written
    const draft = english((t) => {
      delete (t.hero as Partial<PageTexts['hero']>).lead;
      delete (t as Partial<PageTexts>).faq;
    });
    expect((await call({ json: { locale: 'en-GB', texts: draft } })).status).toBe(200);
    const answer = await expectRefused(
      () => publish(true),
      409,
      'Para publicar a página em inglês, faltam textos: Topo da página › Texto de introdução: em falta. Perguntas Frequentes: em falta.',
    );
    expect(answer.body.fieldErrors).toEqual({
      'hero.lead': 'Topo da página › Texto de introdução: em falta.',
      faq: 'Perguntas Frequentes: em falta.',
    });
    expect(await publicView()).toEqual({ english: [], published: [] });
  });

  it('publishes once every English text is saved: listed, said by GET, read by anon, the revision moved', async () => {
    const saved = await call({ json: { locale: 'en-GB', texts: english() } });
    expect(saved.status).toBe(200);
    const version = (saved.body.current as { version: number }).version;
    const before = await snapshot();

    const answer = await publish(true);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.body).toEqual({ success: true, locale: 'en-GB', published: true });

    const listed = await standIn.service.from('published_locales').select('locale, published_at');
    expect(listed.data).toEqual([{ locale: 'en-GB', published_at: expect.any(String) }]);
    const read = await call({ method: 'GET', query: { locale: 'en-GB' } });
    expect(read.body).toMatchObject({ success: true, published: true, current: { version } });
    expect(await publicView()).toEqual({ english: [{ version, content: english() }], published: ['en-GB'] });
    expect((await snapshot()).revision.revision).toBeGreaterThan(before.revision.revision);
  });

  it('answers a second publish the same, keeping the one row as it was', async () => {
    const before = await snapshot();
    const answer = await publish(true);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, locale: 'en-GB', published: true });
    expect((await snapshot()).published).toEqual(before.published);
  });

  it.each<[string, () => Promise<FunctionAnswer>, number, string]>([
    ["publishing the site's own language", () => publish(true, 'pt-PT'), 400, ONLY_PT],
    ["withdrawing the site's own language", () => publish(false, 'pt-PT'), 400, ONLY_PT],
    [
      'a switch without a language (the site’s own)',
      () => call({ json: { action: 'publish', published: false } }),
      400,
      ONLY_PT,
    ],
    ['published as text', () => publish('false'), 400, NO_SWITCH],
    ['published as a number', () => publish(0), 400, NO_SWITCH],
    ['published as null', () => publish(null), 400, NO_SWITCH],
    ['no published', () => call({ json: { action: 'publish', locale: 'en-GB' } }), 400, NO_SWITCH],
    ['a language the site does not have', () => publish(false, 'fr-FR'), 400, UNKNOWN_LANGUAGE],
    [
      'a withdrawal without a session',
      () => publish(false, 'en-GB', { session: undefined }),
      401,
      'Sessão em falta. Faça login para continuar.',
    ],
    [
      'a withdrawal with a made-up session',
      () => publish(false, 'en-GB', { session: 'A'.repeat(43) }),
      401,
      'Sessão inválida ou expirada. Faça login novamente.',
    ],
  ])('refuses %s with CORS, changing nothing', async (_case, request, status, error) => {
    await expectRefused(request, status, error);
    expect((await publicView()).published).toEqual(['en-GB']);
  });

  it('withdraws: the row is deleted, GET says so, anon no longer reads the English texts, which stay saved', async () => {
    const before = await snapshot();
    const answer = await publish(false);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.body).toEqual({ success: true, locale: 'en-GB', published: false });

    expect((await standIn.service.from('published_locales').select('locale')).data).toEqual([]);
    expect((await call({ method: 'GET', query: { locale: 'en-GB' } })).body).toMatchObject({
      published: false,
      current: { locale: 'en-GB' },
    });
    expect(await publicView()).toEqual({ english: [], published: [] });
    const after = await snapshot();
    expect(after.current).toEqual(before.current);
    expect(after.versions).toEqual(before.versions);
    expect(after.revision.revision).toBeGreaterThan(before.revision.revision);
  });
});

// business-facts over HTTP against the real Deno function, and the owner's documents' tables
// through the official client: the admin's reads, saves and restores; every refusal (400 with
// fieldErrors, 401, 404, 405, 409, 413) with CORS and nothing stored; a language other than the
// site's refused; what anon may read and write; the change reaching an anon Realtime subscriber
// within 2 s. The facts are one document for the whole project, so this file runs a stand-in of
// its own: its saves never reach the shared one, whose business facts hostile-inputs.test.ts
// expects to stay as they are.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownStandIn } from '#tests/support/own-stand-in.ts';
import { subscribeToTable } from '#tests/support/realtime-changes.ts';
import type { Json } from '#portable/database-types.ts';
import { type CallOptions, expectCors, preflight } from '#tests/support/edge-functions.ts';
import { documentWrites, ownerDocumentFunction } from '#tests/support/owner-document-function.ts';
import { completeBusinessFacts } from '#src/testing/complete-business-facts.ts';

type Row = Record<string, unknown>;
/** Facts as JSON: what the function is sent and what the tables hold. */
type Facts = { [key: string]: Json | undefined };

/** A change must reach open pages within this long, on the stand-in. */
const DELIVERY_MS = 2_000;

const standIn = ownStandIn();

const { call, expectRefused, expectDenied, readAsAnon } = ownerDocumentFunction(standIn, 'business-facts');

/** Facts as the admin sends them: the shared complete facts, with spaces and local phone formats. */
function facts(overrides: Facts = {}): Facts {
  return {
    ...completeBusinessFacts(),
    name: '  Estofos Lisboa ',
    whatsapp: '912 345 678',
    phone: '+351 210 000 000',
    ...overrides,
  };
}

/** facts(overrides) as the validator stores them. */
function normalized(overrides: Facts = {}): Facts {
  return {
    ...facts(overrides),
    name: 'Estofos Lisboa',
    whatsapp: '+351912345678',
    phone: '+351210000000',
    ...('name' in overrides ? { name: overrides.name } : {}),
  };
}

const FACTS = 'business-facts' as const;

/** A restore of `version`, refused with `status` and `error`, storing nothing. */
async function expectRestoreRefused(version: unknown, status: number, error: string): Promise<void> {
  await expectRefused({ json: { action: 'restore', version } }, status, error);
}

describe('business-facts: reading, saving and restoring', () => {
  it('answers GET with current null and no versions before anything is saved', async () => {
    const answer = await call({ method: 'GET' });
    expect(answer.status).toBe(200);
    expectCors(answer.headers);
    expect(answer.body).toEqual({ success: true, current: null, versions: [] });
    expect(await standIn.anon.from('owner_documents').select('*').eq('document', FACTS)).toMatchObject({
      data: [],
      error: null,
    });
  });

  it('saves facts normalized as version 1, which GET, the database and anon then show', async () => {
    const answer = await call({ json: { facts: { ...facts(), extra: 'dropped' } } });
    expect(answer.status).toBe(200);
    expectCors(answer.headers);
    expect(answer.body).toEqual({
      success: true,
      current: { locale: 'pt-PT', version: 1, facts: normalized(), updatedAt: expect.any(String) },
    });
    const current = answer.body.current as { updatedAt: string };
    expect(Date.now() - Date.parse(current.updatedAt)).toBeLessThan(60_000);

    const read = await call({ method: 'GET' });
    expect(read.body).toEqual({
      success: true,
      current: answer.body.current,
      versions: [{ version: 1, createdAt: expect.any(String), facts: normalized() }],
    });
    const stored = await standIn.service
      .from('owner_document_versions')
      .select('locale, content')
      .eq('document', FACTS)
      .eq('version', 1)
      .single();
    expect(stored.data).toEqual({ locale: 'pt-PT', content: normalized() });
    const shown = await standIn.anon
      .from('owner_documents')
      .select('locale, version, content')
      .eq('document', FACTS)
      .single();
    expect(shown).toMatchObject({
      data: { locale: 'pt-PT', version: 1, content: normalized() },
      error: null,
    });
  });

  it('refuses invalid facts with 400, the first message, every field’s message, and stores nothing', async () => {
    const answer = await expectRefused(
      {
        json: {
          facts: facts({
            phone: '12345',
            social: { instagram: 'http://instagram.com/x' },
            rating: 4.85,
            reviews: [{ author: 'Ana', text: 'Bom', rating: 5, date: '2026-02-30' }],
          }),
        },
      },
      400,
      'Número de telefone: um número português tem 9 algarismos; um internacional começa por + e o indicativo do país.',
    );
    expect(answer.body.fieldErrors).toEqual({
      phone:
        'Número de telefone: um número português tem 9 algarismos; um internacional começa por + e o indicativo do país.',
      'social.instagram': 'Instagram: deve ser um endereço completo começado por https://.',
      rating: 'Classificação no Google: no máximo uma casa decimal (por exemplo 4,8).',
      'reviews.0.date': 'Avaliação 1, data: escolha uma data válida.',
    });
  });

  it('refuses the build’s placeholder phone, e-mail and profiles with 400, naming each field, and stores nothing', async () => {
    const example = (label: string) => `${label}: ainda tem o valor de exemplo. Escreva o do negócio.`;
    const answer = await expectRefused(
      {
        json: {
          facts: facts({
            whatsapp: '+351 910 000 000',
            phone: '910000000',
            email: 'geral@example.pt',
            social: { instagram: 'https://www.instagram.com/estofoslimposlisboa.exemplo' },
          }),
        },
      },
      400,
      example('Número de WhatsApp'),
    );
    expect(answer.body.fieldErrors).toEqual({
      whatsapp: example('Número de WhatsApp'),
      phone: example('Número de telefone'),
      email: example('E-mail'),
      'social.instagram': example('Instagram'),
    });
  });

  it.each([
    ['no facts', {}, 'Os dados do negócio devem ser um objeto.'],
    ['facts as a string', { facts: 'Estofos Lisboa' }, 'Os dados do negócio devem ser um objeto.'],
    ['facts as an array', { facts: [facts()] }, 'Os dados do negócio devem ser um objeto.'],
    [
      'a review in the future',
      { facts: facts({ reviews: [{ ...reviewOf(), date: '2099-01-01' }] }) },
      'Avaliação 1, data: não pode ser no futuro.',
    ],
    [
      '7 reviews',
      { facts: facts({ reviews: Array.from({ length: 7 }, reviewOf) }) },
      'Avaliações: no máximo 6.',
    ],
    [
      'a NUL in the name',
      { facts: facts({ name: 'Estofos\u0000' }) },
      'Nome do negócio: contém o carácter nulo (U+0000), que não pode ser guardado.',
    ],
  ])('refuses %s with 400 and fieldErrors, storing nothing', async (_case, json, error) => {
    const answer = await expectRefused({ json }, 400, error);
    expect(Object.values(answer.body.fieldErrors as Row)[0]).toBe(error);
  });

  it('restores an earlier version as a new one, equal to it, leaving the history as it was', async () => {
    const second = await call({
      json: { facts: facts({ name: 'Estofos Lisboa & Margem Sul', rating: 4.7 }) },
    });
    expect(second.body).toMatchObject({ success: true, current: { version: 2 } });

    const restored = await call({ json: { action: 'restore', version: 1 } });
    expect(restored.status).toBe(200);
    expectCors(restored.headers);
    expect(restored.body).toEqual({
      success: true,
      current: { locale: 'pt-PT', version: 3, facts: normalized(), updatedAt: expect.any(String) },
    });

    const read = await call({ method: 'GET' });
    const versions = read.body.versions as Array<{ version: number; facts: Row }>;
    expect(versions.map((version) => version.version)).toEqual([3, 2, 1]);
    expect(versions[0]?.facts).toEqual(versions[2]?.facts);
    expect(versions[1]?.facts).toMatchObject({ name: 'Estofos Lisboa & Margem Sul', rating: 4.7 });
    expect(read.body.current).toEqual(restored.body.current);
  });

  it('stores unusual but valid text exactly: emoji, right-to-left text, combining marks, line breaks', async () => {
    const text = 'Sofá 🛋️ limpo ✨👍🏽 👨‍👩‍👧\nقبل وبعد \u200fשלום\u200e\tCafe\u0301';
    const answer = await call({
      json: { facts: facts({ reviews: [{ ...reviewOf(), author: 'Zoë \u202eA', text }] }) },
    });
    expect(answer.status).toBe(200);
    const { data } = await standIn.service
      .from('owner_documents')
      .select('content')
      .eq('document', FACTS)
      .single();
    expect((data?.content as { reviews: Facts[] }).reviews[0]).toMatchObject({ author: 'Zoë \u202eA', text });
  });

  it('drops a service area sent with the facts (a page text now) and gives each review its language', async () => {
    const answer = await call({
      json: {
        facts: facts({
          serviceArea: 'Lisboa e Margem Sul',
          reviews: [reviewOf(), { ...reviewOf(), author: 'Kate', language: 'en-GB' }],
        }),
      },
    });
    expect(answer.status).toBe(200);
    const saved = (answer.body.current as { facts: Facts }).facts;
    expect(saved).not.toHaveProperty('serviceArea');
    expect(saved.reviews).toEqual([
      { ...reviewOf(), language: 'pt-PT' },
      { ...reviewOf(), author: 'Kate', language: 'en-GB' },
    ]);
    const { data } = await standIn.service
      .from('owner_documents')
      .select('content')
      .eq('document', FACTS)
      .single();
    expect(data?.content).toEqual(saved);
  });

  it('refuses a review in a language the site does not have, naming it, and stores nothing', async () => {
    const answer = await expectRefused(
      { json: { facts: facts({ reviews: [{ ...reviewOf(), language: 'fr-FR' }] }) } },
      400,
      'Avaliação 1, língua: escolha uma das do site.',
    );
    expect(answer.body.fieldErrors).toEqual({
      'reviews.0.language': 'Avaliação 1, língua: escolha uma das do site.',
    });
  });

  it('works through the official client (functions.invoke), refusals included', async () => {
    const headers = { 'x-session-token': standIn.session };
    const read = await standIn.anon.functions.invoke('business-facts', { method: 'GET', headers });
    expect(read.error).toBeNull();
    expect(read.data).toMatchObject({ success: true, current: { version: expect.any(Number) } });
    const latest = (read.data as { current: { version: number } }).current.version;

    const saved = await standIn.anon.functions.invoke('business-facts', {
      body: { facts: facts() },
      headers,
    });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({
      success: true,
      current: { version: latest + 1, facts: normalized() },
    });

    const refused = await standIn.anon.functions.invoke('business-facts', {
      body: { facts: facts({ email: 'geral' }) },
      headers,
    });
    expect(refused.error).toBeInstanceOf(FunctionsHttpError);
    const response = (refused.error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: 'E-mail: escreva um endereço como nome@dominio.pt.',
      fieldErrors: { email: 'E-mail: escreva um endereço como nome@dominio.pt.' },
    });
  });

  it('lists at most 20 versions, newest first', async () => {
    const before = (await call({ method: 'GET' })).body.current as { version: number };
    const newest = before.version + 18;
    expect(newest).toBeGreaterThan(20);
    for (let index = 0; index < 18; index++) {
      const { error } = await standIn.service.rpc('save_owner_document', {
        p_document: FACTS,
        p_locale: 'pt-PT',
        p_content: normalized({ reviewCount: index }),
      });
      expect(error).toBeNull();
    }
    const read = await call({ method: 'GET' });
    const versions = read.body.versions as Array<{ version: number; createdAt: string }>;
    expect(versions.map((version) => version.version)).toEqual(
      Array.from({ length: 20 }, (_, index) => newest - index),
    );
    expect(read.body.current).toMatchObject({ version: newest, facts: normalized({ reviewCount: 17 }) });
    // and an older one than the list shows can still be restored
    const restored = await call({ json: { action: 'restore', version: 1 } });
    expect(restored.body).toMatchObject({
      success: true,
      current: { version: newest + 1, facts: normalized() },
    });
  });

  it.each([
    ['a version never saved', 999],
    ['the largest integer', 2 ** 31 - 1],
    ['a version beyond integers', 2 ** 31],
    ['1e308', 1e308],
  ])('answers 404 to restoring %s, storing nothing', async (_case, version) => {
    await expectRestoreRefused(version, 404, 'Versão dos dados do negócio não encontrada.');
  });

  it.each([
    ['0', 0],
    ['a negative version', -1],
    ['a fraction', 1.5],
    ['a numeric string', '1'],
    ['null', null],
    ['an array', [1]],
  ])('answers 400 to restoring %s', async (_case, version) => {
    await expectRestoreRefused(version, 400, 'Campo obrigatório: version (número inteiro positivo).');
  });

  it('answers 400 to a restore without a version, storing nothing', async () => {
    await expectRefused(
      { json: { action: 'restore' } },
      400,
      'Campo obrigatório: version (número inteiro positivo).',
    );
  });

  it('refuses with 409 to restore a version that no longer passes the rules, storing nothing', async () => {
    // written by hand, around the function: the one way a stored version can fail the validator
    const { error } = await standIn.service.from('owner_document_versions').insert({
      document: FACTS,
      locale: 'pt-PT',
      version: 10_000,
      content: { ...normalized(), name: '' },
    });
    expect(error).toBeNull();
    try {
      const answer = await expectRefused(
        { json: { action: 'restore', version: 10_000 } },
        409,
        'Esta versão já não cumpre as regras e não pode ser reposta. Nome do negócio: campo obrigatório.',
      );
      expect(answer.body.fieldErrors).toEqual({ name: 'Nome do negócio: campo obrigatório.' });
    } finally {
      await standIn.service
        .from('owner_document_versions')
        .delete()
        .eq('document', FACTS)
        .eq('version', 10_000);
    }
  });
});

describe('business-facts: in the site’s language only', () => {
  const ONLY_PT = 'Idioma desconhecido: use pt-PT.';

  it.each<[string, CallOptions]>([
    ['GET ?locale=en-GB', { method: 'GET', query: { locale: 'en-GB' } }],
    ['a save in en-GB', { json: { locale: 'en-GB', facts: facts() } }],
    ['a restore in en-GB', { json: { locale: 'en-GB', action: 'restore', version: 1 } }],
    ['a language the site does not have', { json: { locale: 'fr-FR', facts: facts() } }],
    ['a language that is not text', { json: { locale: ['pt-PT'], facts: facts() } }],
  ])('refuses %s with 400 and CORS, storing nothing', async (_case, options) => {
    await expectRefused(options, 400, ONLY_PT);
  });

  it('answers GET ?locale=pt-PT as it answers GET without one', async () => {
    const [named, plain] = await Promise.all([
      call({ method: 'GET', query: { locale: 'pt-PT' } }),
      call({ method: 'GET' }),
    ]);
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ success: true, current: { locale: 'pt-PT' } });
    expect(named.body).toEqual(plain.body);
  });
});

function reviewOf(): Facts {
  return { author: 'Rui', place: '', text: 'Rápido e cuidadoso.', rating: 5, date: '2026-09-01' };
}

describe('business-facts: refusals', () => {
  const NO_SESSION = 'Sessão em falta. Faça login para continuar.';
  const BAD_SESSION = 'Sessão inválida ou expirada. Faça login novamente.';

  it.each<[string, CallOptions, number, string]>([
    ['GET without a session', { method: 'GET', session: undefined }, 401, NO_SESSION],
    ['a save without a session', { json: { facts: facts() }, session: undefined }, 401, NO_SESSION],
    [
      'a restore without a session',
      { json: { action: 'restore', version: 1 }, session: undefined },
      401,
      NO_SESSION,
    ],
    ['a garbage session', { method: 'GET', session: 'garbage' }, 401, BAD_SESSION],
    [
      'a well-formed unknown session',
      { json: { facts: facts() }, session: 'A'.repeat(43) },
      401,
      BAD_SESSION,
    ],
    ['PUT', { method: 'PUT', json: { facts: facts() } }, 405, 'Método não permitido.'],
    ['DELETE', { method: 'DELETE' }, 405, 'Método não permitido.'],
    ['PATCH', { method: 'PATCH', json: { facts: facts() } }, 405, 'Método não permitido.'],
    [
      'a 100 KB body',
      { json: { facts: facts({ name: 'x'.repeat(100_000) }) } },
      413,
      'Pedido demasiado grande.',
    ],
    [
      'a 100 KB body sent chunked (no Content-Length)',
      {
        body: new Blob([JSON.stringify({ facts: facts({ name: 'x'.repeat(100_000) }) })]).stream(),
        headers: { 'content-type': 'application/json' },
        init: { duplex: 'half' },
      },
      413,
      'Pedido demasiado grande.',
    ],
    [
      'a body that is not JSON',
      { body: '{"facts":', headers: { 'content-type': 'application/json' } },
      400,
      'O corpo do pedido deve ser JSON válido.',
    ],
    ['an empty body', { body: '' }, 400, 'O corpo do pedido deve ser JSON válido.'],
    ['a JSON array', { json: [{ facts: facts() }] }, 400, 'O corpo do pedido deve ser um objeto JSON.'],
    ['JSON null', { json: null }, 400, 'O corpo do pedido deve ser um objeto JSON.'],
    ['a JSON string', { json: 'facts' }, 400, 'O corpo do pedido deve ser um objeto JSON.'],
    ['an unknown action', { json: { action: 'delete', version: 1 } }, 400, 'Ação desconhecida.'],
    [
      'an action that is not text',
      { json: { action: { restore: true }, version: 1 } },
      400,
      'Ação desconhecida.',
    ],
    ['a null action', { json: { action: null, facts: facts() } }, 400, 'Ação desconhecida.'],
  ])(
    'refuses %s with CORS and a Portuguese message, storing nothing',
    async (_case, options, status, error) => {
      const answer = await expectRefused(options, status, error);
      if (status === 405) expect(answer.headers.get('allow')).toBe('GET, POST, OPTIONS');
    },
  );

  it('answers the preflight with 204 and CORS', async () => {
    const response = await preflight('business-facts', standIn.local.url);
    expect(response.status).toBe(204);
    expectCors(response.headers);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/GET/);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/);
  });
});

describe('business facts through the official client with the anon key', () => {
  it('reads the current facts, but not the history', async () => {
    const current = await readAsAnon();
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ locale: 'pt-PT', content: { name: expect.any(String) } });
  });

  it('can neither insert, update nor delete either table, nor call either function', async () => {
    await expectDenied(documentWrites(standIn.anon, FACTS, normalized({ name: 'Hacked' })));
  });
});

describe('business facts changes reach an anon subscriber', () => {
  const changes: Array<{ eventType: string; new: Row; receivedAt: number }> = [];

  beforeAll(async () => {
    // as an open page would: every event of public.owner_documents, with the anon key
    await subscribeToTable(standIn.anon, 'owner-documents-updates', 'owner_documents', (payload) =>
      changes.push({ eventType: payload.eventType, new: payload.new as Row, receivedAt: Date.now() }),
    );
  });

  /** Sends `options`, which must succeed, and the change it brings, received within DELIVERY_MS of the answer. */
  async function delivered(options: CallOptions) {
    const started = Date.now();
    const answer = await call(options);
    const answered = Date.now();
    expect(answer.status).toBe(200);
    const version = (answer.body.current as { version: number }).version;
    const wanted = (change: (typeof changes)[number]) =>
      change.receivedAt >= started && change.new.document === FACTS && change.new.version === version;
    await expect.poll(() => changes.some(wanted), { timeout: DELIVERY_MS * 3, interval: 10 }).toBe(true);
    const change = changes.find(wanted)!;
    expect(change.receivedAt - answered).toBeLessThan(DELIVERY_MS);
    return { change, version };
  }

  it('delivers a save through the function within 2 s, with the facts saved', async () => {
    const { change, version } = await delivered({
      json: { facts: facts({ name: 'Estofos Lisboa ao vivo' }) },
    });
    expect(change.eventType).toBe('UPDATE');
    expect(change.new).toMatchObject({
      document: FACTS,
      locale: 'pt-PT',
      version,
      content: normalized({ name: 'Estofos Lisboa ao vivo' }),
    });
  });

  it('delivers a restore the same way', async () => {
    const { change } = await delivered({ json: { action: 'restore', version: 1 } });
    expect(change.new.content).toEqual(normalized());
  });
});

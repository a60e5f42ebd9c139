// page-texts over HTTP against the real Deno function, and its two tables through the official
// client: the admin's reads, saves and restores; every refusal with CORS and nothing stored (an
// emptied question, text over its limit, placeholders, bad requests, no session); what anon may
// read and write; a save reaching an anon Realtime subscriber. The texts are one row per
// language for the whole project, so this file runs a stand-in of its own.
import {
  REALTIME_SUBSCRIBE_STATES,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_PAGE_TEXTS } from '../../src/content/built-in-page-texts.ts';
import type { Database } from '../../supabase/functions/_shared/portable/database-types.ts';
import type { PageTexts } from '../../supabase/functions/_shared/portable/page-texts/page-texts-catalogue.ts';
import type { LocalSupabase } from '../../supabase/local/server.ts';
import { type OwnStandIn, startOwnStandIn } from '../support/own-stand-in.ts';
import { callFunction, type CallOptions, type FunctionAnswer } from '../support/edge-functions.ts';

type Client = SupabaseClient<Database>;
type Row = Record<string, unknown>;

const PERMISSION_DENIED = '42501';

let standIn: OwnStandIn;
let local: LocalSupabase;
let anon: Client;
let service: Client;
let session: string;

beforeAll(async () => {
  standIn = await startOwnStandIn();
  ({ local, anon, service, session } = standIn);
}, 120_000);

afterAll(async () => {
  await standIn?.close();
});

function call(options: CallOptions = {}): Promise<FunctionAnswer> {
  return callFunction('page-texts', { baseUrl: local.url, session, ...options });
}

/** The built-in texts, changed by `edit`. */
function texts(edit: (draft: PageTexts) => void = () => {}): PageTexts {
  const draft = structuredClone(BUILT_IN_PAGE_TEXTS['pt-PT']);
  edit(draft);
  return draft;
}

/** Everything a refused request must leave as it was. */
async function snapshot() {
  const [current, versions, revision] = await Promise.all([
    service.from('page_texts').select('*'),
    service.from('page_text_versions').select('*').order('version'),
    service.from('site_revision').select('revision').single(),
  ]);
  if (current.error || versions.error || revision.error) throw new Error('snapshot failed');
  return { current: current.data, versions: versions.data, revision: revision.data };
}

function expectRefusal(answer: FunctionAnswer, status: number, error: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  expect(answer.body).toMatchObject({ success: false, error });
}

describe('page-texts: reading, saving and restoring', () => {
  it('answers GET with current null and no versions before anything is saved', async () => {
    const answer = await call({ method: 'GET' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, current: null, versions: [] });
    expect(await anon.from('page_texts').select('*')).toMatchObject({ data: [], error: null });
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
    const shown = await anon.from('page_texts').select('locale, version, texts').single();
    expect(shown).toMatchObject({ data: { locale: 'pt-PT', version: 1, texts: expected }, error: null });
    expect((await snapshot()).revision.revision).toBeGreaterThan(before.revision.revision);
  });

  it('refuses an emptied question with 400 naming it, and changes nothing', async () => {
    const before = await snapshot();
    const answer = await call({ json: { texts: texts((t) => (t.faq.items[0]!.question = '')) } });
    expectRefusal(answer, 400, 'Perguntas Frequentes › Pergunta 1 › Pergunta: não pode ficar em branco.');
    expect(answer.body.fieldErrors).toEqual({
      'faq.items.0.question': 'Perguntas Frequentes › Pergunta 1 › Pergunta: não pode ficar em branco.',
    });
    expect(await snapshot()).toEqual(before);
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
    [
      'a language the page does not have',
      { locale: 'en-GB', texts: texts() },
      400,
      'Idioma desconhecido: use pt-PT.',
    ],
    ['no texts', {}, 400, 'Os textos enviados não são válidos.'],
    ['texts as a string', { texts: 'Olá' }, 400, 'Os textos enviados não são válidos.'],
  ])('refuses %s, changing nothing', async (_case, json, status, error) => {
    const before = await snapshot();
    expectRefusal(await call({ json }), status, error);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses with 409 to restore a version that no longer passes the rules, changing nothing', async () => {
    const { error } = await service.rpc('save_page_texts', {
      p_locale: 'pt-PT',
      p_texts: { hero: { lead: '' } },
    });
    expect(error).toBeNull();
    const { data: current } = await service.from('page_texts').select('version').single();
    const broken = current!.version;
    // put the good texts back as the current ones, so only the history holds the broken version
    expect((await call({ json: { action: 'restore', version: 1 } })).status).toBe(200);
    const before = await snapshot();
    const answer = await call({ json: { action: 'restore', version: broken } });
    expectRefusal(
      answer,
      409,
      'Esta versão já não cumpre as regras e não pode ser reposta. Topo da página › Texto de introdução: não pode ficar em branco.',
    );
    expect(await snapshot()).toEqual(before);
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
      const before = await snapshot();
      expectRefusal(await call(options), status, error);
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('page texts through the official client with the anon key', () => {
  it('reads the current texts, but not the history', async () => {
    const current = await anon.from('page_texts').select('locale, version, texts, updated_at');
    expect(current.error).toBeNull();
    expect(current.data).toHaveLength(1);
    const history = await anon.from('page_text_versions').select('*');
    expect(history.error?.code).toBe(PERMISSION_DENIED);
  });

  it('can neither write either table nor call either function', async () => {
    const before = await snapshot();
    const attempts = [
      anon.from('page_texts').insert({ locale: 'en-GB', version: 1, texts: {} }),
      anon.from('page_texts').update({ texts: {} }).eq('locale', 'pt-PT'),
      anon.from('page_texts').delete().eq('locale', 'pt-PT'),
      anon.from('page_text_versions').insert({ locale: 'pt-PT', version: 99_999, texts: {} }),
      anon.from('page_text_versions').delete().eq('locale', 'pt-PT'),
      anon.rpc('save_page_texts', { p_locale: 'pt-PT', p_texts: {} }),
      anon.rpc('restore_page_texts', { p_locale: 'pt-PT', p_version: 1 }),
    ];
    for (const attempt of attempts) expect((await attempt).error?.code).toBe(PERMISSION_DENIED);
    expect(await snapshot()).toEqual(before);
  });

  it('never updates a row, even with the secret key: a save or a restore is a new version', async () => {
    // (the secret key may insert and delete rows: what a restore of the owner's backup does)
    const before = await snapshot();
    const attempts = [
      service.from('page_texts').update({ texts: {} }).eq('locale', 'pt-PT'),
      service.from('page_text_versions').update({ texts: {} }).eq('locale', 'pt-PT'),
    ];
    for (const attempt of attempts) expect((await attempt).error?.code).toBe(PERMISSION_DENIED);
    expect(await snapshot()).toEqual(before);
  });
});

describe('page texts changes reach an anon subscriber', () => {
  const changes: Array<{ new: Row; receivedAt: number }> = [];

  beforeAll(async () => {
    const channel = anon
      .channel('page-texts-updates')
      .on<Row>(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'page_texts' },
        (payload: RealtimePostgresChangesPayload<Row>) =>
          changes.push({ new: payload.new as Row, receivedAt: Date.now() }),
      );
    await new Promise<void>((resolve, reject) => {
      channel.subscribe((status, error) => {
        if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
        else reject(new Error(`subscribe: ${status} ${error?.message ?? ''}`));
      });
    });
  });

  it('delivers a save with the texts saved', async () => {
    const answer = await call({ json: { texts: texts((t) => (t.faq.items[0]!.answer = 'Ao vivo.')) } });
    expect(answer.status).toBe(200);
    const version = (answer.body.current as { version: number }).version;
    await expect.poll(() => changes.find((change) => change.new.version === version)).toBeDefined();
    const change = changes.find((c) => c.new.version === version)!;
    expect((change.new.texts as PageTexts).faq.items[0]?.answer).toBe('Ao vivo.');
  });
});

// An image's alt text and caption in the other languages, through the real media-upload function:
// sent with an upload (the `translations` field), and set afterwards on a stored version (POST
// {action: "texts"}), which edits that version in place and makes no new one. Every refusal is a
// 4xx with CORS and a Portuguese message, and changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '#tests/support/clients.ts';
import {
  callFunction,
  type FunctionAnswer,
  login,
  testSlots,
  uploadForm,
} from '#tests/support/edge-functions.ts';
import { makePng } from '#tests/support/test-images.ts';

const SLOTS = ['upload', 'refused', 'edit', 'missing'] as const;
const slot = testSlots('texts', SLOTS);
let session: string;

beforeAll(async () => {
  session = await login();
});

function upload(slotName: string, fields: { altText?: string; translations?: string } = {}) {
  const form = uploadForm({ file: { bytes: makePng(16, 12), name: 'sofa.png' }, slotName, ...fields });
  if (fields.translations !== undefined) form.append('translations', fields.translations);
  return callFunction('media-upload', { session, body: form });
}

function setTexts(json: Record<string, unknown>, options: { session?: string } = { session }) {
  return callFunction('media-upload', { session: options.session, json: { action: 'texts', ...json } });
}

async function versions(slotName: string) {
  const { data, error } = await serviceClient()
    .from('media_slots')
    .select('current_version, updated_at, media_versions(version_number, alt_text, caption, translations)')
    .eq('slot_name', slotName)
    .single();
  if (error) throw new Error(error.message);
  return {
    ...data,
    media_versions: data.media_versions.toSorted((a, b) => a.version_number - b.version_number),
  };
}

function expectRefused(answer: FunctionAnswer, status: number, message: string | RegExp): void {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ success: false, error: expect.stringMatching(message) });
  expect(answer.headers.get('access-control-allow-origin')).toBe('*');
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

describe('an upload with texts in English', () => {
  it('stores them beside the Portuguese ones, and visitors read them with the current version', async () => {
    const answer = await upload(slot.upload, {
      altText: 'Sofá cinzento depois da limpeza',
      translations: JSON.stringify({
        'en-GB': { altText: '  Grey sofa after cleaning ', caption: 'Steam cleaning' },
      }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.version).toMatchObject({
      version_number: 1,
      alt_text: 'Sofá cinzento depois da limpeza',
      translations: { 'en-GB': { altText: 'Grey sofa after cleaning', caption: 'Steam cleaning' } },
    });
    const { data, error } = await anonClient()
      .from('media_slots')
      .select('media_versions(translations)')
      .eq('slot_name', slot.upload)
      .single();
    expect(error).toBeNull();
    expect(data?.media_versions).toEqual([
      { translations: { 'en-GB': { altText: 'Grey sofa after cleaning', caption: 'Steam cleaning' } } },
    ]);
  });

  it('keeps no language whose texts are both empty, and none at all without the field', async () => {
    const blank = await upload(slot.upload, {
      translations: JSON.stringify({ 'en-GB': { altText: '  ', caption: '' } }),
    });
    expect(blank.status).toBe(201);
    expect(blank.body.version).toMatchObject({ translations: {} });
    const without = await upload(slot.upload);
    expect(without.status).toBe(201);
    expect(without.body.version).toMatchObject({ translations: {} });
  });

  it.each([
    ['JSON that does not parse', '{"en-GB":', /^Textos noutros idiomas: JSON inválido\.$/],
    ['a list', '[]', /^Textos noutros idiomas: deve ser um objeto com um idioma por chave\.$/],
    [
      'the base language',
      '{"pt-PT": {"altText": "Sofá"}}',
      /^Textos noutros idiomas: idioma desconhecido; use en-GB\.$/,
    ],
    ['a language the site does not have', '{"fr-FR": {"altText": "Canapé"}}', /idioma desconhecido/],
    ['an unknown key', '{"en-GB": {"title": "Sofa"}}', /^Textos em inglês: use só altText e caption\.$/],
    [
      'texts that are not text',
      '{"en-GB": {"altText": 7}}',
      /^Texto alternativo em inglês: valor inválido\.$/,
    ],
    [
      'a 151-character alt text',
      JSON.stringify({ 'en-GB': { altText: 'a'.repeat(151) } }),
      /^Texto alternativo em inglês: no máximo 150 caracteres\.$/,
    ],
    [
      'a 501-character caption',
      JSON.stringify({ 'en-GB': { caption: 'c'.repeat(501) } }),
      /^Legenda em inglês: no máximo 500 caracteres\.$/,
    ],
    [
      'an escape sequence',
      JSON.stringify({ 'en-GB': { altText: 'Sofa\u001b[2J' } }),
      /^Texto alternativo em inglês: contém caracteres de controlo não permitidos\.$/,
    ],
    [
      'NUL',
      JSON.stringify({ 'en-GB': { caption: 'a\u0000b' } }),
      /^Legenda em inglês: contém o carácter nulo/,
    ],
  ])('is refused with 400 for %s, and stores nothing', async (_case, translations, message) => {
    expectRefused(await upload(slot.refused, { translations }), 400, message);
    const row = await versions(slot.refused);
    expect(row).toMatchObject({ current_version: null, media_versions: [] });
    const { data } = await serviceClient().storage.from('media').list(`slots/${slot.refused}`);
    expect(data).toEqual([]);
  });
});

describe('the texts of a stored image (action "texts")', () => {
  let first: number;
  let current: number;

  beforeAll(async () => {
    const one = await upload(slot.edit, { altText: 'Primeira foto' });
    const two = await upload(slot.edit, { altText: 'Sofá azul' });
    if (one.status !== 201 || two.status !== 201) throw new Error('seed uploads');
    first = (one.body.version as { version_number: number }).version_number;
    current = (two.body.version as { version_number: number }).version_number;
  });

  it('sets them on that version in place: no new version, the Portuguese texts kept, the slot touched', async () => {
    const before = await versions(slot.edit);
    const answer = await setTexts({
      slotName: slot.edit,
      versionNumber: current,
      locale: 'en-GB',
      altText: ' Blue sofa ',
      caption: 'After one visit',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.body).toEqual({ success: true, version: expect.any(Object) });
    expect(answer.body.version).toMatchObject({
      version_number: current,
      alt_text: 'Sofá azul',
      translations: { 'en-GB': { altText: 'Blue sofa', caption: 'After one visit' } },
    });

    const after = await versions(slot.edit);
    expect(after.current_version).toBe(current);
    expect(after.media_versions.map((version) => version.version_number)).toEqual([first, current]);
    expect(after.media_versions[1]).toEqual({
      version_number: current,
      alt_text: 'Sofá azul',
      caption: '',
      translations: { 'en-GB': { altText: 'Blue sofa', caption: 'After one visit' } },
    });
    // Realtime reports slot rows: this is how open pages and other tabs hear of it
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
  });

  it('changes them again, and removes the language once both are emptied', async () => {
    const changed = await setTexts({
      slotName: slot.edit,
      versionNumber: current,
      locale: 'en-GB',
      altText: 'Navy sofa',
      caption: '',
    });
    expect(changed.body.version).toMatchObject({
      translations: { 'en-GB': { altText: 'Navy sofa', caption: '' } },
    });
    const cleared = await setTexts({ slotName: slot.edit, versionNumber: current, locale: 'en-GB' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.version).toMatchObject({ translations: {} });
  });

  it('sets them on an earlier version too, which stays in the history', async () => {
    const answer = await setTexts({
      slotName: slot.edit,
      versionNumber: first,
      locale: 'en-GB',
      altText: 'First photo',
    });
    expect(answer.status).toBe(200);
    const row = await versions(slot.edit);
    expect(row.current_version).toBe(current);
    expect(row.media_versions[0]?.translations).toEqual({
      'en-GB': { altText: 'First photo', caption: '' },
    });
  });

  it.each([
    [
      'a slot without that version',
      () => ({ slotName: slot.missing, versionNumber: 1 }),
      404,
      'Versão não encontrada neste slot.',
    ],
    [
      'a slot that does not exist',
      () => ({ slotName: 'test.nao-existe', versionNumber: 1 }),
      404,
      'Slot não encontrado: test.nao-existe.',
    ],
    [
      'a version that does not exist',
      () => ({ slotName: slot.edit, versionNumber: 99 }),
      404,
      'Versão não encontrada neste slot.',
    ],
    [
      'a version past any integer',
      () => ({ slotName: slot.edit, versionNumber: 2 ** 40 }),
      404,
      'Versão não encontrada neste slot.',
    ],
    [
      'a version as text',
      () => ({ slotName: slot.edit, versionNumber: '1' }),
      400,
      'Campo obrigatório: versionNumber (número inteiro positivo).',
    ],
    ['no slot name', () => ({ versionNumber: 1 }), 400, 'Campo obrigatório: slotName.'],
    ['a traversal slot name', () => ({ slotName: '../x', versionNumber: 1 }), 400, 'Nome de slot inválido.'],
    [
      'no language',
      () => ({ slotName: slot.edit, versionNumber: 1, locale: undefined }),
      400,
      'Campo obrigatório: locale.',
    ],
    [
      'the base language',
      () => ({ slotName: slot.edit, versionNumber: 1, locale: 'pt-PT' }),
      400,
      'Idioma inválido: use en-GB.',
    ],
    [
      'a language as a number',
      () => ({ slotName: slot.edit, versionNumber: 1, locale: 7 }),
      400,
      'Idioma inválido: use en-GB.',
    ],
    [
      'a 151-character alt text',
      () => ({ slotName: slot.edit, versionNumber: 1, altText: 'a'.repeat(151) }),
      400,
      'Texto alternativo em inglês: no máximo 150 caracteres.',
    ],
    [
      'a 501-character caption',
      () => ({ slotName: slot.edit, versionNumber: 1, caption: 'c'.repeat(501) }),
      400,
      'Legenda em inglês: no máximo 500 caracteres.',
    ],
    [
      'a control character',
      () => ({ slotName: slot.edit, versionNumber: 1, altText: 'Sofa\u0007' }),
      400,
      'Texto alternativo em inglês: contém caracteres de controlo não permitidos.',
    ],
    [
      'a lone surrogate',
      () => ({ slotName: slot.edit, versionNumber: 1, caption: 'a\ud800' }),
      400,
      'Legenda em inglês: contém texto Unicode inválido.',
    ],
    [
      'an alt text that is not text',
      () => ({ slotName: slot.edit, versionNumber: 1, altText: ['Sofa'] }),
      400,
      'Texto alternativo em inglês: valor inválido.',
    ],
  ])('refuses %s', async (_case, body, status, message) => {
    const before = await versions(slot.edit);
    expectRefused(await setTexts({ locale: 'en-GB', ...body() }), status, exactly(message));
    expect(await versions(slot.edit)).toEqual(before);
  });

  it('refuses JSON that is not the action with 400, and text that is no form with 415', async () => {
    const noAction = await callFunction('media-upload', {
      session,
      json: { slotName: slot.edit, versionNumber: current, locale: 'en-GB', altText: 'x' },
    });
    expectRefused(noAction, 400, /^Ação desconhecida/);
    const text = await callFunction('media-upload', {
      session,
      body: 'texts',
      headers: { 'content-type': 'text/plain' },
    });
    expectRefused(text, 415, /^O pedido deve ser um formulário multipart\/form-data/);
  });

  it.each([
    ['no session', undefined],
    ['a wrong session', 'B'.repeat(43)],
  ])('refuses %s with 401 before reading the request', async (_case, token) => {
    const before = await versions(slot.edit);
    const answer = await setTexts(
      { slotName: slot.edit, versionNumber: current, locale: 'en-GB', altText: 'Hacked' },
      { session: token },
    );
    expectRefused(answer, 401, /^Sessão/);
    expect(await versions(slot.edit)).toEqual(before);
  });

  it('cannot be bypassed: visitors may not call the SQL function, and nobody updates a version directly', async () => {
    const anonCall = await anonClient().rpc('set_media_version_translation', {
      p_slot_name: slot.edit,
      p_version_number: current,
      p_locale: 'en-GB',
      p_alt_text: 'Hacked',
      p_caption: '',
    });
    expect(anonCall.error?.code).toBe('42501');
    // the service role holds no UPDATE on media_versions: only the function's owner changes a row
    const direct = await serviceClient()
      .from('media_versions')
      .update({ translations: { 'en-GB': { altText: 'Hacked', caption: '' } } })
      .eq('version_number', current);
    expect(direct.error?.code).toBe('42501');
    const row = await versions(slot.edit);
    expect(JSON.stringify(row)).not.toContain('Hacked');
  });
});

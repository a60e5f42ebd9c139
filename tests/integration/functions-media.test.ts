// media-upload, media-list, media-delete and media-restore over HTTP against the real Deno
// functions, the local storage and the database. Each test works on slots of its own.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '#tests/support/clients.ts';
import { callFunction, login, testSlots, uploadForm } from '#tests/support/edge-functions.ts';
import {
  makeJpeg,
  makePng,
  pngSignatureThenGarbage,
  SVG_IMAGE,
  WEBP_LOSSY_1X1,
} from '#tests/support/test-images.ts';

const SLOTS = ['upload', 'errors', 'parallel', 'cycle', 'empty', 'list'] as const;
const slot = testSlots('media', SLOTS);
let session: string;

beforeAll(async () => {
  session = await login();
});

function upload(fields: Parameters<typeof uploadForm>[0]) {
  return callFunction('media-upload', { session, body: uploadForm(fields) });
}

/** Empties a slot (media-delete), with the session unless told otherwise. */
function deleteSlot(query: Record<string, string>, options: { method?: string; session?: string } = {}) {
  return callFunction('media-delete', { method: 'DELETE', session, query, ...options });
}

async function slotRow(slotName: string) {
  const { data, error } = await serviceClient()
    .from('media_slots')
    .select('current_version, is_published, media_versions(version_number, file_url, storage_path)')
    .eq('slot_name', slotName)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

describe('media-upload', () => {
  it('stores a PNG, publishes it and answers 201 with the version', async () => {
    const png = makePng(120, 80);
    const answer = await upload({
      file: { bytes: png, name: 'C:\\fotos\\sofá limpo.PNG', type: 'image/png' },
      slotName: slot.upload,
      altText: '  Sofá depois da limpeza ',
      caption: 'Limpeza a vapor',
      pageTags: 'home,servicos',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ success: true, version: expect.any(Object) });
    const version = answer.body.version as Record<string, unknown>;
    expect(version).toMatchObject({
      version_number: 1,
      file_name: 'sofá limpo.png',
      alt_text: 'Sofá depois da limpeza',
      caption: 'Limpeza a vapor',
      mime_type: 'image/png',
      file_size: png.length,
      width: 120,
      height: 80,
    });
    expect(version.storage_path).toMatch(
      new RegExp(`^slots/${slot.upload.replaceAll('.', '\\.')}/[0-9a-f-]{36}-[0-9a-f]{16}\\.png$`),
    );

    // the public URL serves exactly the uploaded bytes with the sniffed type
    const file = await fetch(version.file_url as string);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png);

    // and visitors now see the slot
    const { data } = await anonClient()
      .from('media_slots')
      .select('current_version')
      .eq('slot_name', slot.upload);
    expect(data).toEqual([{ current_version: 1 }]);
  });

  it.each([
    ['a JPEG', makeJpeg(640, 480), 'foto.jpeg', 'image/jpeg', 640, 480],
    ['a WebP', WEBP_LOSSY_1X1, 'foto.webp', 'image/webp', 1, 1],
    ['a PNG named .jpg with the wrong declared type', makePng(3, 3), 'engano.jpg', 'image/png', 3, 3],
  ])('accepts %s and trusts only its bytes', async (_case, bytes, name, mimeType, width, height) => {
    const answer = await upload({ file: { bytes, name, type: 'image/gif' }, slotName: slot.upload });
    expect(answer.status).toBe(201);
    expect(answer.body.version).toMatchObject({ mime_type: mimeType, width, height });
  });

  it('ends five parallel uploads to one slot with versions 1 to 5 and current version 5', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        upload({ file: { bytes: makePng(n, n), name: `p${n}.png` }, slotName: slot.parallel }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const numbers = answers.map(
      (answer) => (answer.body.version as { version_number: number }).version_number,
    );
    expect([...numbers].sort()).toEqual([1, 2, 3, 4, 5]);
    const row = await slotRow(slot.parallel);
    expect(row.current_version).toBe(5);
    expect(row.media_versions.map((version) => version.version_number).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(row.media_versions.map((version) => version.storage_path)).size).toBe(5);
  });

  it.each([
    ['no session token', undefined, 401],
    ['a wrong session token', 'B'.repeat(43), 401],
  ])('refuses %s with 401', async (_case, token, status) => {
    const body = uploadForm({ file: { bytes: makePng(2, 2), name: 'a.png' }, slotName: slot.errors });
    const answer = await callFunction('media-upload', { session: token, body });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false, error: expect.stringMatching(/Sessão/) });
  });

  it('refuses GET with 405', async () => {
    const answer = await callFunction('media-upload', { method: 'GET', session });
    expect(answer.status).toBe(405);
    expect(answer.body).toEqual({ success: false, error: 'Método não permitido.' });
  });

  it.each([
    ['no file', { slotName: 'global.logo' }],
    ['no slot', { file: { bytes: makePng(2, 2), name: 'a.png' } }],
    ['an empty slot name', { file: { bytes: makePng(2, 2), name: 'a.png' }, slotName: '' }],
  ])('refuses %s with 400 and the required message', async (_case, fields) => {
    const answer = await upload(fields);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      error: 'Campos obrigatórios: Selecione um arquivo e um slot',
    });
  });

  it.each([
    ['../', '../../etc/passwd', 'Nome de slot inválido.'],
    ['quotes', `global.logo'"; drop table media_slots; --`, 'Nome de slot inválido.'],
    ['500 characters', 'a'.repeat(500), 'Nome de slot inválido.'],
    ['an unknown slot', 'pages.nao-existe', 'Slot desconhecido: pages.nao-existe.'],
  ])('refuses a slot name with %s with 400', async (_case, slotName, message) => {
    const answer = await upload({ file: { bytes: makePng(2, 2), name: 'a.png' }, slotName });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, error: message });
  });

  it('refuses an 11 MB file with 413', async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(makePng(2, 2));
    const answer = await upload({ file: { bytes: big, name: 'enorme.png' }, slotName: slot.errors });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, error: 'Ficheiro demasiado grande. O máximo é 10 MB.' });
  });

  it('refuses an 11 MB file sent without Content-Length (chunked) with 413', async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(makePng(2, 2));
    const form = new Response(
      uploadForm({ file: { bytes: big, name: 'enorme.png' }, slotName: slot.errors }),
    );
    const contentType = form.headers.get('content-type') ?? '';
    const answer = await callFunction('media-upload', {
      session,
      body: form.body ?? undefined,
      headers: { 'content-type': contentType },
      init: { duplex: 'half' },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, error: 'Ficheiro demasiado grande. O máximo é 10 MB.' });
  });

  it('refuses an image of more than 50 megapixels with 413', async () => {
    const answer = await upload({
      file: { bytes: makeJpeg(8000, 7000), name: 'gigante.jpg' },
      slotName: slot.errors,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      success: false,
      error: 'Imagem com demasiados píxeis. O máximo é 50 megapíxeis.',
    });
  });

  it.each([
    ['a PNG header followed by garbage', pngSignatureThenGarbage(), 'falsa.png'],
    ['an SVG', SVG_IMAGE, 'logo.svg'],
    ['an SVG named .png', SVG_IMAGE, 'logo.png'],
    ['a text file named .jpg', new TextEncoder().encode('olá, não sou uma imagem'), 'foto.jpg'],
  ])('refuses %s with 415', async (_case, bytes, name) => {
    const answer = await upload({ file: { bytes, name, type: 'image/png' }, slotName: slot.errors });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({
      success: false,
      error: 'Tipo de ficheiro não suportado. Envie uma imagem JPG, PNG ou WebP válida.',
    });
  });

  it('refuses a URL-encoded form with 415, and JSON that is not the texts action with 400', async () => {
    const encoded = await callFunction('media-upload', {
      session,
      body: `slotName=${slot.errors}&file=iVBORw0KGgo=`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(encoded.status).toBe(415);
    expect(encoded.body).toEqual({
      success: false,
      error: 'O pedido deve ser um formulário multipart/form-data com o ficheiro.',
    });
    // JSON is the texts action (functions-media-texts.test.ts): a file in it is no upload
    const json = await callFunction('media-upload', {
      session,
      json: { slotName: slot.errors, file: 'iVBORw0KGgo=' },
    });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({
      success: false,
      error: 'Ação desconhecida: envie a imagem num formulário, ou {"action": "texts", …}.',
    });
  });

  it.each([
    ['alt text', { altText: 'a'.repeat(151) }, 'Texto alternativo: no máximo 150 caracteres.'],
    ['caption', { caption: 'c'.repeat(501) }, 'Legenda: no máximo 500 caracteres.'],
  ])('refuses a too long %s with 400', async (_case, extra, message) => {
    const answer = await upload({
      file: { bytes: makePng(2, 2), name: 'a.png' },
      slotName: slot.errors,
      ...extra,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, error: message });
  });

  it('leaves a slot untouched by all those refusals', async () => {
    const row = await slotRow(slot.errors);
    expect(row).toMatchObject({ current_version: null, is_published: false, media_versions: [] });
    const { data } = await serviceClient().storage.from('media').list(`slots/${slot.errors}`);
    expect(data).toEqual([]);
  });
});

describe('media-delete and media-restore', () => {
  it('empties a slot, keeps its history, and restores the old image', async () => {
    const first = makePng(10, 10, [255, 0, 0]);
    const firstAnswer = await upload({ file: { bytes: first, name: 'primeira.png' }, slotName: slot.cycle });
    await upload({
      file: { bytes: makePng(10, 10, [0, 0, 255]), name: 'segunda.png' },
      slotName: slot.cycle,
    });
    const firstUrl = (firstAnswer.body.version as { file_url: string }).file_url;

    const deleted = await deleteSlot({ slotName: slot.cycle });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect(await slotRow(slot.cycle)).toMatchObject({ current_version: null, is_published: false });
    expect((await slotRow(slot.cycle)).media_versions).toHaveLength(2);
    // visitors read the slot as empty, with neither of its images
    const { data: emptied } = await anonClient()
      .from('media_slots')
      .select('is_published, current_version, media_versions(version_number)')
      .eq('slot_name', slot.cycle);
    expect(emptied).toEqual([{ is_published: false, current_version: null, media_versions: [] }]);

    const restored = await callFunction('media-restore', {
      session,
      json: { slotName: slot.cycle, versionNumber: 1 },
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      success: true,
      version: { version_number: 1, file_url: firstUrl },
    });

    const { data: visible } = await anonClient()
      .from('media_slots')
      .select('current_version, media_versions(version_number, file_url)')
      .eq('slot_name', slot.cycle)
      .single();
    expect(visible?.current_version).toBe(1);
    const current = visible?.media_versions.find((version) => version.version_number === 1);
    const image = await fetch(current?.file_url ?? '');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(first);
  });

  it('accepts deleting an empty slot and changes nothing', async () => {
    const answer = await deleteSlot({ slotName: slot.empty });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    expect(await slotRow(slot.empty)).toMatchObject({ current_version: null, is_published: false });
  });

  it.each([
    ['an unknown slot', { slotName: 'pages.nao-existe' }, 404, 'Slot não encontrado: pages.nao-existe.'],
    ['a slot name with ../', { slotName: '../global.logo' }, 400, 'Nome de slot inválido.'],
    ['no slot name', {}, 400, 'Campo obrigatório: slotName.'],
  ])('delete refuses %s', async (_case, query, status, message) => {
    const answer = await deleteSlot(query);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ success: false, error: message });
  });

  it('delete refuses no session with 401 and POST with 405', async () => {
    expect((await deleteSlot({ slotName: slot.empty }, { session: undefined })).status).toBe(401);
    expect((await deleteSlot({ slotName: slot.empty }, { method: 'POST' })).status).toBe(405);
  });

  it.each([
    [
      'an unknown version',
      () => ({ slotName: slot.cycle, versionNumber: 99 }),
      404,
      'Versão não encontrada neste slot.',
    ],
    [
      'an unknown slot',
      () => ({ slotName: 'pages.nao-existe', versionNumber: 1 }),
      404,
      'Slot não encontrado: pages.nao-existe.',
    ],
    [
      'a version that is not a positive integer',
      () => ({ slotName: slot.cycle, versionNumber: '1' }),
      400,
      null,
    ],
    ['a missing slot name', () => ({ versionNumber: 1 }), 400, 'Campo obrigatório: slotName.'],
  ])('restore refuses %s', async (_case, body, status, message) => {
    const answer = await callFunction('media-restore', { session, json: body() });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ success: false, error: message ?? expect.any(String) });
  });

  it('cannot be bypassed: visitors may not call the SQL functions behind delete and restore', async () => {
    const unpublish = await anonClient().rpc('unpublish_media_slot', { p_slot_name: slot.cycle });
    const restore = await anonClient().rpc('restore_media_version', {
      p_slot_name: slot.cycle,
      p_version_number: 1,
    });
    expect(unpublish.error?.code).toBe('42501');
    expect(restore.error?.code).toBe('42501');
  });

  it('restore refuses no session with 401', async () => {
    const answer = await callFunction('media-restore', { json: { slotName: slot.cycle, versionNumber: 1 } });
    expect(answer.status).toBe(401);
  });
});

describe('media-list', () => {
  it('lists every slot, empty ones included, with versions newest first', async () => {
    await upload({ file: { bytes: makePng(4, 4), name: 'a.png' }, slotName: slot.list });
    await upload({ file: { bytes: makePng(5, 5), name: 'b.png' }, slotName: slot.list });
    const answer = await callFunction('media-list', { method: 'GET', session });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const media = answer.body.media as Array<
      Record<string, unknown> & { media_versions: Array<Record<string, unknown>> }
    >;
    const names = media.map((entry) => entry.slot_name);
    expect(names).toEqual(
      expect.arrayContaining(['global.logo', 'servico-sofas', 'gallery.before_after.20.after']),
    );
    expect(names.filter((name) => !String(name).startsWith('test.'))).toHaveLength(62);
    // natural order inside a section
    expect(names.indexOf('gallery.before_after.2.after')).toBeLessThan(
      names.indexOf('gallery.before_after.10.after'),
    );

    const listed = media.find((entry) => entry.slot_name === slot.list);
    expect(listed).toMatchObject({ current_version: 2, is_published: true, section: 'test' });
    expect(listed?.media_versions.map((version) => version.version_number)).toEqual([2, 1]);
    expect(listed?.media_versions[0]).toMatchObject({
      file_name: 'b.png',
      width: 5,
      height: 5,
      mime_type: 'image/png',
    });

    const empty = media.find((entry) => entry.slot_name === slot.empty);
    expect(empty).toMatchObject({ current_version: null, is_published: false, media_versions: [] });
  });

  it('works through the official client (functions.invoke)', async () => {
    const { data, error } = await anonClient().functions.invoke('media-list', {
      method: 'GET',
      headers: { 'x-session-token': session },
    });
    expect(error).toBeNull();
    expect(data.success).toBe(true);
    expect(data.media.length).toBeGreaterThanOrEqual(62);
  });

  it('refuses no session with 401 and POST with 405', async () => {
    expect((await callFunction('media-list', { method: 'GET' })).status).toBe(401);
    expect((await callFunction('media-list', { method: 'POST', session })).status).toBe(405);
  });
});

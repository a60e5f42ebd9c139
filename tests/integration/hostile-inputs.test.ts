// Hostile input to every edge function and every field: malformed and oversized bodies, wrong
// content types and methods, wrong types, over-long text, NUL and other control characters,
// lone surrogates, traversal and lookalike slot names, forged sessions and JWTs, odd SEO keys,
// odd version numbers and dangerous YouTube URLs and business-fact links. Each is refused with
// a clean 4xx (never a 500) carrying CORS headers and a Portuguese message, and leaves this
// file's slots, versions, video and stored objects, and the business facts, exactly as they
// were. Text that is merely unusual (emoji, right-to-left, combining marks) is accepted and
// stored exactly. Nothing saves business facts on the shared stand-in (they are one document for
// the whole project; functions-business-facts.test.ts runs a stand-in of its own).
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET } from '#local/keys.ts';
import { serviceClient } from '#tests/support/clients.ts';
import {
  callFunction,
  type CallOptions,
  createTestSlots,
  deleteTestSlots,
  DEFAULT_ADMIN,
  type FunctionAnswer,
  insertSession,
  login,
  uniqueClientAddress,
  uploadForm,
} from '#tests/support/edge-functions.ts';
import { makePng } from '#tests/support/test-images.ts';
import { completeBusinessFacts } from '#src/testing/complete-business-facts.ts';

const SLOTS = ['target', 'unicode'] as const;
let slot: Record<(typeof SLOTS)[number], string>;
let session: string;
let expiredSession: string;
/** Another one: checking an expired session deletes it, so each case that uses one has its own. */
let expiredFactsSession: string;
let forgedServiceJwt: string;
const videoKey = `hostil-${randomBytes(3).toString('hex')}`;

const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  slot = await createTestSlots('hostile', SLOTS);
  const { error } = await serviceClient().from('videos').insert({
    video_key: videoKey,
    youtube_url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    video_name: 'Vídeo hostil',
    description: 'Antes',
  });
  if (error) throw new Error(error.message);
  session = await login();
  const now = Date.now();
  expiredSession = await insertSession({
    createdAt: new Date(now - 13 * HOUR),
    lastSeenAt: new Date(now - 3 * HOUR),
    expiresAt: new Date(now - HOUR),
  });
  expiredFactsSession = await insertSession({
    createdAt: new Date(now - 13 * HOUR),
    lastSeenAt: new Date(now - 3 * HOUR),
    expiresAt: new Date(now - HOUR),
  });
  // a service_role JWT signed with the wrong secret
  forgedServiceJwt = await new SignJWT({ role: 'service_role' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(`${LOCAL_JWT_SECRET}-forged`));
  // one published version, so restore and delete have something real to aim at
  const first = await callFunction('media-upload', {
    session,
    body: uploadForm({ file: { bytes: makePng(40, 30), name: 'a.png' }, slotName: slot.target }),
  });
  if (first.status !== 201) throw new Error(`seed upload: ${first.status} ${JSON.stringify(first.body)}`);
  baseline = await snapshot();
});

afterAll(async () => {
  await serviceClient().from('videos').delete().eq('video_key', videoKey);
  if (slot) await deleteTestSlots(Object.values(slot));
});

/** Everything a refused request must leave as it was: rows and stored objects of this file. */
async function snapshot() {
  const db = serviceClient();
  const [slots, video, facts, factVersions, ...objects] = await Promise.all([
    db
      .from('media_slots')
      .select('*, media_versions(*)')
      .in('slot_name', Object.values(slot))
      .order('slot_name'),
    db.from('videos').select('*').eq('video_key', videoKey).single(),
    db.from('owner_documents').select('*').eq('document', 'business-facts'),
    db.from('owner_document_versions').select('*').eq('document', 'business-facts').order('version'),
    ...Object.values(slot).map((name) => db.storage.from('media').list(`slots/${name}`, { limit: 1000 })),
  ]);
  for (const result of [slots, video, facts, factVersions, ...objects]) {
    if (result.error) throw new Error(`snapshot: ${result.error.message}`);
  }
  return {
    slots: slots.data,
    video: video.data,
    businessFacts: { current: facts.data, versions: factVersions.data },
    objects: objects.map((listing) => (listing.data ?? []).map((object) => object.name).sort()),
  };
}
let baseline: Awaited<ReturnType<typeof snapshot>>;

function expectCors(headers: Headers): void {
  expect(headers.get('access-control-allow-origin')).toBe('*');
  const allowed = (headers.get('access-control-allow-headers') ?? '').split(',').map((name) => name.trim());
  expect(allowed).toEqual(
    expect.arrayContaining(['authorization', 'apikey', 'content-type', 'x-session-token']),
  );
}

// ---- the cases

type FunctionName =
  | 'admin-auth'
  | 'business-facts'
  | 'media-list'
  | 'media-upload'
  | 'media-delete'
  | 'media-restore'
  | 'video-manager'
  | 'seo-access';

interface HostileCase {
  name: string;
  /** The function, optionally with a raw query string (`media-delete?slotName=%2e%2e`). */
  target: FunctionName | `${FunctionName}?${string}`;
  request: () => CallOptions;
  status: number;
  /** The Portuguese message expected in `error`. */
  error: RegExp;
  /** `fieldErrors` expected beside it (business-facts names each wrong field); none when absent. */
  fieldErrors?: Record<string, unknown>;
}

const METHOD_NOT_ALLOWED = /^Método não permitido\.$/;
const NOT_JSON = /^O corpo do pedido deve ser JSON válido\.$/;
const NOT_OBJECT = /^O corpo do pedido deve ser um objeto JSON\.$/;
const TOO_LARGE = /^Pedido demasiado grande\.$/;
const FILE_TOO_LARGE = /^Ficheiro demasiado grande\. O máximo é 10 MB\.$/;
const NO_SESSION = /^Sessão em falta\. Faça login para continuar\.$/;
const BAD_SESSION = /^Sessão inválida ou expirada\. Faça login novamente\.$/;
const BAD_SLOT = /^Nome de slot inválido\.$/;
const BAD_YOUTUBE = /^URL do YouTube inválido\. /;
const NUL = (label: string) =>
  new RegExp(`^${label}: contém o carácter nulo \\(U\\+0000\\), que não pode ser guardado\\.$`);
const CONTROL = (label: string) => new RegExp(`^${label}: contém caracteres de controlo não permitidos\\.$`);
const SURROGATE = (label: string) => new RegExp(`^${label}: contém texto Unicode inválido\\.$`);

const png = () => ({ bytes: makePng(4, 3), name: 'ok.png', type: 'image/png' });
const asSession = (options: CallOptions = {}): CallOptions => ({ session, ...options });
const uploadWith = (fields: Parameters<typeof uploadForm>[0]) => () =>
  asSession({ body: uploadForm({ file: png(), slotName: slot.target, ...fields }) });
const videoWith = (fields: Record<string, unknown>) => () =>
  asSession({ json: { videoKey, youtubeUrl: 'M7lc1UVf-VE', ...fields } });
/** Raw JSON text, so it can hold what JSON.stringify would never write (lone surrogate escapes). */
const rawJson =
  (text: string, options: CallOptions = {}) =>
  () => ({
    body: text,
    ...options,
    headers: { 'content-type': 'application/json', ...options.headers },
  });
const restoreWith = (versionNumber: unknown) => () =>
  asSession({ json: { slotName: slot.target, versionNumber } });
const deleteSlot = (slotName: string) => () => asSession({ method: 'DELETE', query: { slotName } });
const seo = (key: unknown) => () => ({ json: { key }, client: uniqueClientAddress() });
const loginWith = (body: Record<string, unknown>) => () => ({ json: body, client: uniqueClientAddress() });
const mediaList = (options: CallOptions) => () => ({ method: 'GET', ...options });

/** Business facts that pass every rule, for one field at a time to be made hostile. */
const goodFacts = (): Record<string, unknown> => completeBusinessFacts();
/** A save of goodFacts() with `changes` on top (a review's fields under `review`). */
const factsWith =
  (changes: Record<string, unknown>, review: Record<string, unknown> = {}) =>
  () => {
    const facts = { ...goodFacts(), ...changes };
    if (Object.keys(review).length > 0) {
      facts.reviews = [{ ...(goodFacts().reviews as Record<string, unknown>[])[0], ...review }];
    }
    return asSession({ json: { facts } });
  };
/** The raw JSON of a save of goodFacts() with one top-level field's raw JSON value. */
const rawFactsWith = (field: string, rawValue: string) => () => {
  const text = JSON.stringify({ facts: { ...goodFacts(), [field]: '@@' } }).replace('"@@"', rawValue);
  return asSession(rawJson(text)());
};
const restoreFacts = (version: unknown) => () => asSession({ json: { action: 'restore', version } });
/** A refused save: `error` is the field's message, and `fieldErrors` names only that field. */
function factRefusal(path: string, message: RegExp) {
  return { status: 400, error: message, fieldErrors: { [path]: expect.stringMatching(message) } };
}
const BAD_LINK = (label: string) =>
  new RegExp(`^${label}: deve ser um endereço completo começado por https://\\.$`);
const BAD_FACTS_VERSION = /^Campo obrigatório: version \(número inteiro positivo\)\.$/;

const CASES: HostileCase[] = [
  // malformed JSON and bodies that are not one JSON object
  {
    name: 'admin-auth: truncated JSON',
    target: 'admin-auth',
    request: rawJson('{"username":'),
    status: 400,
    error: NOT_JSON,
  },
  {
    name: 'media-restore: JSON with a trailing comma',
    target: 'media-restore',
    request: () => ({ ...rawJson('{"slotName":"a",}')(), session }),
    status: 400,
    error: NOT_JSON,
  },
  {
    name: 'video-manager: a JSON array',
    target: 'video-manager',
    request: () => asSession(rawJson('[1,2]')()),
    status: 400,
    error: NOT_OBJECT,
  },
  {
    name: 'seo-access: JSON null',
    target: 'seo-access',
    request: rawJson('null'),
    status: 400,
    error: NOT_OBJECT,
  },
  {
    name: 'seo-access: a JSON string',
    target: 'seo-access',
    request: rawJson('"seo-local-1"'),
    status: 400,
    error: NOT_OBJECT,
  },
  // a UTF-8 byte-order mark is dropped by the decoder: the login is read, and refused
  {
    name: 'admin-auth: JSON behind a byte-order mark',
    target: 'admin-auth',
    request: rawJson('\ufeff{"username":"admin","password":"x"}', { client: uniqueClientAddress() }),
    status: 401,
    error: /^Credenciais inválidas$/,
  },

  // wrong content types
  {
    name: 'admin-auth: a urlencoded form',
    target: 'admin-auth',
    request: () => ({
      body: 'username=admin&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    status: 400,
    error: NOT_JSON,
  },
  {
    name: 'media-upload: text/plain',
    target: 'media-upload',
    request: () => asSession({ body: 'file', headers: { 'content-type': 'text/plain' } }),
    status: 415,
    error: /^O pedido deve ser um formulário multipart\/form-data/,
  },
  {
    name: 'media-upload: multipart without a boundary',
    target: 'media-upload',
    request: () => asSession({ body: 'x', headers: { 'content-type': 'multipart/form-data' } }),
    status: 415,
    error: /^O pedido deve ser um formulário multipart\/form-data/,
  },
  {
    name: 'media-upload: multipart with a garbage body',
    target: 'media-upload',
    request: () =>
      asSession({
        body: 'not multipart at all',
        headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      }),
    status: 400,
    error: /^Formulário inválido\.$/,
  },
  {
    name: 'media-restore: multipart instead of JSON',
    target: 'media-restore',
    request: () => asSession({ body: uploadForm({ slotName: 'a' }) }),
    status: 400,
    error: NOT_JSON,
  },

  // bodies above the limits
  {
    name: 'admin-auth: a 100 KB JSON body',
    target: 'admin-auth',
    request: () => ({ json: { username: 'admin', password: 'x'.repeat(100_000) } }),
    status: 413,
    error: TOO_LARGE,
  },
  {
    name: 'video-manager: a 1 MB description',
    target: 'video-manager',
    request: videoWith({ description: 'd'.repeat(1 << 20) }),
    status: 413,
    error: TOO_LARGE,
  },
  {
    name: 'seo-access: 200 KB sent chunked (no Content-Length)',
    target: 'seo-access',
    request: () => ({
      body: new Blob([`{"key":"${'k'.repeat(200_000)}"}`]).stream(),
      headers: { 'content-type': 'application/json' },
      init: { duplex: 'half' },
    }),
    status: 413,
    error: TOO_LARGE,
  },
  {
    name: 'media-upload: a 21 MB form',
    target: 'media-upload',
    request: uploadWith({ file: { bytes: new Uint8Array(21 << 20), name: 'enorme.png' } }),
    status: 413,
    error: FILE_TOO_LARGE,
  },

  // empty bodies
  {
    name: 'admin-auth: an empty body',
    target: 'admin-auth',
    request: () => ({ body: '' }),
    status: 400,
    error: NOT_JSON,
  },
  {
    name: 'media-restore: an empty body',
    target: 'media-restore',
    request: () => asSession({ body: '' }),
    status: 400,
    error: NOT_JSON,
  },
  {
    name: 'seo-access: no body at all',
    target: 'seo-access',
    request: () => ({}),
    status: 400,
    error: NOT_JSON,
  },
  {
    name: 'video-manager: an empty object',
    target: 'video-manager',
    request: () => asSession({ json: {} }),
    status: 400,
    error: /^Campos obrigatórios: videoKey e youtubeUrl\.$/,
  },
  {
    name: 'media-upload: an empty multipart form',
    target: 'media-upload',
    request: () => asSession({ body: new FormData() }),
    status: 400,
    error: /^Campos obrigatórios: /,
  },

  // wrong types
  {
    name: 'admin-auth: a number as username',
    target: 'admin-auth',
    request: loginWith({ username: 5, password: 'x' }),
    status: 400,
    error: /^Usuário e senha são obrigatórios\.$/,
  },
  {
    name: 'admin-auth: an array as password',
    target: 'admin-auth',
    request: loginWith({ username: 'admin', password: ['x'] }),
    status: 400,
    error: /^Usuário e senha são obrigatórios\.$/,
  },
  {
    name: 'admin-auth: an object as action',
    target: 'admin-auth',
    request: () => ({ json: { action: { logout: true } } }),
    status: 400,
    error: /^Ação desconhecida\.$/,
  },
  {
    name: 'seo-access: an object as key',
    target: 'seo-access',
    request: seo({ key: 'seo-local-1' }),
    status: 400,
    error: /^Campo obrigatório: key\.$/,
  },
  {
    name: 'video-manager: a number as videoName',
    target: 'video-manager',
    request: videoWith({ videoName: 42 }),
    status: 400,
    error: /^Nome do vídeo: valor inválido\.$/,
  },
  {
    name: 'video-manager: an object as description',
    target: 'video-manager',
    request: videoWith({ description: { text: 'x' } }),
    status: 400,
    error: /^Descrição: valor inválido\.$/,
  },
  {
    name: 'video-manager: an array as videoKey',
    target: 'video-manager',
    request: videoWith({ videoKey: [videoKey] }),
    status: 400,
    error: /^Campos obrigatórios: videoKey e youtubeUrl\.$/,
  },
  {
    name: 'video-manager: a number as youtubeUrl',
    target: 'video-manager',
    request: videoWith({ youtubeUrl: 123 }),
    status: 400,
    error: BAD_YOUTUBE,
  },
  {
    name: 'media-restore: a number as slotName',
    target: 'media-restore',
    request: () => asSession({ json: { slotName: 5, versionNumber: 1 } }),
    status: 400,
    error: BAD_SLOT,
  },
  {
    name: 'media-upload: altText sent as a file',
    target: 'media-upload',
    request: () => {
      const form = uploadForm({ file: png(), slotName: slot.target });
      form.append('altText', new Blob(['x']), 'alt.txt');
      return asSession({ body: form });
    },
    status: 400,
    error: /^Texto alternativo: valor inválido\.$/,
  },
  {
    name: 'media-upload: slotName sent as a file',
    target: 'media-upload',
    request: () => {
      const form = uploadForm({ file: png() });
      form.append('slotName', new Blob([slot.target]), 'slot.txt');
      return asSession({ body: form });
    },
    status: 400,
    error: /^Campos obrigatórios: /,
  },

  // over-long text
  {
    name: 'media-upload: a 301-character altText',
    target: 'media-upload',
    request: uploadWith({ altText: 'a'.repeat(151) }),
    status: 400,
    error: /^Texto alternativo: no máximo 150 caracteres\.$/,
  },
  {
    name: 'media-upload: a 501-character caption',
    target: 'media-upload',
    request: uploadWith({ caption: 'c'.repeat(501) }),
    status: 400,
    error: /^Legenda: no máximo 500 caracteres\.$/,
  },
  {
    name: 'video-manager: a 121-character videoName',
    target: 'video-manager',
    request: videoWith({ videoName: 'v'.repeat(121) }),
    status: 400,
    error: /^Nome do vídeo: no máximo 120 caracteres\.$/,
  },
  {
    name: 'video-manager: a 1001-character description',
    target: 'video-manager',
    request: videoWith({ description: 'd'.repeat(1001) }),
    status: 400,
    error: /^Descrição: no máximo 1000 caracteres\.$/,
  },
  {
    name: 'video-manager: a 61-character videoKey',
    target: 'video-manager',
    request: videoWith({ videoKey: 'a'.repeat(61) }),
    status: 400,
    error: /^Chave de vídeo inválida\.$/,
  },
  {
    name: 'admin-auth: a 101-character username',
    target: 'admin-auth',
    request: loginWith({ username: 'u'.repeat(101), password: 'x' }),
    status: 400,
    error: /^Credenciais inválidas$/,
  },
  {
    name: 'seo-access: a 5000-character key',
    target: 'seo-access',
    request: seo('k'.repeat(5000)),
    status: 400,
    error: /^Chave: no máximo 1024 caracteres\.$/,
  },

  // NUL, other control characters and lone surrogates
  {
    name: 'media-upload: NUL in altText',
    target: 'media-upload',
    request: uploadWith({ altText: 'sofá\u0000limpo' }),
    status: 400,
    error: NUL('Texto alternativo'),
  },
  {
    name: 'media-upload: NUL in caption',
    target: 'media-upload',
    request: uploadWith({ caption: '\u0000' }),
    status: 400,
    error: NUL('Legenda'),
  },
  {
    name: 'media-upload: an escape sequence in caption',
    target: 'media-upload',
    request: uploadWith({ caption: '\u001b[2Jlimpo' }),
    status: 400,
    error: CONTROL('Legenda'),
  },
  {
    name: 'media-upload: NUL in slotName',
    target: 'media-upload',
    request: uploadWith({ slotName: `${'x'}\u0000` }),
    status: 400,
    error: NUL('Nome de slot'),
  },
  {
    name: 'video-manager: NUL in videoName',
    target: 'video-manager',
    request: videoWith({ videoName: 'Vídeo\u0000' }),
    status: 400,
    error: NUL('Nome do vídeo'),
  },
  {
    name: 'video-manager: NUL in description',
    target: 'video-manager',
    request: videoWith({ description: 'a\u0000b' }),
    status: 400,
    error: NUL('Descrição'),
  },
  {
    name: 'video-manager: a bell in description',
    target: 'video-manager',
    request: videoWith({ description: 'a\u0007b' }),
    status: 400,
    error: CONTROL('Descrição'),
  },
  {
    name: 'video-manager: DEL in videoName',
    target: 'video-manager',
    request: videoWith({ videoName: 'a\u007f' }),
    status: 400,
    error: CONTROL('Nome do vídeo'),
  },
  {
    name: 'video-manager: a lone high surrogate in videoName',
    target: 'video-manager',
    request: () =>
      asSession(rawJson(`{"videoKey":"${videoKey}","youtubeUrl":"M7lc1UVf-VE","videoName":"a\\ud83d"}`)()),
    status: 400,
    error: SURROGATE('Nome do vídeo'),
  },
  {
    name: 'video-manager: a lone low surrogate in description',
    target: 'video-manager',
    request: () =>
      asSession(rawJson(`{"videoKey":"${videoKey}","youtubeUrl":"M7lc1UVf-VE","description":"\\ude00x"}`)()),
    status: 400,
    error: SURROGATE('Descrição'),
  },
  {
    name: 'video-manager: NUL in videoKey',
    target: 'video-manager',
    request: videoWith({ videoKey: `${videoKey}\u0000` }),
    status: 400,
    error: NUL('Chave de vídeo'),
  },
  {
    name: 'admin-auth: NUL in username',
    target: 'admin-auth',
    request: loginWith({ username: 'admin\u0000', password: 'x' }),
    status: 400,
    error: NUL('Nome de utilizador'),
  },
  {
    name: 'admin-auth: a lone surrogate in password',
    target: 'admin-auth',
    request: rawJson('{"username":"admin","password":"\\ud800"}', { client: uniqueClientAddress() }),
    status: 400,
    error: SURROGATE('Senha'),
  },
  {
    name: 'seo-access: NUL in key',
    target: 'seo-access',
    request: seo('seo-local-1\u0000'),
    status: 400,
    error: NUL('Chave'),
  },
  {
    name: 'media-delete: NUL in slotName',
    target: 'media-delete?slotName=x%00',
    request: () => asSession({ method: 'DELETE' }),
    status: 400,
    error: NUL('Nome de slot'),
  },
  {
    name: 'media-restore: a lone surrogate in slotName',
    target: 'media-restore',
    request: () => asSession(rawJson('{"slotName":"a\\udfff","versionNumber":1}')()),
    status: 400,
    error: SURROGATE('Nome de slot'),
  },

  // traversal and odd slot names
  {
    name: 'media-delete: ../',
    target: 'media-delete',
    request: deleteSlot('../'),
    status: 400,
    error: BAD_SLOT,
  },
  {
    name: 'media-delete: %2e%2e%2f (raw in the query)',
    target: 'media-delete?slotName=%2e%2e%2fx',
    request: () => asSession({ method: 'DELETE' }),
    status: 400,
    error: BAD_SLOT,
  },
  {
    name: 'media-delete: %2e%2e (double-encoded)',
    target: 'media-delete',
    request: deleteSlot('%2e%2e'),
    status: 400,
    error: BAD_SLOT,
  },
  {
    name: 'media-delete: slots/../../x',
    target: 'media-delete',
    request: deleteSlot('slots/../../x'),
    status: 400,
    error: BAD_SLOT,
  },
  {
    name: 'media-delete: a 5000-character name',
    target: 'media-delete',
    request: deleteSlot('a'.repeat(5000)),
    status: 400,
    error: BAD_SLOT,
  },
  {
    name: 'media-delete: a Cyrillic lookalike of a real slot',
    target: 'media-delete',
    request: () => deleteSlot(slot.target.replace('t', '\u0442'))(),
    status: 400,
    error: BAD_SLOT,
  },
  {
    name: 'media-delete: a fullwidth name',
    target: 'media-delete',
    request: deleteSlot('ｈｅｒｏ.ｍａｉｎ'),
    status: 400,
    error: BAD_SLOT,
  },
  {
    name: 'media-delete: a one-dot-leader instead of a dot',
    target: 'media-delete',
    request: () => deleteSlot(slot.target.replaceAll('.', '\u2024'))(),
    status: 400,
    error: BAD_SLOT,
  },
  {
    name: 'media-delete: a well-formed unknown slot',
    target: 'media-delete',
    request: deleteSlot('nao.existe.mesmo'),
    status: 404,
    error: /^Slot não encontrado: nao\.existe\.mesmo\.$/,
  },
  {
    name: 'media-upload: ../../etc/passwd',
    target: 'media-upload',
    request: uploadWith({ slotName: '../../etc/passwd' }),
    status: 400,
    error: BAD_SLOT,
  },
  {
    name: 'media-upload: a trailing slash',
    target: 'media-upload',
    request: () => uploadWith({ slotName: `${slot.target}/` })(),
    status: 400,
    error: BAD_SLOT,
  },
  {
    name: 'media-upload: a well-formed unknown slot',
    target: 'media-upload',
    request: uploadWith({ slotName: 'nao.existe.mesmo' }),
    status: 400,
    error: /^Slot desconhecido: nao\.existe\.mesmo\.$/,
  },
  {
    name: 'media-restore: slots/../../x',
    target: 'media-restore',
    request: () => asSession({ json: { slotName: 'slots/../../x', versionNumber: 1 } }),
    status: 400,
    error: BAD_SLOT,
  },
  {
    name: 'media-restore: a backslash traversal',
    target: 'media-restore',
    request: () => asSession({ json: { slotName: '..\\..\\x', versionNumber: 1 } }),
    status: 400,
    error: BAD_SLOT,
  },

  // version numbers
  {
    name: 'media-restore: a negative version',
    target: 'media-restore',
    request: restoreWith(-1),
    status: 400,
    error: /^Campo obrigatório: versionNumber/,
  },
  {
    name: 'media-restore: version 0',
    target: 'media-restore',
    request: restoreWith(0),
    status: 400,
    error: /^Campo obrigatório: versionNumber/,
  },
  {
    name: 'media-restore: a fraction',
    target: 'media-restore',
    request: restoreWith(1.5),
    status: 400,
    error: /^Campo obrigatório: versionNumber/,
  },
  {
    name: 'media-restore: a numeric string',
    target: 'media-restore',
    request: restoreWith('1'),
    status: 400,
    error: /^Campo obrigatório: versionNumber/,
  },
  {
    name: 'media-restore: an array',
    target: 'media-restore',
    request: restoreWith([1]),
    status: 400,
    error: /^Campo obrigatório: versionNumber/,
  },
  {
    name: 'media-restore: 1e308',
    target: 'media-restore',
    request: restoreWith(1e308),
    status: 404,
    error: /^Versão não encontrada neste slot\.$/,
  },
  {
    name: 'media-restore: 2^31',
    target: 'media-restore',
    request: restoreWith(2 ** 31),
    status: 404,
    error: /^Versão não encontrada neste slot\.$/,
  },
  {
    name: 'media-restore: 2^31 - 1',
    target: 'media-restore',
    request: restoreWith(2 ** 31 - 1),
    status: 404,
    error: /^Versão não encontrada neste slot\.$/,
  },
  {
    name: 'media-restore: 1e400 (Infinity once parsed)',
    target: 'media-restore',
    request: () => asSession(rawJson(`{"slotName":"${slot.target}","versionNumber":1e400}`)()),
    status: 400,
    error: /^Campo obrigatório: versionNumber/,
  },

  // sessions
  {
    name: 'media-list: no session',
    target: 'media-list',
    request: mediaList({}),
    status: 401,
    error: NO_SESSION,
  },
  {
    name: 'media-list: a garbage session',
    target: 'media-list',
    request: mediaList({ session: 'garbage' }),
    status: 401,
    error: BAD_SESSION,
  },
  {
    name: 'media-list: a well-formed unknown session',
    target: 'media-list',
    request: mediaList({ session: randomBytes(32).toString('base64url') }),
    status: 401,
    error: BAD_SESSION,
  },
  {
    name: 'media-list: an expired session',
    target: 'media-list',
    request: () => mediaList({ session: expiredSession })(),
    status: 401,
    error: /^Sessão expirada\. Faça login novamente\.$/,
  },
  {
    name: 'media-upload: an 8 KB session token',
    target: 'media-upload',
    request: () => ({ session: 'A'.repeat(8192), body: uploadForm({ file: png(), slotName: slot.target }) }),
    status: 401,
    error: BAD_SESSION,
  },
  {
    name: 'media-delete: the session with one character changed',
    target: 'media-delete',
    request: () => ({
      method: 'DELETE',
      session: `${session.slice(0, -1)}${session.endsWith('A') ? 'B' : 'A'}`,
      query: { slotName: slot.target },
    }),
    status: 401,
    error: BAD_SESSION,
  },
  {
    name: 'video-manager: the session hash instead of the token',
    target: 'video-manager',
    request: () => ({ method: 'GET', session: 'a'.repeat(64) }),
    status: 401,
    error: BAD_SESSION,
  },
  {
    name: 'media-restore: the session sent as a Bearer token only',
    target: 'media-restore',
    request: () => ({
      headers: { authorization: `Bearer ${session}` },
      json: { slotName: slot.target, versionNumber: 1 },
    }),
    status: 401,
    error: NO_SESSION,
  },

  // forged JWTs at the gateway (these functions do their own check, so nothing opens)
  {
    name: 'video-manager: a forged service_role JWT in Authorization and apikey',
    target: 'video-manager',
    request: () => ({
      headers: { authorization: `Bearer ${forgedServiceJwt}`, apikey: forgedServiceJwt },
      json: { videoKey, youtubeUrl: 'dQw4w9WgXcQ' },
    }),
    status: 401,
    error: NO_SESSION,
  },
  {
    name: 'media-delete: an alg-none service_role JWT',
    target: 'media-delete',
    request: () => {
      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.`;
      return {
        method: 'DELETE',
        headers: { authorization: `Bearer ${none}`, apikey: none },
        query: { slotName: slot.target },
      };
    },
    status: 401,
    error: NO_SESSION,
  },
  {
    name: 'media-list: garbage Authorization and apikey',
    target: 'media-list',
    request: mediaList({ headers: { authorization: 'Bearer not.a.jwt', apikey: 'garbage' } }),
    status: 401,
    error: NO_SESSION,
  },
  {
    name: 'media-list: an 8 KB Authorization header',
    target: 'media-list',
    request: mediaList({ headers: { authorization: `Bearer ${'x'.repeat(8192)}` } }),
    status: 401,
    error: NO_SESSION,
  },

  // wrong methods
  {
    name: 'admin-auth: PUT',
    target: 'admin-auth',
    request: () => ({ method: 'PUT', json: DEFAULT_ADMIN }),
    status: 405,
    error: METHOD_NOT_ALLOWED,
  },
  {
    name: 'media-upload: PATCH',
    target: 'media-upload',
    request: () => asSession({ method: 'PATCH' }),
    status: 405,
    error: METHOD_NOT_ALLOWED,
  },
  {
    name: 'media-restore: GET',
    target: 'media-restore',
    request: () => asSession({ method: 'GET' }),
    status: 405,
    error: METHOD_NOT_ALLOWED,
  },
  {
    name: 'media-delete: POST',
    target: 'media-delete',
    request: () => asSession({ method: 'POST', query: { slotName: slot.target } }),
    status: 405,
    error: METHOD_NOT_ALLOWED,
  },
  {
    name: 'media-list: DELETE',
    target: 'media-list',
    request: () => asSession({ method: 'DELETE' }),
    status: 405,
    error: METHOD_NOT_ALLOWED,
  },
  {
    name: 'seo-access: DELETE',
    target: 'seo-access',
    request: () => ({ method: 'DELETE' }),
    status: 405,
    error: METHOD_NOT_ALLOWED,
  },

  // SEO keys
  {
    name: 'seo-access: an empty key',
    target: 'seo-access',
    request: seo(''),
    status: 400,
    error: /^Campo obrigatório: key\.$/,
  },
  {
    name: 'seo-access: a key of spaces',
    target: 'seo-access',
    request: seo('   \t '),
    status: 400,
    error: /^Campo obrigatório: key\.$/,
  },
  {
    name: 'seo-access: a SQL-looking key',
    target: 'seo-access',
    request: seo("' or 1=1 --"),
    status: 403,
    error: /^Acesso Negado$/,
  },
  {
    name: 'seo-access: a list of keys',
    target: 'seo-access',
    request: seo('seo-local-1,seo-local-2'),
    status: 403,
    error: /^Acesso Negado$/,
  },
  {
    name: 'seo-access: a valid key with a right-to-left override',
    target: 'seo-access',
    request: seo('\u202eseo-local-1'),
    status: 403,
    error: /^Acesso Negado$/,
  },

  // YouTube URLs
  {
    name: 'video-manager: javascript:',
    target: 'video-manager',
    request: videoWith({ youtubeUrl: 'javascript:alert(document.cookie)//youtube.com/watch?v=dQw4w9WgXcQ' }),
    status: 400,
    error: BAD_YOUTUBE,
  },
  {
    name: 'video-manager: data:',
    target: 'video-manager',
    request: videoWith({ youtubeUrl: 'data:text/html,<script>alert(1)</script>' }),
    status: 400,
    error: BAD_YOUTUBE,
  },
  {
    name: 'video-manager: a 30 KB URL',
    target: 'video-manager',
    request: videoWith({ youtubeUrl: `https://www.youtube.com/watch?v=dQw4w9WgXcQ&x=${'a'.repeat(30_000)}` }),
    status: 400,
    error: BAD_YOUTUBE,
  },
  {
    name: 'video-manager: NUL after the id',
    target: 'video-manager',
    request: videoWith({ youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ\u0000' }),
    status: 400,
    error: NUL('URL do YouTube'),
  },
  {
    name: 'video-manager: a lookalike host',
    target: 'video-manager',
    request: videoWith({ youtubeUrl: 'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ' }),
    status: 400,
    error: BAD_YOUTUBE,
  },
  {
    name: 'video-manager: credentials before the host',
    target: 'video-manager',
    request: videoWith({ youtubeUrl: 'https://youtube.com@evil.example/watch?v=dQw4w9WgXcQ' }),
    status: 400,
    error: BAD_YOUTUBE,
  },
  {
    name: 'video-manager: an unknown video',
    target: 'video-manager',
    request: () => asSession({ json: { videoKey: 'nao-existe-mesmo', youtubeUrl: 'dQw4w9WgXcQ' } }),
    status: 404,
    error: /^Vídeo não encontrado: nao-existe-mesmo\.$/,
  },

  // business facts: bodies, methods and sessions
  {
    name: 'business-facts: truncated JSON',
    target: 'business-facts',
    request: () => asSession(rawJson('{"facts":{"name":')()),
    status: 400,
    error: NOT_JSON,
  },
  {
    name: 'business-facts: a JSON array',
    target: 'business-facts',
    request: () => asSession(rawJson('[{"facts":{}}]')()),
    status: 400,
    error: NOT_OBJECT,
  },
  {
    name: 'business-facts: JSON null',
    target: 'business-facts',
    request: () => asSession(rawJson('null')()),
    status: 400,
    error: NOT_OBJECT,
  },
  {
    name: 'business-facts: a urlencoded form',
    target: 'business-facts',
    request: () =>
      asSession({ body: 'facts=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    status: 400,
    error: NOT_JSON,
  },
  {
    name: 'business-facts: an empty body',
    target: 'business-facts',
    request: () => asSession({ body: '' }),
    status: 400,
    error: NOT_JSON,
  },
  {
    name: 'business-facts: a 100 KB body',
    target: 'business-facts',
    request: factsWith({ name: 'n'.repeat(100_000) }),
    status: 413,
    error: TOO_LARGE,
  },
  {
    name: 'business-facts: 200 KB sent chunked (no Content-Length)',
    target: 'business-facts',
    request: () =>
      asSession({
        body: new Blob([JSON.stringify({ facts: { ...goodFacts(), name: 'n'.repeat(200_000) } })]).stream(),
        headers: { 'content-type': 'application/json' },
        init: { duplex: 'half' },
      }),
    status: 413,
    error: TOO_LARGE,
  },
  {
    name: 'business-facts: an empty object',
    target: 'business-facts',
    request: () => asSession({ json: {} }),
    status: 400,
    error: /^Os dados do negócio devem ser um objeto\.$/,
    fieldErrors: expect.objectContaining({ '': 'Os dados do negócio devem ser um objeto.' }),
  },
  {
    name: 'business-facts: facts as a string',
    target: 'business-facts',
    request: () => asSession({ json: { facts: 'Estofos Lisboa' } }),
    status: 400,
    error: /^Os dados do negócio devem ser um objeto\.$/,
    fieldErrors: expect.objectContaining({ '': 'Os dados do negócio devem ser um objeto.' }),
  },
  {
    name: 'business-facts: an unknown action',
    target: 'business-facts',
    request: () => asSession({ json: { action: 'drop', facts: goodFacts() } }),
    status: 400,
    error: /^Ação desconhecida\.$/,
  },
  {
    name: 'business-facts: a locale with a look-alike hyphen',
    target: 'business-facts',
    request: () => asSession({ json: { locale: 'pt\u2010PT', facts: goodFacts() } }),
    status: 400,
    error: /^Idioma desconhecido: use pt-PT\.$/,
  },
  {
    name: 'business-facts: a locale with a NUL in the query',
    target: 'business-facts?locale=pt-PT%00',
    request: () => asSession({ method: 'GET' }),
    status: 400,
    error: /^Idioma desconhecido: use pt-PT\.$/,
  },
  {
    name: 'business-facts: no session',
    target: 'business-facts',
    request: () => ({ json: { facts: goodFacts() } }),
    status: 401,
    error: NO_SESSION,
  },
  {
    name: 'business-facts: an expired session',
    target: 'business-facts',
    request: () => ({ method: 'GET', session: expiredFactsSession }),
    status: 401,
    error: /^Sessão expirada\. Faça login novamente\.$/,
  },
  {
    name: 'business-facts: a forged service_role JWT instead of a session',
    target: 'business-facts',
    request: () => ({
      headers: { authorization: `Bearer ${forgedServiceJwt}`, apikey: forgedServiceJwt },
      json: { facts: goodFacts() },
    }),
    status: 401,
    error: NO_SESSION,
  },
  {
    name: 'business-facts: PUT',
    target: 'business-facts',
    request: () => asSession({ method: 'PUT', json: { facts: goodFacts() } }),
    status: 405,
    error: METHOD_NOT_ALLOWED,
  },
  {
    name: 'business-facts: DELETE',
    target: 'business-facts',
    request: () => asSession({ method: 'DELETE' }),
    status: 405,
    error: METHOD_NOT_ALLOWED,
  },

  // business facts: wrong types, over-long text, hostile characters, links
  {
    name: 'business-facts: a number as name',
    target: 'business-facts',
    request: factsWith({ name: 42 }),
    ...factRefusal('name', /^Nome do negócio: valor inválido\.$/),
  },
  {
    name: 'business-facts: an array as phone',
    target: 'business-facts',
    request: factsWith({ phone: ['+351210000000'] }),
    ...factRefusal('phone', /^Número de telefone: valor inválido\.$/),
  },
  {
    name: 'business-facts: a string as rating',
    target: 'business-facts',
    request: factsWith({ rating: '5' }),
    ...factRefusal('rating', /^Classificação no Google: um número de 1,0 a 5,0\.$/),
  },
  {
    name: 'business-facts: hours as a string',
    target: 'business-facts',
    request: factsWith({ openingHours: 'sempre' }),
    ...factRefusal('openingHours', /^Horário: valor inválido\.$/),
  },
  {
    name: 'business-facts: 1e400 as rating (Infinity once parsed)',
    target: 'business-facts',
    request: rawFactsWith('rating', '1e400'),
    ...factRefusal('rating', /^Classificação no Google: um número de 1,0 a 5,0\.$/),
  },
  {
    name: 'business-facts: an 81-character name',
    target: 'business-facts',
    request: factsWith({ name: 'n'.repeat(81) }),
    ...factRefusal('name', /^Nome do negócio: no máximo 80 caracteres\.$/),
  },
  {
    name: 'business-facts: a 1001-character review',
    target: 'business-facts',
    request: factsWith({}, { text: 't'.repeat(501) }),
    ...factRefusal('reviews.0.text', /^Avaliação 1, texto: no máximo 500 caracteres\.$/),
  },
  {
    name: 'business-facts: 7 reviews',
    target: 'business-facts',
    request: factsWith({ reviews: Array.from({ length: 7 }, () => (goodFacts().reviews as unknown[])[0]) }),
    ...factRefusal('reviews', /^Avaliações: no máximo 6\.$/),
  },
  {
    name: 'business-facts: a review dated in the future',
    target: 'business-facts',
    request: factsWith({}, { date: '2999-01-01' }),
    ...factRefusal('reviews.0.date', /^Avaliação 1, data: não pode ser no futuro\.$/),
  },
  {
    name: 'business-facts: NUL in name',
    target: 'business-facts',
    request: factsWith({ name: 'Estofos\u0000' }),
    ...factRefusal('name', NUL('Nome do negócio')),
  },
  {
    name: 'business-facts: an escape sequence in a review',
    target: 'business-facts',
    request: factsWith({}, { text: '\u001b[2Jlimpo' }),
    ...factRefusal('reviews.0.text', CONTROL('Avaliação 1, texto')),
  },
  {
    name: 'business-facts: a lone surrogate in email',
    target: 'business-facts',
    request: rawFactsWith('email', '"geral\\ud800@estofos.pt"'),
    ...factRefusal('email', SURROGATE('E-mail')),
  },
  {
    name: 'business-facts: NUL in phone',
    target: 'business-facts',
    request: factsWith({ phone: '+351210000000\u0000' }),
    ...factRefusal('phone', NUL('Número de telefone')),
  },
  {
    name: 'business-facts: javascript: as the Instagram link',
    target: 'business-facts',
    request: factsWith({ social: { instagram: 'javascript:alert(document.cookie)//instagram.com' } }),
    ...factRefusal('social.instagram', BAD_LINK('Instagram')),
  },
  {
    name: 'business-facts: an http: Facebook link',
    target: 'business-facts',
    request: factsWith({ social: { facebook: 'http://facebook.com/estofos' } }),
    ...factRefusal('social.facebook', BAD_LINK('Facebook')),
  },
  {
    name: 'business-facts: credentials before the Maps host',
    target: 'business-facts',
    request: factsWith({ mapsUrl: 'https://maps.app.goo.gl@evil.example/x' }),
    ...factRefusal('mapsUrl', BAD_LINK('Link do Google Maps')),
  },
  {
    name: 'business-facts: a lookalike Maps host',
    target: 'business-facts',
    request: factsWith({ mapsUrl: 'https://maps.google.com.evil.example/maps' }),
    ...factRefusal('mapsUrl', /^Link do Google Maps: deve ser um endereço de Google Maps\.$/),
  },
  {
    name: 'business-facts: a TikTok link on another host',
    target: 'business-facts',
    request: factsWith({ social: { tiktok: 'https://tiktok.com.evil.example/@estofos' } }),
    ...factRefusal('social.tiktok', /^TikTok: deve ser um endereço de TikTok \(tiktok\.com\)\.$/),
  },

  // business facts: version numbers
  {
    name: 'business-facts: restore version 0',
    target: 'business-facts',
    request: restoreFacts(0),
    status: 400,
    error: BAD_FACTS_VERSION,
  },
  {
    name: 'business-facts: restore a negative version',
    target: 'business-facts',
    request: restoreFacts(-1),
    status: 400,
    error: BAD_FACTS_VERSION,
  },
  {
    name: 'business-facts: restore a fraction',
    target: 'business-facts',
    request: restoreFacts(1.5),
    status: 400,
    error: BAD_FACTS_VERSION,
  },
  {
    name: 'business-facts: restore a numeric string',
    target: 'business-facts',
    request: restoreFacts('1'),
    status: 400,
    error: BAD_FACTS_VERSION,
  },
  {
    name: 'business-facts: restore 1e400 (Infinity once parsed)',
    target: 'business-facts',
    request: () => asSession(rawJson('{"action":"restore","version":1e400}')()),
    status: 400,
    error: BAD_FACTS_VERSION,
  },
  {
    name: 'business-facts: restore 1e308',
    target: 'business-facts',
    request: restoreFacts(1e308),
    status: 404,
    error: /^Versão dos dados do negócio não encontrada\.$/,
  },
  {
    name: 'business-facts: restore a version never saved',
    target: 'business-facts',
    request: restoreFacts(1),
    status: 404,
    error: /^Versão dos dados do negócio não encontrada\.$/,
  },
];

describe('hostile input to the edge functions', () => {
  it('has at least 40 cases covering every function', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    const covered = new Set(CASES.map((hostile) => hostile.target.split('?')[0]));
    expect([...covered].sort()).toEqual([
      'admin-auth',
      'business-facts',
      'media-delete',
      'media-list',
      'media-restore',
      'media-upload',
      'seo-access',
      'video-manager',
    ]);
    expect(new Set(CASES.map((hostile) => hostile.name)).size).toBe(CASES.length);
  });

  it.each(CASES.map((hostile) => [hostile.name, hostile] as const))(
    'refuses %s cleanly and changes nothing',
    async (_name, hostile) => {
      let answer: FunctionAnswer;
      try {
        answer = await callFunction(hostile.target, hostile.request());
      } catch (error) {
        throw new Error(`${hostile.name}: no JSON answer (${String(error)})`);
      }
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: hostile.status,
        body: {
          success: false,
          error: expect.stringMatching(hostile.error),
          ...(hostile.fieldErrors ? { fieldErrors: hostile.fieldErrors } : {}),
        },
      });
      expectCors(answer.headers);
      expect(await snapshot()).toEqual(baseline);
    },
  );
});

describe('unusual but valid text', () => {
  const captions = [
    ['emoji with skin tones and ZWJ sequences', 'Sofá 🛋️ limpo ✨👍🏽 👨‍👩‍👧'],
    ['right-to-left text with marks', 'قبل وبعد \u200fשלום\u200e fim'],
    ['combining marks', 'Cafe\u0301 e\u0308 Z\u0351\u0352\u0353 limpo'],
  ] as const;

  it.each(captions)('stores a caption and alt text of %s exactly', async (_case, text) => {
    const answer = await callFunction('media-upload', {
      session,
      body: uploadForm({ file: png(), slotName: slot.unicode, altText: text, caption: text }),
    });
    expect(answer.status).toBe(201);
    expectCors(answer.headers);
    const version = answer.body.version as { id: string };
    const { data } = await serviceClient()
      .from('media_versions')
      .select('alt_text, caption')
      .eq('id', version.id)
      .single();
    expect(data).toEqual({ alt_text: text, caption: text });
  });

  it('stores a video name and a multi-line description of emoji and right-to-left text exactly', async () => {
    const videoName = 'Antes/depois 🧽 مرحبا';
    const description = 'Linha 1 🛋️\nשלום\tfim\r\nCafe\u0301';
    const answer = await callFunction('video-manager', {
      session,
      json: { videoKey, youtubeUrl: 'M7lc1UVf-VE', videoName, description },
    });
    expect(answer.status).toBe(200);
    expectCors(answer.headers);
    const { data } = await serviceClient()
      .from('videos')
      .select('video_name, description')
      .eq('video_key', videoKey)
      .single();
    expect(data).toEqual({ video_name: videoName, description });
  });

  it('left the slot that took the hostile requests as it was', async () => {
    const now = await snapshot();
    const target = (snap: typeof baseline) =>
      snap.slots?.find((row: { slot_name: string }) => row.slot_name === slot.target);
    expect(target(now)).toEqual(target(baseline));
    expect(now.objects[0]).toEqual(baseline.objects[0]);
  });
});

// One of the owner's documents' functions (business-facts, page-texts) on a test file's own
// stand-in: called with its admin session, and what every refusal must be, whichever document:
// its status, CORS, a Portuguese message with no stack, and nothing stored.
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { OwnerDocumentName } from '#portable/owner-documents/owner-document.ts';
import type { Database, Json } from '#portable/database-types.ts';
import { callFunction, type CallOptions, expectCors, type FunctionAnswer } from './edge-functions.ts';
import type { OwnStandIn } from './own-stand-in.ts';

/** Postgres' insufficient_privilege: what a missing grant or row level security answers. */
const PERMISSION_DENIED = '42501';

/** A Data API request: a query builder, which runs when awaited. */
type DataApiRequest = PromiseLike<{ error: { code: string } | null }>;

/** A refusal: the status, CORS, `{ success: false, error }` in Portuguese (and maybe fieldErrors). */
function expectRefusal(answer: FunctionAnswer, status: number, error: string | RegExp): void {
  expect(answer.status).toBe(status);
  expectCors(answer.headers);
  expect(answer.body.success).toBe(false);
  expect(answer.body.error).toEqual(typeof error === 'string' ? error : expect.stringMatching(error));
  expect(JSON.stringify(answer.body)).not.toMatch(/\bat .+\.ts:\d+|stack|Error:/);
}

/**
 * Every write of `document` the Data API could be asked for with `client`: an insert, an update
 * and a delete of each of the documents' tables, and a call of each of their SQL functions.
 */
export function documentWrites(
  client: SupabaseClient<Database>,
  document: OwnerDocumentName,
  content: NonNullable<Json>,
): DataApiRequest[] {
  return [
    client.from('owner_documents').insert({ document, locale: 'pt-PT', version: 1, content }),
    client.from('owner_documents').update({ content }).eq('document', document),
    client.from('owner_documents').delete().eq('document', document),
    client.from('owner_document_versions').insert({ document, locale: 'pt-PT', version: 99_999, content }),
    client.from('owner_document_versions').update({ content }).eq('document', document),
    client.from('owner_document_versions').delete().eq('document', document),
    client.rpc('save_owner_document', { p_document: document, p_locale: 'pt-PT', p_content: content }),
    client.rpc('restore_owner_document', { p_document: document, p_locale: 'pt-PT', p_version: 1 }),
  ];
}

/** `document`'s function on `standIn` (whose hooks fill it in before the tests run). */
export function ownerDocumentFunction(standIn: OwnStandIn, document: OwnerDocumentName) {
  /** Calls the function with the admin's session unless told otherwise. */
  function call(options: CallOptions = {}): Promise<FunctionAnswer> {
    return callFunction(document, { baseUrl: standIn.local.url, session: standIn.session, ...options });
  }

  /** What a refused request must leave as it was: every document and language, the published languages, the page's revision. */
  async function snapshot() {
    const [current, versions, published, revision] = await Promise.all([
      standIn.service.from('owner_documents').select('*').order('document').order('locale'),
      standIn.service
        .from('owner_document_versions')
        .select('*')
        .order('document')
        .order('locale')
        .order('version'),
      standIn.service.from('published_locales').select('*').order('locale'),
      standIn.service.from('site_revision').select('revision').single(),
    ]);
    if (current.error || versions.error || published.error || revision.error)
      throw new Error('snapshot failed');
    return {
      current: current.data,
      versions: versions.data,
      published: published.data,
      revision: revision.data,
    };
  }

  /** The call (or `request`) refused with `status` and `error`, having changed nothing; its answer. */
  async function expectRefused(
    request: CallOptions | (() => Promise<FunctionAnswer>),
    status: number,
    error: string | RegExp,
  ): Promise<FunctionAnswer> {
    const before = await snapshot();
    const answer = await (typeof request === 'function' ? request() : call(request));
    expectRefusal(answer, status, error);
    expect(await snapshot()).toEqual(before);
    return answer;
  }

  /** Each of `requests` refused for want of privilege, having changed nothing. */
  async function expectDenied(requests: DataApiRequest[]): Promise<void> {
    const before = await snapshot();
    for (const request of requests) expect((await request).error?.code).toBe(PERMISSION_DENIED);
    expect(await snapshot()).toEqual(before);
  }

  /** The document's current rows as anon reads them, once it is checked that anon reads no history. */
  async function readAsAnon() {
    const history = await standIn.anon.from('owner_document_versions').select('*');
    expect(history.error?.code).toBe(PERMISSION_DENIED);
    expect(history.data).toBeNull();
    const current = await standIn.anon
      .from('owner_documents')
      .select('document, locale, version, content, updated_at')
      .eq('document', document);
    expect(current.error).toBeNull();
    return current.data ?? [];
  }

  return { call, snapshot, expectRefused, expectDenied, readAsAnon };
}

// The admin edge functions' reads as msw handlers over fixed FakeTables: the same paths and
// `{ success, ... }` answers as supabase/functions. Nothing here writes: a test of a change runs
// against the stand-in and the real functions; a refusal is a fixed answer (refusedFunction).
// Any origin matches, so the handlers do not depend on how the app reads its URL.
import { corsHeaders as supabaseCorsHeaders } from '@supabase/supabase-js/cors';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { functionCorsHeaders } from '#portable/function-cors.ts';
import { SESSION_HEADER } from '#portable/session-header.ts';
import { OWNER_DOCUMENTS, type OwnerDocumentName } from '#portable/owner-documents/owner-document.ts';
import { BASE_LOCALE } from '#portable/site-locales.ts';
import type { FakeTables } from './fake-tables.ts';
import type { RequestLog } from './request-log.ts';

// The functions' CORS answer: jsdom's XMLHttpRequest (the upload) checks it as a browser does.
const CORS_HEADERS = functionCorsHeaders(supabaseCorsHeaders);

const answer = (body: Record<string, JsonBodyType>, status = 200) =>
  HttpResponse.json({ success: true, ...body }, { status, headers: CORS_HEADERS });
const refuse = (status: number, error: string, extra: Record<string, JsonBodyType> = {}) =>
  HttpResponse.json({ success: false, error, ...extra }, { status, headers: CORS_HEADERS });

/**
 * A handler that refuses every `method` call of function `name` with `status` (500 unless
 * told) and `error`, CORS included; `extra` joins the body (e.g. a 400's `fieldErrors`).
 */
export function refusedFunction(
  method: 'get' | 'post' | 'delete',
  name: string,
  error: string,
  status = 500,
  extra: Record<string, JsonBodyType> = {},
) {
  return http[method](`*/functions/v1/${name}`, () => refuse(status, error, extra));
}

/** The reads of media-list, video-manager and the owner's documents' functions; each needs a session. */
export function edgeFunctionHandlers(tables: FakeTables, log: RequestLog) {
  const fn = (name: string) => `*/functions/v1/${name}`;
  const withSession =
    (name: string, resolve: (request: Request) => Promise<Response> | Response) =>
    ({ request }: { request: Request }) => {
      log.record(`${request.method} ${name}`);
      if (!request.headers.get(SESSION_HEADER)) return refuse(401, 'Sessão inválida ou expirada.');
      return resolve(request);
    };

  return [
    http.options(fn('*'), () => new HttpResponse(null, { status: 204, headers: CORS_HEADERS })),

    http.get(
      fn('media-list'),
      withSession('media-list', () => answer({ media: tables.slotsWithVersions() })),
    ),

    http.get(
      fn('video-manager'),
      withSession('video-manager', () => {
        const active = tables.videos
          .filter((video) => video.is_active)
          .sort((a, b) => b.created_at.localeCompare(a.created_at));
        return answer({ videos: active });
      }),
    ),

    ...(Object.keys(OWNER_DOCUMENTS) as OwnerDocumentName[]).map((document) =>
      http.get(
        fn(document),
        withSession(document, (request) => {
          const locale = new URL(request.url).searchParams.get('locale') ?? BASE_LOCALE;
          const key = OWNER_DOCUMENTS[document].contentKey;
          const ofDocument = (row: { document: string; locale: string }) =>
            row.document === document && row.locale === locale;
          const row = tables.documents.find(ofDocument);
          const versions = tables.documentVersions
            .filter(ofDocument)
            .sort((a, b) => b.version - a.version)
            .slice(0, 20)
            .map(({ version, created_at, content }) => ({
              version,
              createdAt: created_at,
              [key]: content as JsonBodyType,
            }));
          return answer({
            ...(document === 'page-texts' && {
              published: locale === BASE_LOCALE || tables.publishedLocales.some((other) => other === locale),
            }),
            current: row
              ? {
                  locale: row.locale,
                  version: row.version,
                  [key]: row.content as JsonBodyType,
                  updatedAt: row.updated_at,
                }
              : null,
            versions,
          });
        }),
      ),
    ),
  ];
}

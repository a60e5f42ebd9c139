// The admin edge functions as msw handlers over FakeTables: the same paths, methods, bodies and
// `{ success, ... }` answers as supabase/functions, without validation beyond what a hook test
// needs. Any origin matches, so the handlers do not depend on how the app reads its URL.
import { corsHeaders as supabaseCorsHeaders } from '@supabase/supabase-js/cors';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { functionCorsHeaders } from '@portable/function-cors.ts';
import { SESSION_HEADER } from '@portable/session-header.ts';
import type { BusinessFacts } from '@portable/business-facts/shape.ts';
import type { FakeBusinessFactsRow, FakeTables } from './fake-tables.ts';
import type { RequestLog } from './request-log.ts';

// The functions' CORS answer: jsdom's XMLHttpRequest (the upload) checks it as a browser does.
const CORS_HEADERS = functionCorsHeaders(supabaseCorsHeaders);

const answer = (body: Record<string, JsonBodyType>, status = 200) =>
  HttpResponse.json({ success: true, ...body }, { status, headers: CORS_HEADERS });
const refuse = (status: number, error: string, extra: Record<string, JsonBodyType> = {}) =>
  HttpResponse.json({ success: false, error, ...extra }, { status, headers: CORS_HEADERS });

/** The business_facts row as the business-facts function answers it. */
const currentFacts = ({ version, facts, updated_at }: FakeBusinessFactsRow) => ({
  version,
  facts,
  updatedAt: updated_at,
});

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

/**
 * media-list, media-upload, media-delete, media-restore, video-manager, business-facts and page-texts' read;
 * each needs a session.
 */
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

    http.post(
      fn('media-upload'),
      withSession('media-upload', async (request) => {
        const form = await request.formData();
        const file = form.get('file');
        if (file === null || typeof file === 'string') return refuse(400, 'Campo obrigatório: file.');
        const version = tables.publishVersion(String(form.get('slotName')), {
          fileName: file.name,
          mimeType: file.type,
          fileSize: file.size,
          altText: String(form.get('altText') ?? ''),
          caption: String(form.get('caption') ?? ''),
        });
        if (!version) return refuse(404, 'Slot não encontrado.');
        return answer({ version }, 201);
      }),
    ),

    http.delete(
      fn('media-delete'),
      withSession('media-delete', (request) => {
        const slotName = new URL(request.url).searchParams.get('slotName') ?? '';
        return tables.unpublishSlot(slotName) ? answer({}) : refuse(404, `Slot não encontrado: ${slotName}.`);
      }),
    ),

    http.post(
      fn('media-restore'),
      withSession('media-restore', async (request) => {
        const { slotName, versionNumber } = (await request.json()) as {
          slotName: string;
          versionNumber: number;
        };
        const version = tables.restoreVersion(slotName, versionNumber);
        return version ? answer({ version }) : refuse(404, 'Versão não encontrada neste slot.');
      }),
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

    http.post(
      fn('video-manager'),
      withSession('video-manager', async (request) => {
        const input = (await request.json()) as Record<string, string>;
        const video = tables.upsertVideo(input.videoKey ?? '', {
          youtube_url: input.youtubeUrl ?? null,
          video_name: input.videoName ?? '',
          description: input.description ?? '',
        });
        return answer({ video });
      }),
    ),

    http.get(
      fn('business-facts'),
      withSession('business-facts', () => {
        const row = tables.businessFacts;
        const versions = [...tables.businessFactsVersions]
          .sort((a, b) => b.version - a.version)
          .slice(0, 20)
          .map(({ version, created_at, facts }) => ({ version, createdAt: created_at, facts }));
        return answer({ current: row && currentFacts(row), versions });
      }),
    ),

    http.post(
      fn('business-facts'),
      withSession('business-facts', async (request) => {
        const body = (await request.json()) as { action?: string; version?: number; facts?: BusinessFacts };
        if (body.action === 'restore') {
          const row = tables.restoreBusinessFacts(Number(body.version));
          return row ? answer({ current: currentFacts(row) }) : refuse(404, 'Versão não encontrada.');
        }
        if (typeof body.facts !== 'object' || body.facts === null) {
          return refuse(400, 'Dados do negócio em falta.', {
            fieldErrors: { '': 'Dados do negócio em falta.' },
          });
        }
        return answer({ current: currentFacts(tables.saveBusinessFacts(body.facts)) });
      }),
    ),

    // the read only: saving and restoring are tested against the real function
    http.get(
      fn('page-texts'),
      withSession('page-texts', () => {
        const row = tables.pageTexts.find((candidate) => candidate.locale === 'pt-PT');
        return answer({
          current: row && {
            locale: row.locale,
            version: row.version,
            texts: row.texts as JsonBodyType,
            updatedAt: row.updated_at,
          },
          versions: row
            ? [{ version: row.version, createdAt: row.updated_at, texts: row.texts as JsonBodyType }]
            : [],
        });
      }),
    ),
  ];
}

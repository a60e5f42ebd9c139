// The answers below are the shapes postgrest-js resolves with for each failure (its own network
// failure included), as hosted Supabase and the local stand-in give them.
import { describe, expect, it } from 'vitest';
import { failedRead, rowOf, rowsOf, unexpectedAnswer } from './read-error.ts';
import { classifyReadFailure } from './read-failure.ts';

const networkFailure = (cause: string) =>
  failedRead('videos', {
    data: null,
    status: 0,
    error: {
      message: 'TypeError: fetch failed',
      details: `TypeError: fetch failed\n\nCaused by: Error: ${cause}\nError: ${cause}\n    at makeNetworkError (node:internal/deps/undici/undici:9617:35)`,
      code: '',
    },
  });

describe('classifyReadFailure', () => {
  it('calls a project that does not answer unreachable, with the network reason', () => {
    expect(
      classifyReadFailure('videos', networkFailure('connect ECONNREFUSED 127.0.0.1:9 (ECONNREFUSED)'), false),
    ).toEqual({
      read: 'videos',
      kind: 'unreachable',
      table: 'videos',
      status: null,
      code: null,
      detail: 'connect ECONNREFUSED 127.0.0.1:9 (ECONNREFUSED)',
    });
    expect(
      classifyReadFailure(
        'videos',
        networkFailure('getaddrinfo ENOTFOUND abc.supabase.co (ENOTFOUND)'),
        false,
      ),
    ).toMatchObject({ kind: 'unreachable', detail: 'getaddrinfo ENOTFOUND abc.supabase.co (ENOTFOUND)' });
  });

  it('calls a refused key unauthorized', () => {
    const refused = failedRead('media_slots', {
      data: null,
      status: 401,
      error: { message: 'Invalid API key', code: null, details: null },
    });
    expect(classifyReadFailure('published images', refused, false)).toEqual({
      read: 'published images',
      kind: 'unauthorized',
      table: 'media_slots',
      status: 401,
      code: null,
      detail: 'Invalid API key',
    });
  });

  it('calls 42501 a missing grant, naming the table of the message (an embedded one too), even as a 401', () => {
    const denied = (message: string) =>
      failedRead('media_slots', {
        data: null,
        status: 401,
        error: { message, code: '42501', details: null },
      });
    expect(classifyReadFailure('videos', denied('permission denied for table videos'), false)).toMatchObject({
      kind: 'missing-grant',
      table: 'videos',
      status: 401,
      code: '42501',
    });
    expect(
      classifyReadFailure('portfolio pairs', denied('permission denied for table media_versions'), false),
    ).toMatchObject({ kind: 'missing-grant', table: 'media_versions' });
    expect(classifyReadFailure('videos', denied('permission denied'), false)).toMatchObject({
      kind: 'missing-grant',
      table: 'media_slots',
    });
  });

  it('calls an unknown table missing, naming it', () => {
    const missing = failedRead('site_revision', {
      data: null,
      status: 404,
      error: {
        message: "Could not find the table 'public.site_revision' in the schema cache",
        code: 'PGRST205',
      },
    });
    expect(classifyReadFailure('site revision', missing, false)).toMatchObject({
      kind: 'missing-table',
      table: 'site_revision',
      status: 404,
    });
  });

  it('calls a read with no answer by the deadline a timeout, and says so without one', () => {
    expect(classifyReadFailure('videos', undefined, true)).toMatchObject({ kind: 'timeout', status: null });
    const aborted = failedRead('site_revision', {
      data: null,
      status: 0,
      error: { message: 'TimeoutError: The operation was aborted due to timeout', code: '' },
    });
    expect(classifyReadFailure('site revision', aborted, true)).toMatchObject({ kind: 'timeout' });
    expect(classifyReadFailure('site revision', aborted, false).kind).toBe('failed');
    expect(classifyReadFailure('videos', undefined, false)).toMatchObject({
      kind: 'failed',
      detail: 'no answer',
    });
  });

  it('calls an answer that is not JSON, or not the shape read, malformed', () => {
    const html = '<!doctype html><html><body>' + 'Welcome to our site! '.repeat(20) + '</body></html>';
    const notJson = failedRead('videos', { data: null, status: 200, error: { message: html } });
    const failure = classifyReadFailure('videos', notJson, false);
    expect(failure).toMatchObject({ kind: 'malformed', status: 200 });
    expect(failure.detail.length).toBeLessThanOrEqual(200);
    expect(failure.detail.startsWith('<!doctype html>')).toBe(true);

    expect(() => rowsOf('videos', { data: { hello: 'world' } as never, error: null, status: 200 })).toThrow(
      'unexpected answer: not a list of rows',
    );
    expect(() =>
      rowOf('site_revision', { data: { id: 1 }, error: null, status: 200 }, (row) => 'revision' in row),
    ).toThrow('unexpected answer');
    expect(classifyReadFailure('videos', unexpectedAnswer('videos', 200, 'not a list'), false).kind).toBe(
      'malformed',
    );
  });

  it('calls any other answer failed, with its status and code', () => {
    const broken = failedRead('videos', {
      data: null,
      status: 500,
      error: { message: 'database is starting up', code: '57P03', details: null },
    });
    expect(classifyReadFailure('videos', broken, false)).toMatchObject({
      kind: 'failed',
      status: 500,
      code: '57P03',
      detail: 'database is starting up',
    });
    expect(classifyReadFailure('videos', new TypeError('rows.map is not a function'), false)).toMatchObject({
      kind: 'failed',
      detail: 'TypeError: rows.map is not a function',
    });
  });
});

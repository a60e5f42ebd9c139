// What the build does with a render of `/` whose reads failed, and what it says about each.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_READ_TIMEOUT_MS,
  homeRenderVerdict,
  readTimeoutFromEnv,
} from '#scripts/support/home-render-report.ts';
import { describeReadFailure, describeReadFailures } from '#scripts/support/read-failure-message.ts';
import type { RenderedSite } from '#src/lib/home-state-contract.ts';
import type { ReadFailure } from '#src/lib/read-failure.ts';
import { aReadFailure } from '#src/testing/read-failures.ts';

const URL = 'https://abc.supabase.co';

const rendered = (failures: ReadFailure[]): RenderedSite => {
  const revision = failures.length ? null : 7;
  const page = {
    markup: '',
    state: {
      locale: 'pt-PT' as const,
      revision,
      builtAt: '2026-11-28T10:00:00Z',
      queries: { queries: [], mutations: [] },
    },
    failures,
  };
  return { pages: [page], failures, revision };
};

const verdict = (failures: ReadFailure[], ci: string | undefined) =>
  homeRenderVerdict(rendered(failures), { supabaseUrl: URL, readTimeoutMs: 15_000, ci });

describe('homeRenderVerdict', () => {
  const refused = aReadFailure({ kind: 'unauthorized', status: 401, detail: 'Invalid API key' });

  it('publishes a render whose reads all answered, on CI or not', () => {
    expect(verdict([], 'true')).toMatchObject({ publish: true, problems: [] });
    expect(verdict([], undefined).summary).toBe(
      'prerender: / rendered from site revision 7; data carried: none',
    );
  });

  it.each(['true', '1', 'TRUE', 'yes'])(
    'stops a CI build (CI=%s) with a failed read, saying why and what follows',
    (ci) => {
      const { publish, problems } = verdict([refused], ci);
      expect(publish).toBe(false);
      expect(problems[0]).toBe('prerender: the build cannot read what the page publishes (a read failed):');
      expect(problems[1]).toContain('videos: https://abc.supabase.co answered 401 (Invalid API key)');
      expect(problems.at(-1)).toContain(`nothing was published (CI=${ci})`);
      expect(problems.at(-1)).toContain('the host keeps serving the last good one');
    },
  );

  it.each([undefined, '', '0', 'false'])('lets a local build (CI=%s) go on, warning', (ci) => {
    const { publish, problems } = verdict(
      [refused, aReadFailure({ read: 'business facts', kind: 'timeout' })],
      ci,
    );
    expect(publish).toBe(true);
    expect(problems[0]).toContain('2 reads failed; this local build goes on');
    expect(problems).toHaveLength(3);
  });

  it('says a cause once, naming every read it failed', () => {
    const unreachable = { kind: 'unreachable' as const, detail: 'connect ECONNREFUSED 127.0.0.1:9' };
    const lines = describeReadFailures(
      [aReadFailure({ read: 'site revision', ...unreachable }), aReadFailure(unreachable), refused],
      URL,
      15_000,
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^site revision, videos: no answer from https:\/\/abc\.supabase\.co/);
    expect(lines[1]).toMatch(/^videos: https:\/\/abc\.supabase\.co answered 401/);
  });
});

describe('describeReadFailure names the read, what came back and the likely fix', () => {
  const say = (fields: Partial<ReadFailure>) => describeReadFailure(aReadFailure(fields), URL, 15_000);

  it('for each kind', () => {
    expect(say({ kind: 'unreachable', detail: 'getaddrinfo ENOTFOUND abc.supabase.co' })).toMatch(
      /^no answer from https:\/\/abc\.supabase\.co \(getaddrinfo ENOTFOUND abc\.supabase\.co\)\. Likely fix: VITE_SUPABASE_URL/,
    );
    expect(say({ kind: 'unauthorized', status: 401, detail: 'Invalid API key' })).toMatch(
      /answered 401 \(Invalid API key\): the key was refused\. Likely fix: VITE_SUPABASE_PUBLISHABLE_KEY must be the project's publishable key/,
    );
    const grant = say({
      read: 'portfolio pairs',
      kind: 'missing-grant',
      table: 'media_versions',
      status: 401,
      code: '42501',
      detail: 'permission denied for table media_versions',
    });
    expect(grant).toContain(
      'https://abc.supabase.co answered 401 42501 (permission denied for table media_versions)',
    );
    expect(grant).toContain(
      'a migration must grant it (grant select on public.media_versions to anon, authenticated;)',
    );
    expect(grant).toContain('`npm run check:deploy`');
    expect(say({ kind: 'missing-table', table: 'site_revision', status: 404, code: 'PGRST205' })).toContain(
      'apply the migrations (`supabase db push`)',
    );
    expect(say({ kind: 'timeout' })).toContain('no answer from https://abc.supabase.co within 15 s');
    expect(say({ kind: 'malformed', status: 200, detail: '<!doctype html>' })).toMatch(
      /answered 200 with something that is not the Data API's answer \(<!doctype html>\)\. Likely fix: VITE_SUPABASE_URL must be the project's API URL/,
    );
    expect(say({ kind: 'failed', status: 503, code: 'PGRST002', detail: 'schema cache' })).toContain(
      'answered 503 PGRST002 (schema cache). Likely fix:',
    );
  });
});

describe('readTimeoutFromEnv', () => {
  it('reads PRERENDER_READ_TIMEOUT_SECONDS, defaults to 15 s and refuses nonsense', () => {
    expect(readTimeoutFromEnv({})).toBe(DEFAULT_READ_TIMEOUT_MS);
    expect(readTimeoutFromEnv({ PRERENDER_READ_TIMEOUT_SECONDS: '0.5' })).toBe(500);
    expect(() => readTimeoutFromEnv({ PRERENDER_READ_TIMEOUT_SECONDS: 'soon' })).toThrow(
      'PRERENDER_READ_TIMEOUT_SECONDS must be a positive number of seconds',
    );
    expect(() => readTimeoutFromEnv({ PRERENDER_READ_TIMEOUT_SECONDS: '0' })).toThrow();
  });
});

// Sign-in with the admin credentials, read-only calls with the session, malformed requests
// that must be refused, sign-out, and the token refused afterwards. The sign-in answer may
// carry more than the token; only sessionToken is relied on.
import type { DeployTarget } from './config.ts';
import { EDGE_FUNCTIONS } from './edge-functions.ts';
import { describeAnswer, expectRefusal, successBody } from './function-contract.ts';
import { callFunction, type FunctionRequest } from './http.ts';
import { fail, pass, skip, type CheckRun, type Verdict } from './results.ts';

const SECTION = 'Admin session';

export async function checkAdminSession(run: CheckRun, target: DeployTarget): Promise<void> {
  const call = (name: string, request: FunctionRequest) =>
    callFunction(target.url, target.publishableKey, name, request);

  let session: string | undefined;
  await run.check(SECTION, 'admin-auth: sign-in with the admin credentials', async () => {
    const answer = await call('admin-auth', {
      method: 'POST',
      json: { username: target.adminUsername, password: target.adminPassword },
    });
    const token = successBody(answer)?.sessionToken;
    if (typeof token !== 'string' || !token) return fail(`no session: ${describeAnswer(answer)}`);
    session = token;
    return pass('200, session received');
  });

  const withSession = (name: string, check: (token: string) => Promise<Verdict>) =>
    run.check(SECTION, name, async () =>
      session ? check(session) : skip('needs the session (sign-in failed)'),
    );

  await withSession('media-list: read with the session', async (token) => {
    const answer = await call('media-list', { method: 'GET', session: token });
    const media = successBody(answer)?.media;
    if (!Array.isArray(media)) return fail(describeAnswer(answer));
    return pass(`200, ${media.length} slots`);
  });

  await withSession('video-manager: read with the session', async (token) => {
    const answer = await call('video-manager', { method: 'GET', session: token });
    const videos = successBody(answer)?.videos;
    if (!Array.isArray(videos)) return fail(describeAnswer(answer));
    return pass(`200, ${videos.length} videos`);
  });

  /**
   * An owner's document read with the session: its current version (`noneSaved` when there is
   * none) and its versions listed; `holds` says what else the answer must hold.
   */
  const readOwnerDocument = (
    name: string,
    noneSaved: string,
    holds: (body: Record<string, unknown>) => boolean = () => true,
  ) =>
    withSession(`${name}: read with the session`, async (token) => {
      const answer = await call(name, { method: 'GET', session: token });
      const body = successBody(answer);
      if (!body || !Array.isArray(body.versions) || body.current === undefined || !holds(body))
        return fail(describeAnswer(answer));
      const current = body.current as { version?: unknown } | null;
      return pass(
        `200, ${current ? `version ${String(current.version)} current` : noneSaved}, ${body.versions.length} versions listed`,
      );
    });

  await readOwnerDocument('business-facts', 'none saved yet');
  await readOwnerDocument(
    'page-texts',
    'none saved yet: the built-in texts',
    (body) => typeof body.published === 'boolean',
  );

  await withSession('site-build: read with the session', async (token) => {
    const answer = await call('site-build', { method: 'GET', session: token });
    const body = successBody(answer);
    if (!body || typeof body.revision !== 'number' || typeof body.hookConfigured !== 'boolean')
      return fail(describeAnswer(answer));
    return pass(
      `200, revision ${body.revision}, ${body.hookConfigured ? 'build hook configured' : 'no build hook configured (SITE_BUILD_HOOK_URL)'}`,
    );
  });

  await withSession('contact-stats: read with the session', async (token) => {
    const answer = await call('contact-stats', { method: 'GET', session: token });
    const body = successBody(answer);
    if (!body || typeof body.today !== 'string' || !Array.isArray(body.visits) || !Array.isArray(body.taps))
      return fail(describeAnswer(answer));
    return pass(`200, today ${body.today}, ${body.visits.length} days with visits`);
  });

  for (const fn of EDGE_FUNCTIONS) {
    const { badInput } = fn;
    if (!badInput?.needsSession) continue;
    await withSession(`${fn.name}: ${badInput.what} refused with ${badInput.status}`, async (token) =>
      expectRefusal(await call(fn.name, { ...badInput.request, session: token }), badInput.status),
    );
  }

  await withSession('admin-auth: sign-out', async (token) => {
    const answer = await call('admin-auth', { method: 'POST', json: { action: 'logout' }, session: token });
    return successBody(answer) ? pass('200') : fail(describeAnswer(answer));
  });

  await withSession('media-list: the signed-out session is refused (401)', async (token) =>
    expectRefusal(await call('media-list', { method: 'GET', session: token }), 401),
  );
}

export async function checkSeoKey(run: CheckRun, target: DeployTarget): Promise<void> {
  await run.check('SEO key', 'seo-access: the SEO key is accepted', async () => {
    if (!target.seoKey) return skip('CHECK_SEO_KEY is not set');
    const answer = await callFunction(target.url, target.publishableKey, 'seo-access', {
      method: 'POST',
      json: { key: target.seoKey },
    });
    return successBody(answer) ? pass('200') : fail(describeAnswer(answer));
  });
}

// The edge functions' public contract, with no session: preflight, refusals, `hello` absent.
import type { DeployTarget } from './config.ts';
import { EDGE_FUNCTIONS, FORBIDDEN_FUNCTION, UNSUPPORTED_METHOD } from './edge-functions.ts';
import {
  describeAnswer,
  expectRefusal,
  preflightProblems,
  SITE_REQUEST_HEADERS,
} from './function-contract.ts';
import { callFunction } from './http.ts';
import { fail, pass, type CheckRun } from './results.ts';

const SECTION = 'Edge functions (no session)';

export async function checkFunctionsWithoutSession(run: CheckRun, target: DeployTarget): Promise<void> {
  const call = (name: string, request: Parameters<typeof callFunction>[3]) =>
    callFunction(target.url, target.publishableKey, name, request);

  for (const fn of EDGE_FUNCTIONS) {
    await run.check(SECTION, `${fn.name}: CORS preflight`, async () => {
      // as a browser sends it: no key, the method and headers it is about to use
      const answer = await call(fn.name, {
        method: 'OPTIONS',
        withoutKey: true,
        headers: {
          'access-control-request-method': fn.methods[0] ?? 'POST',
          'access-control-request-headers': SITE_REQUEST_HEADERS.join(', '),
        },
      });
      const problems = preflightProblems(answer, fn.methods);
      return problems.length > 0
        ? fail(problems.join('; '))
        : pass(`${answer.status}, allows ${fn.methods.join(', ')}`);
    });

    await run.check(SECTION, `${fn.name}: ${UNSUPPORTED_METHOD} refused with 405`, async () =>
      expectRefusal(await call(fn.name, { method: UNSUPPORTED_METHOD }), 405),
    );

    const { badInput, withoutSession } = fn;
    if (badInput && !badInput.needsSession) {
      await run.check(SECTION, `${fn.name}: ${badInput.what} refused with ${badInput.status}`, async () =>
        expectRefusal(await call(fn.name, badInput.request), badInput.status),
      );
    }
    if (withoutSession) {
      await run.check(
        SECTION,
        `${fn.name}: ${withoutSession.what} without a session refused with 401`,
        async () => expectRefusal(await call(fn.name, withoutSession.request), 401),
      );
    }
  }

  await run.check(SECTION, `${FORBIDDEN_FUNCTION} is not deployed (404)`, async () => {
    const answer = await call(FORBIDDEN_FUNCTION, { method: 'GET' });
    if (answer.status === 404) return pass('404');
    return fail(
      `${describeAnswer(answer)}: a function named ${FORBIDDEN_FUNCTION} is deployed; ` +
        `remove it with \`supabase functions delete ${FORBIDDEN_FUNCTION}\``,
    );
  });
}

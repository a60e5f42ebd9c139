import type { Auth } from '#local/auth.ts';
import { readBody, sendJson, type RouteHandler } from '#local/http.ts';
import { serviceRoleOnly } from '#local/service-role-only.ts';
import type { FunctionsService } from './runner.ts';

const SECRET_NAME = /^[A-Z][A-Z0-9_]*$/;

/**
 * PUT /__stand-in/function-secrets, service role only: `{ NAME: "value" | null }` sets or removes
 * secrets of the functions while the stand-in runs, as `supabase secrets set` does for a hosted
 * project (the functions restart with them). The preview registers its build hook this way, and
 * tests point it at a hook that is down.
 */
export function functionSecretsControl({
  auth,
  functions,
}: {
  auth: Auth;
  functions: FunctionsService;
}): RouteHandler {
  return serviceRoleOnly(auth, async (req, res, route) => {
    if (route !== '' || req.method !== 'PUT')
      return sendJson(res, 404, { message: 'no Route matched with those values' });
    let changes: Record<string, string | null>;
    try {
      changes = JSON.parse((await readBody(req, 16_384)).toString('utf8')) as Record<string, string | null>;
      const valid =
        typeof changes === 'object' &&
        changes !== null &&
        Object.entries(changes).every(
          ([name, value]) =>
            SECRET_NAME.test(name) &&
            !name.startsWith('SUPABASE_') &&
            (value === null || typeof value === 'string'),
        );
      if (!valid)
        throw new Error('Expected { NAME: "value" | null }, names in capitals, none starting with SUPABASE_');
    } catch (error) {
      return sendJson(res, 400, { message: (error as Error).message });
    }
    await functions.setSecrets(changes);
    sendJson(res, 200, { names: Object.keys(changes) });
  });
}

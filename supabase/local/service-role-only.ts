import { AuthError, type Auth } from './auth.ts';
import { sendJson, type RouteHandler } from './http.ts';

/** The stand-in's own control routes (`/__stand-in/…`): `handle` runs only for the service role. */
export function serviceRoleOnly(auth: Auth, handle: RouteHandler): RouteHandler {
  return async (req, res, route, url) => {
    const claims = await auth.authenticate(req, url).catch((error: unknown) => {
      if (error instanceof AuthError) return error;
      throw error;
    });
    if (claims instanceof AuthError) return sendJson(res, claims.status, claims.body);
    if (claims.role !== 'service_role')
      return sendJson(res, 403, { message: 'Needs the secret (service_role) key' });
    return handle(req, res, route, url);
  };
}

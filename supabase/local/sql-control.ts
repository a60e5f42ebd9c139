import type { Auth } from './auth.ts';
import type { LocalDatabase } from './database.ts';
import { readBody, sendJson, type RouteHandler } from './http.ts';
import { serviceRoleOnly } from './service-role-only.ts';

/**
 * POST /__stand-in/sql, service role only: `{ "query": "…" }` runs as the database's owner, as
 * the dashboard's SQL editor does on a hosted project, and answers the rows of each statement.
 * Tests of another process's stand-in break it this way (a revoked grant) and mend it again.
 */
export function sqlControl({ auth, db }: { auth: Auth; db: LocalDatabase }): RouteHandler {
  return serviceRoleOnly(auth, async (req, res, route) => {
    if (route !== '' || req.method !== 'POST')
      return sendJson(res, 404, { message: 'no Route matched with those values' });
    let query: unknown;
    try {
      ({ query } = JSON.parse((await readBody(req, 65_536)).toString('utf8')) as { query?: unknown });
    } catch (error) {
      return sendJson(res, 400, { message: (error as Error).message });
    }
    if (typeof query !== 'string' || query.trim() === '')
      return sendJson(res, 400, { message: 'Expected { "query": "<SQL>" }' });
    try {
      const results = await db.pg.exec(query);
      sendJson(
        res,
        200,
        results.map((result) => result.rows),
      );
    } catch (error) {
      const { message, code } = error as { message: string; code?: string };
      sendJson(res, 400, { message, code: code ?? null });
    }
  });
}

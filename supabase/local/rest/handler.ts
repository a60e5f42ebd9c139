import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JwtClaims } from '../auth.ts';
import type { LocalContext } from '../context.ts';
import { sendJson } from '../http.ts';

/** /rest/v1/<table> and /rest/v1/rpc/<fn>: the PostgREST grammar supabase-js emits. */
export async function handleRest(
  _ctx: LocalContext,
  _claims: JwtClaims,
  _req: IncomingMessage,
  res: ServerResponse,
  _route: string,
  _url: URL,
): Promise<void> {
  sendJson(res, 501, { code: 'PGRST000', details: null, hint: null, message: 'not implemented yet' });
}

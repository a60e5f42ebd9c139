import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalContext } from '../context.ts';
import { sendJson } from '../http.ts';

export interface FunctionsService {
  /** `name` is the function, `rest` the path after it ('' or '/…'). */
  handle(req: IncomingMessage, res: ServerResponse, name: string, rest: string, url: URL): Promise<void>;
  close(): Promise<void>;
}

export async function createFunctions(_ctx: LocalContext): Promise<FunctionsService> {
  return {
    async handle(_req, res) {
      sendJson(res, 501, { code: 'NOT_IMPLEMENTED', message: 'not implemented yet' });
    },
    async close() {},
  };
}

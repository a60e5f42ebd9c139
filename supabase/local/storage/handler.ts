import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalContext } from '../context.ts';
import { sendJson } from '../http.ts';

export interface StorageService {
  /** `route` is the path after /storage/v1, e.g. /object/public/media/a.png */
  handle(req: IncomingMessage, res: ServerResponse, route: string, url: URL): Promise<void>;
}

export function createStorage(_ctx: LocalContext): StorageService {
  return {
    async handle(_req, res) {
      sendJson(res, 501, { statusCode: '501', error: 'Not implemented', message: 'not implemented yet' });
    },
  };
}

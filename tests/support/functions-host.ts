import { createServer } from 'node:http';
import { createAuth } from '#local/auth.ts';
import { createFunctions, type FunctionsService } from '#local/functions/runner.ts';
import { LOCAL_PROJECT_KEYS } from '#local/keys.ts';

export interface FunctionsHost {
  url: string;
  functions: FunctionsService;
  /** Settles once every exchange under way has ended, whichever way. */
  exchangesOver(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Only the /functions/v1 part of the stand-in, over the functions of any project folder, so the
 * runner can be tried on fixture functions without a database.
 */
export async function serveFunctions(projectRoot: string): Promise<FunctionsHost> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const auth = createAuth(LOCAL_PROJECT_KEYS);
  const functions = await createFunctions({ projectRoot, url, auth });
  const underWay = new Set<Promise<void>>();
  server.on('request', (req, res) => {
    const requestUrl = new URL(req.url ?? '/', url);
    const route = requestUrl.pathname.replace(/^\/functions\/v1(?=\/)/, '');
    if (route === requestUrl.pathname) return res.writeHead(404).end();
    const exchange = Promise.resolve(functions.handle(req, res, route, requestUrl)).finally(() =>
      underWay.delete(exchange),
    );
    underWay.add(exchange);
  });
  return {
    url,
    functions,
    async exchangesOver() {
      await Promise.allSettled([...underWay]);
    },
    async close() {
      await functions.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

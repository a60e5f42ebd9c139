import { createServer } from 'node:http';
import type { LocalContext } from '../../supabase/local/context.ts';
import type { LocalDatabase } from '../../supabase/local/database.ts';
import { createFunctions, type FunctionsService } from '../../supabase/local/functions/runner.ts';
import { LOCAL_JWT_SECRET } from '../../supabase/local/keys.ts';

export interface FunctionsHost {
  url: string;
  functions: FunctionsService;
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
  const ctx: LocalContext = {
    // the functions runner never touches the database
    db: null as unknown as LocalDatabase,
    jwtSecret: LOCAL_JWT_SECRET,
    url,
    projectRoot,
    dataDir: undefined,
  };
  const functions = await createFunctions(ctx);
  server.on('request', (req, res) => {
    const requestUrl = new URL(req.url ?? '/', url);
    const match = /^\/functions\/v1\/([A-Za-z0-9_-]+)(\/.*)?$/.exec(requestUrl.pathname);
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    void functions.handle(req, res, match[1] ?? '', match[2] ?? '', requestUrl);
  });
  return {
    url,
    functions,
    async close() {
      await functions.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

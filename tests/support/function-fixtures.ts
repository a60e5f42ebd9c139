import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Deno sources are kept as text and written to a temporary project at test time, so the
// Node type check and ESLint never see code that uses the Deno globals.
const GREETER = `
import { greeting } from 'greeting';
import { viaShared } from '../_shared/via-shared.ts';

Deno.serve(() => Response.json({ direct: greeting, viaShared }));
`;

const FILES: Record<string, string> = {
  'supabase/config.toml': `
[functions.open]
verify_jwt = false

[functions.broken]
verify_jwt = false
`,
  'supabase/functions/.env': `
# a comment line
export ADMIN_USERNAME='fixture-admin # quoted, so not a comment'
OVERRIDDEN=from-env
SUPABASE_URL=http://reserved-names-are-skipped
`,
  'supabase/functions/.env.local': 'OVERRIDDEN=from-env-local\n',
  // no config section: the gateway demands a JWT (verify_jwt defaults to true)
  'supabase/functions/echo/index.ts': `
async function errorName(action: () => Promise<unknown>): Promise<string | null> {
  try {
    await action();
    return null;
  } catch (error) {
    return error instanceof Error ? error.name : String(error);
  }
}

Deno.serve(async (req) => {
  const url = new URL(req.url);
  if (url.pathname === '/echo/stream') return new Response(req.body);
  const env = (name: string) => Deno.env.get(name) ?? null;
  return Response.json({
    method: req.method,
    path: url.pathname,
    search: url.search,
    body: await req.text(),
    custom: req.headers.get('x-custom'),
    env: {
      ADMIN_USERNAME: env('ADMIN_USERNAME'),
      OVERRIDDEN: env('OVERRIDDEN'),
      SUPABASE_URL: env('SUPABASE_URL'),
      SUPABASE_PUBLISHABLE_KEYS: env('SUPABASE_PUBLISHABLE_KEYS'),
      SUPABASE_SECRET_KEYS: env('SUPABASE_SECRET_KEYS'),
      SUPABASE_ANON_KEY: env('SUPABASE_ANON_KEY'),
      SUPABASE_SERVICE_ROLE_KEY: env('SUPABASE_SERVICE_ROLE_KEY'),
      SUPABASE_DB_URL: env('SUPABASE_DB_URL'),
      LEAK_CHECK: env('LEAK_CHECK'),
    },
    readInsideProject: await errorName(() => Deno.readTextFile(new URL('../../config.toml', import.meta.url))),
    readOutsideProject: await errorName(() => Deno.readTextFile('/etc/passwd')),
    runProgram: await errorName(() => new Deno.Command('true').output()),
  });
});
`,
  'supabase/functions/open/index.ts': `
Deno.serve(async (req) => {
  const path = new URL(req.url).pathname;
  if (path === '/open/exit') Deno.exit(3);
  if (path === '/open/hold') {
    // answers only once the client has gone
    console.log('holding a request');
    await new Promise((resolve) => req.signal.addEventListener('abort', resolve));
    return new Response(null, { status: 204 });
  }
  return Response.json({ pid: Deno.pid });
});
`,
  'supabase/functions/broken/index.ts': `throw new Error('broken on purpose');\n`,
  // two functions that map the same name to different files in their own deno.json; the shared
  // module both import resolves it as the function running it maps it
  'supabase/functions/_shared/fr.ts': `export const greeting = 'Bonjour';\n`,
  'supabase/functions/_shared/en.ts': `export const greeting = 'Hello';\n`,
  'supabase/functions/_shared/via-shared.ts': `export { greeting as viaShared } from 'greeting';\n`,
  'supabase/functions/greet-fr/deno.json': '{ "imports": { "greeting": "../_shared/fr.ts" } }\n',
  'supabase/functions/greet-en/deno.json': '{ "imports": { "greeting": "../_shared/en.ts" } }\n',
  'supabase/functions/greet-fr/index.ts': GREETER,
  'supabase/functions/greet-en/index.ts': GREETER,
  // a lock that records a package its deno.json no longer has
  'supabase/functions/stale-lock/deno.json': '{ "imports": {} }\n',
  'supabase/functions/stale-lock/deno.lock': JSON.stringify({
    version: '4',
    workspace: { dependencies: ['npm:@supabase/supabase-js@2.109.0'] },
  }),
  'supabase/functions/stale-lock/index.ts': `Deno.serve(() => new Response('started anyway'));\n`,
  'supabase/functions/_shared/index.ts': `Deno.serve(() => new Response('shared code is never served'));\n`,
};

// `hello` proves the runner starts the real Deno runtime. It is a fixture, not a function of the
// project: deployed, it would be a public endpoint reporting the runtime version.
const HELLO_FILES: Record<string, string> = {
  'supabase/config.toml': `
[functions.hello]
verify_jwt = false
`,
  'supabase/functions/hello/index.ts': `
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info, x-session-token',
};

Deno.serve((req: Request): Response => {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  return Response.json(
    { message: 'Olá', deno: Deno.version.deno, method: req.method, path: new URL(req.url).pathname },
    { headers: CORS_HEADERS },
  );
});
`,
};

/**
 * A project folder with fixture functions: echo (JWT required), open, broken, greet-fr and greet-en
 * (each with its deno.json), stale-lock, and _shared.
 */
export async function writeFunctionsFixture(root: string): Promise<void> {
  await writeFiles(root, FILES);
}

/** A project folder with only the public `hello` function (verify_jwt = false). */
export async function writeHelloFixture(root: string): Promise<void> {
  await writeFiles(root, HELLO_FILES);
}

async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}

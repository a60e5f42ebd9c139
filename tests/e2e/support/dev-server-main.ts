// The Vite development server, as `npm start` runs it (React's StrictMode included), for the
// e2e tests of development: the Supabase settings come from the environment (the e2e stand-in),
// its dependency cache from DEV_CACHE_DIR, so it shares nothing with a developer's `npm start`.
// Prints "ready <url>" once listening; SIGTERM stops it, and so does the end of its stdin (the
// test process that started it has gone, however it ended).
import path from 'node:path';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const server = await createServer({
  root,
  cacheDir: process.env.DEV_CACHE_DIR,
  clearScreen: false,
  logLevel: 'warn',
  server: { host: '127.0.0.1', port: Number(process.env.DEV_PORT), strictPort: true },
});
await server.listen();
console.log(`ready ${server.resolvedUrls?.local[0] ?? ''}`);
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.stdin.once('close', stop).resume();

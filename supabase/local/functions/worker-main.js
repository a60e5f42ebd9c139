/* global Deno */
// The main module of every function process: `deno run worker-main.js <function URL> <port>`.
// - Deno.serve() listens on 127.0.0.1:<port>, whatever the function passes, as the hosted Edge
//   Runtime decides where a function listens. (DENO_SERVE_ADDRESS would do it, but the hosted
//   runtime's Deno, 2.1, does not have it; nor --preload.)
// - A function may answer before it has read the whole request (a 413 for its size, say). Deno
//   closes the connection once an answer is complete, and a close with request bytes still
//   arriving resets it, which loses the answer. So the function reads the request through a
//   stream of its own (request-body.ts): what it leaves unread, or gives up with cancel(), is read
//   to its end and dropped while its answer goes out, whose last chunk waits for that.
//   A body the answer streams back (new Response(request.body)) stays the function's.
// - The stand-in holds the write end of this process's stdin and never writes to it: when the
//   stand-in dies, even by SIGKILL, the pipe closes, the read below ends and the function exits
//   instead of lingering as an orphan. The read starts once the function's module has run.
import { answerAfterLeftover, detachBody } from './request-body.ts';

const [functionUrl, port] = Deno.args;
const serve = Deno.serve.bind(Deno);

Deno.serve = (first, second) => {
  const options = typeof first === 'function' ? {} : { ...first };
  const functionHandler = typeof first === 'function' ? first : (second ?? options.handler);
  const handler = async (request, info) => {
    const body = detachBody(request);
    let response;
    try {
      response = await functionHandler(body.request, info);
    } catch (error) {
      // Deno answers 500 for it, which must reach the client too
      await body.leftover();
      throw error;
    }
    return answerAfterLeftover(response, body.leftover(response));
  };
  return serve({ onListen() {}, ...options, hostname: '127.0.0.1', port: Number(port), handler }, handler);
};

await import(functionUrl);

try {
  for await (const _chunk of Deno.stdin.readable) {
    // nothing is ever sent; only the end of the stream matters
  }
} finally {
  Deno.exit(0);
}

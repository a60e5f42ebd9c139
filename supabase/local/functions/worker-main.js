/* global Deno */
// The main module of every function process: `deno run worker-main.js <function URL> <port>`.
// - Deno.serve() listens on 127.0.0.1:<port>, whatever the function passes, as the hosted Edge
//   Runtime decides where a function listens. (DENO_SERVE_ADDRESS would do it, but the hosted
//   runtime's Deno, 2.1, does not have it; nor --preload.)
// - A request body the function did not read (a refusal for its size, say) is read to its end
//   before the answer goes: Deno closes the connection under a client still sending, which
//   loses the answer (the stand-in would report the function as failed instead of its 413).
//   A body the answer streams back (new Response(request.body)) is the function's, not unread.
// - The stand-in holds the write end of this process's stdin and never writes to it: when the
//   stand-in dies, even by SIGKILL, the pipe closes, the read below ends and the function exits
//   instead of lingering as an orphan. The read starts once the function's module has run.
const [functionUrl, port] = Deno.args;
const serve = Deno.serve.bind(Deno);

Deno.serve = (first, second) => {
  const options = typeof first === 'function' ? {} : { ...first };
  const functionHandler = typeof first === 'function' ? first : (second ?? options.handler);
  const handler = async (request, info) => {
    const response = await functionHandler(request, info);
    const body = request.body;
    const unread = body && !request.bodyUsed && !body.locked && response?.body !== body;
    if (unread) await body.pipeTo(new WritableStream()).catch(() => {});
    return response;
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

/* global Deno */
// Preloaded into every function process (deno run --preload). The stand-in holds the write end
// of this process's stdin and never writes to it: when the stand-in dies, even by SIGKILL, the
// pipe closes, the read below ends and the function exits instead of lingering as an orphan.
// The read starts on 'load': a read pending while the preload runs would hold back the
// function's own module until the stand-in exits.
globalThis.addEventListener('load', async () => {
  try {
    for await (const _chunk of Deno.stdin.readable) {
      // nothing is ever sent; only the end of the stream matters
    }
  } finally {
    Deno.exit(0);
  }
});

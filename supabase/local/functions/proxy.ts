import { request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { sendJson } from '#local/http.ts';

// Headers that describe one connection, not the message; each hop sets its own.
const HOP_BY_HOP = new Set(
  'connection keep-alive proxy-connection transfer-encoding te trailer upgrade'.split(' '),
);

export interface ProxyTarget {
  port: number;
  /** Awaited before a failed exchange is answered, e.g. until a crashing process is gone. */
  settleFailure(): Promise<void>;
}

/**
 * Streams the request to the function process and its answer back, body chunks as they come,
 * both at once: an answer that starts before the request has been sent whole (a 413 for its size,
 * say) goes to the client as it comes. Resolves when the exchange is over, whichever way it ends.
 * No keep-alive: a fresh local connection per request costs little and never meets a socket the
 * function already closed.
 */
export function proxyToFunction(
  req: IncomingMessage,
  res: ServerResponse,
  target: ProxyTarget,
  pathAndQuery: string,
): Promise<void> {
  return new Promise((resolve) => {
    let clientGone = false;
    const upstream = request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: req.method,
        path: pathAndQuery,
        headers: endToEnd(req.headers),
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
        answer.pipe(res);
        answer.once('error', () => res.destroy());
      },
    );
    upstream.once('error', async (error) => {
      // what is left of the request has nowhere to go: drop it, so the client can finish sending
      req.unpipe(upstream);
      req.resume();
      if (clientGone || res.writableFinished) {
        // the client went away (its own choice), or has the whole answer: nothing failed for it
      } else if (res.headersSent) {
        res.destroy(); // an answer cut short must not look complete
      } else {
        console.error(`[local-supabase] function request failed: ${error.message}`);
        await target.settleFailure();
        sendJson(res, 500, {
          code: 'WORKER_ERROR',
          message: 'Function exited due to an error (please check logs)',
        });
      }
      resolve();
    });
    // the client went away: stop the function's side too
    res.once('close', () => {
      if (!res.writableFinished) {
        clientGone = true;
        upstream.destroy();
      }
      resolve();
    });
    req.pipe(upstream);
  });
}

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

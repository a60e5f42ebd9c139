// What the bench's Lighthouse runs load the pages through: HTTPS with HTTP/2 in front of
// `npm run preview` (plain HTTP/1.1), as the static hosts serve the site to every visitor
// (docs/hosted-platform.md). Over HTTP/1.1 a browser opens a new connection for each request
// made while another is under way, and Lighthouse's network model charges each one its
// handshakes: the page's first scripts then looked like a cost no visitor pays.
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { getCertificate } from '@vitejs/plugin-basic-ssl';
import { findFreePort } from '#local/free-port.ts';
import { PROJECT_ROOT } from '#scripts/support/local-stand-in.ts';

/** Headers that belong to one HTTP/1.1 connection, which HTTP/2 forbids passing on. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

export interface TlsEdge {
  /** https://127.0.0.1:<port>, with a certificate of its own (the bench's Chromium ignores its issuer). */
  url: string;
  /** The same path and query as `url` (on the preview's origin), through the edge. */
  at(url: string): string;
  stop(): Promise<void>;
}

function passOn(headers: http.IncomingHttpHeaders | http2.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !CONNECTION_HEADERS.has(name)),
  );
}

/** Starts the edge for the preview at `origin` (http://127.0.0.1:<port>); bytes pass through unchanged. */
export async function startTlsEdge(origin: string): Promise<TlsEdge> {
  const target = new URL(origin);
  // a self-signed certificate for 127.0.0.1, kept in git-ignored .data until it expires
  const pem = await getCertificate(path.join(PROJECT_ROOT, '.data', 'bench-tls'), 'bench edge', [], 30);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ cert: pem, key: pem, allowHTTP1: true }, (request, response) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...passOn(request.headers), host: target.host },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, passOn(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      // a body already under way cannot become an error page: the browser sees it cut short
      if (response.headersSent) return void response.destroy(error);
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`the bench's edge could not reach ${origin}: ${error.message}`);
    });
    request.pipe(upstream);
  });
  const port = await findFreePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const url = `https://127.0.0.1:${port}`;
  return {
    url,
    at: (pageUrl) => {
      const { pathname, search } = new URL(pageUrl);
      return `${url}${pathname}${search}`;
    },
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}

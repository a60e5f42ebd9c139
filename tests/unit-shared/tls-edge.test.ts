// The bench's HTTPS edge: the pages reach Lighthouse over HTTP/2, each byte as the preview sent it.
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { startTlsEdge, type TlsEdge } from '#scripts/bench/tls-edge.ts';

const running: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of running.splice(0)) await item.stop();
});

async function edgeBefore(origin: string): Promise<TlsEdge> {
  const edge = await startTlsEdge(origin);
  running.push(edge);
  return edge;
}

/** A plain HTTP/1.1 origin that answers every request with `answer`, and records what it was asked. */
async function origin(answer: (request: http.IncomingMessage, response: http.ServerResponse) => void) {
  const asked: { method?: string; url?: string; headers: http.IncomingHttpHeaders }[] = [];
  const server = http.createServer((request, response) => {
    asked.push({ method: request.method, url: request.url, headers: request.headers });
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  running.push({ stop: () => new Promise((resolve) => server.close(() => resolve())) });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

/** One GET over HTTP/2, the edge's own certificate accepted (as the bench's Chromium does). */
async function get(url: string, path: string, headers: http2.OutgoingHttpHeaders = {}) {
  const session = http2.connect(url, { rejectUnauthorized: false });
  try {
    await new Promise<void>((resolve, reject) =>
      session.once('connect', () => resolve()).once('error', reject),
    );
    const stream = session.request({ ':path': path, ...headers });
    const answered = new Promise<http2.IncomingHttpHeaders>((resolve) => stream.once('response', resolve));
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { protocol: session.alpnProtocol, headers: await answered, body: Buffer.concat(chunks) };
  } finally {
    session.close();
  }
}

describe('the bench edge', () => {
  it('answers over HTTP/2 with the preview’s status, headers and bytes, still compressed', async () => {
    const page = gzipSync('<!doctype html><title>é</title>');
    const preview = await origin((_request, response) => {
      response.writeHead(203, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
        'content-security-policy': "default-src 'self'",
        connection: 'keep-alive',
      });
      response.end(page);
    });
    const edge = await edgeBefore(preview.url);

    const answer = await get(edge.url, '/en/?pre-visualizar=1', { 'accept-encoding': 'gzip, br' });

    expect(answer.protocol).toBe('h2');
    expect(answer.headers[':status']).toBe(203);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
    // a header of the HTTP/1.1 connection, which HTTP/2 forbids, is not passed on
    expect(answer.headers.connection).toBeUndefined();
    expect(answer.body.equals(page)).toBe(true);
    expect(preview.asked).toHaveLength(1);
    expect(preview.asked[0]).toMatchObject({
      method: 'GET',
      url: '/en/?pre-visualizar=1',
      headers: { host: new URL(preview.url).host, 'accept-encoding': 'gzip, br' },
    });
  });

  it('answers 502, naming the preview, when the preview does not answer', async () => {
    const gone = await origin((_request, response) => response.end());
    await running.pop()!.stop();
    const edge = await edgeBefore(gone.url);

    const answer = await get(edge.url, '/');

    expect(answer.headers[':status']).toBe(502);
    expect(answer.body.toString()).toContain(gone.url);
  });

  it('gives the same path and query on its own origin', async () => {
    const edge = await edgeBefore('http://127.0.0.1:9');
    expect(edge.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(edge.at('http://127.0.0.1:4173/__bench-control.html?x=1')).toBe(
      `${edge.url}/__bench-control.html?x=1`,
    );
  });
});

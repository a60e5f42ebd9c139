// An HTTP request sent from a chosen loopback address (any of 127.0.0.0/8 on Linux), so the
// stand-in sees each test's client as a different caller, just as the platform's edge sees
// different addresses. fetch cannot choose its local address; node:http can.
import { request } from 'node:http';

export interface LoopbackAnswer {
  status: number;
  headers: Headers;
  text: string;
}

export function requestFromAddress(
  localAddress: string,
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string | Uint8Array },
): Promise<LoopbackAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: init.method, headers: init.headers, localAddress },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          resolve({
            status: incoming.statusCode ?? 0,
            headers,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

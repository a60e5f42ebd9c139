// The main thread's side of webp-encode-worker.ts: one worker per prepared upload, started on
// the first encode (so its code and the WebAssembly module are fetched only when needed) and
// ended with close(), which frees the encoder's memory.
import type { WebpEncodeReply, WebpEncodeRequest } from './webp-encode-messages.ts';

export interface PixelSource {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export class WasmWebpEncoder {
  #worker: Worker | null = null;
  #nextId = 1;
  readonly #pending = new Map<
    number,
    { resolve: (webp: ArrayBuffer) => void; reject: (error: Error) => void }
  >();

  /** The pixels as WebP bytes; rejects when the worker or the encoder fails. */
  encode(pixels: PixelSource, quality: number): Promise<ArrayBuffer> {
    const worker = this.#start();
    const id = this.#nextId++;
    const buffer = pixels.data.buffer as ArrayBuffer;
    const request: WebpEncodeRequest = {
      id,
      width: pixels.width,
      height: pixels.height,
      pixels: buffer,
      quality,
    };
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.postMessage(request, [buffer]);
    });
  }

  close(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.#failAll('encoder closed');
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./webp-encode-worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<WebpEncodeReply>) => {
      const reply = event.data;
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      if ('webp' in reply) pending.resolve(reply.webp);
      else pending.reject(new Error(reply.error));
    });
    // a worker that cannot load (a network error, a policy refusing WebAssembly) fails every request
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.#failAll(event.message || 'WebP worker failed');
      this.close();
    });
    this.#worker = worker;
    return worker;
  }

  #failAll(reason: string): void {
    for (const { reject } of this.#pending.values()) reject(new Error(reason));
    this.#pending.clear();
  }
}

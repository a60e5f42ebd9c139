// A dedicated worker that encodes pixels as WebP with libwebp compiled to WebAssembly
// (@jsquash/webp), for browsers whose canvas cannot (Safari). Off the main thread, so the page
// and its progress bar stay responsive during the seconds a phone spends on each photo.
import encode from '@jsquash/webp/encode.js';
import type { WebpEncodeReply, WebpEncodeRequest } from './webp-encode-messages.ts';

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<WebpEncodeRequest>) => void): void;
  postMessage(message: WebpEncodeReply, transfer: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;

scope.addEventListener('message', (event) => {
  const { id, width, height, pixels, quality } = event.data;
  encode({ data: new Uint8ClampedArray(pixels), width, height, colorSpace: 'srgb' }, { quality })
    .then((webp) => scope.postMessage({ id, webp }, [webp]))
    .catch((error: unknown) => scope.postMessage({ id, error: String(error) }, []));
});

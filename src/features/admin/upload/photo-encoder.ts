// Draws a decoded photo at a given size and encodes it. WebP comes from the browser's canvas
// where it can make one, otherwise from libwebp in WebAssembly (wasm-webp-encoder.ts): Safari's
// canvas, asked for WebP, silently returns a PNG. Which one is decided from the bytes the
// canvas returns, never from the user agent. See docs/decisions/webp-encoder-for-safari.md.
import { sniffImage, type ImageMimeType } from '#portable/image-sniff.ts';
import type { TargetSize } from './downscale-plan.ts';
import { WasmWebpEncoder } from './wasm-webp-encoder.ts';

/** The canvas's 0–1 quality and libwebp's 0–100 for the same setting. */
export const WEBP_QUALITY = 0.85;
const JPEG_QUALITY = 0.85;

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;
type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

export interface PhotoEncoder {
  /** The photo at `target` as WebP, or null when neither the canvas nor the WebAssembly encoder could make one. */
  webp(bitmap: ImageBitmap, target: TargetSize): Promise<Blob | null>;
  /** The photo at `target` as JPEG (every canvas makes those), or null. */
  jpeg(bitmap: ImageBitmap, target: TargetSize): Promise<Blob | null>;
  /** Frees the WebAssembly encoder, if one was started. */
  close(): void;
}

/**
 * An encoder for one upload: the canvas's WebP where it makes real WebP, WebAssembly otherwise
 * (`canvasWebp` decides instead of the probe: the encoding bench compares the two).
 */
export async function createPhotoEncoder(canvasWebp?: boolean): Promise<PhotoEncoder> {
  const native = canvasWebp ?? (await canvasEncodesWebp());
  const wasm = native ? null : new WasmWebpEncoder();
  return {
    async webp(bitmap, target) {
      const canvas = drawScaled(bitmap, target);
      if (!canvas) return null;
      if (!wasm) return checkedBlob(await canvasBlob(canvas, 'image/webp', WEBP_QUALITY), 'image/webp');
      const context = canvas.getContext('2d') as Context2D | null;
      if (!context) return null;
      const pixels = context.getImageData(0, 0, target.width, target.height);
      const webp = await wasm.encode(pixels, Math.round(WEBP_QUALITY * 100));
      return checkedBlob(new Blob([webp]), 'image/webp');
    },
    async jpeg(bitmap, target) {
      const canvas = drawScaled(bitmap, target);
      return canvas ? checkedBlob(await canvasBlob(canvas, 'image/jpeg', JPEG_QUALITY), 'image/jpeg') : null;
    },
    close() {
      wasm?.close();
    },
  };
}

let probe: Promise<boolean> | null = null;

/**
 * Whether this browser's canvas really encodes WebP: a tiny canvas is asked for one and its
 * bytes are read (`RIFF….WEBP` with a valid header). Asked once per page.
 */
function canvasEncodesWebp(): Promise<boolean> {
  probe ??= (async () => {
    const canvas = makeCanvas(4, 4);
    const context = canvas?.getContext('2d') as Context2D | null | undefined;
    if (!canvas || !context) return false;
    context.fillStyle = '#c05028';
    context.fillRect(0, 0, 4, 4);
    const blob = await canvasBlob(canvas, 'image/webp', WEBP_QUALITY).catch(() => null);
    return (await checkedBlob(blob, 'image/webp')) !== null;
  })();
  return probe;
}

/** The blob when its bytes are an image of `type` (typed as such), else null. */
async function checkedBlob(blob: Blob | null, type: ImageMimeType): Promise<Blob | null> {
  if (!blob || blob.size === 0) return null;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return sniffImage(bytes)?.mimeType === type ? new Blob([bytes], { type }) : null;
}

function makeCanvas(width: number, height: number): AnyCanvas | null {
  // OffscreenCanvas encodes without touching the page; the DOM canvas is the fallback.
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function drawScaled(bitmap: ImageBitmap, target: TargetSize): AnyCanvas | null {
  const canvas = makeCanvas(target.width, target.height);
  const context = canvas?.getContext('2d') as Context2D | null | undefined;
  if (!canvas || !context) return null;
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, target.width, target.height);
  return canvas;
}

function canvasBlob(canvas: AnyCanvas, type: string, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

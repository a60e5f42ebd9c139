/** Pixels to encode: RGBA, width × height × 4 bytes, transferred to the worker. */
export interface WebpEncodeRequest {
  id: number;
  width: number;
  height: number;
  pixels: ArrayBuffer;
  /** libwebp's quality, 0–100. */
  quality: number;
}

export type WebpEncodeReply = { id: number; webp: ArrayBuffer } | { id: number; error: string };

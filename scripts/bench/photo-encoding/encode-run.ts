/**
 * The ways the admin could make an upload's files, which `npm run bench:photos` compares. The
 * shipped WebAssembly encoder runs in a worker, which Chromium's CPU throttling does not slow
 * down, so the same codec is also timed on the (throttled) main thread: its phone-class cost.
 */
export type EncodeMode = 'canvas-webp' | 'wasm-webp' | 'wasm-webp-main-thread' | 'canvas-jpeg';

/** One photo encoded at every size an upload makes, as the bench page reports it. */
export interface EncodeRun {
  mode: EncodeMode;
  /** Decoding the 12 MP JPEG (the same for every mode). */
  decodeMs: number;
  /** Decoding plus every size encoded: what the owner waits for, start to end. */
  totalMs: number;
  /** The 2560 px file first, then its copies. */
  sizes: { width: number; bytes: number; ms: number }[];
  /** The 2560 px file's bytes, for its fidelity to the original. */
  mainBytes: number[];
}

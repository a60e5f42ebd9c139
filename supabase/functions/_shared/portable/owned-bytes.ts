// Bytes backed by an ArrayBuffer of their own, the kind Web Crypto and Blob take. TypeScript 5.7+
// spells it Uint8Array<ArrayBuffer>; the TypeScript inside the hosted Edge Runtime's Deno (2.1,
// TypeScript 5.6) has no generic Uint8Array. What slice() returns is this type in both.
export type OwnedBytes = ReturnType<Uint8Array['slice']>;

// A feature of hosted Supabase the stand-in leaves out on purpose (docs/local-stand-in.md). Each
// adapter answers it in its own protocol's error shape, with 501 and this message, so a caller
// meets a clear refusal instead of an answer that silently differs from hosted Supabase's.
export class NotSupportedError extends Error {
  constructor(feature: string) {
    super(`${feature}: not supported by the local stand-in`);
  }
}

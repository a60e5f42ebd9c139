// seo-access: POST {key} → {success} when the key is one of SEO_KEYS (comma-separated
// secret), 403 otherwise. The keys never reach the browser bundle.
import { sha256Bytes } from '../_shared/digest.ts';
import { serveFunction } from '../_shared/handler.ts';
import { constantTimeEqual } from '../_shared/password.ts';
import { readJsonObject } from '../_shared/request.ts';
import { errorResponse, HttpError, successResponse } from '../_shared/responses.ts';

serveFunction({
  POST: async (req) => {
    const { key } = await readJsonObject(req);
    if (typeof key !== 'string' || !key.trim()) throw new HttpError(400, 'Campo obrigatório: key.');
    const accepted = (Deno.env.get('SEO_KEYS') ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    if (accepted.length === 0) {
      console.error('SEO_KEYS is not set');
      throw new HttpError(500, 'O acesso SEO não está configurado no servidor.');
    }
    // compare digests so neither the length nor the first differing byte shows in the timing
    const candidate = await sha256Bytes(key.trim());
    let matches = false;
    for (const value of accepted) {
      if (constantTimeEqual(candidate, await sha256Bytes(value))) matches = true;
    }
    return matches ? successResponse() : errorResponse(403, 'Acesso Negado');
  },
});

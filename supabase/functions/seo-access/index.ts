// seo-access: POST {key, deviceToken?} → {success, deviceToken} when the key is one of SEO_KEYS
// (comma-separated secret), 403 otherwise. The keys never reach the browser bundle. Guessing
// is braked like the admin login (docs/login-brake.md), on counts of its own.
import { sha256Bytes } from '../_shared/digest.ts';
import { serveFunction } from '../_shared/handler.ts';
import { admitGuess, grantGuess, refuseGuess } from '../_shared/login-brake.ts';
import { isLocalSeoKeyRefused, LOCAL_SEO_KEY_REFUSED_MESSAGE } from '../_shared/portable/local-secrets.ts';
import { constantTimeEqual } from '../_shared/portable/password.ts';
import { readJsonObject, storableText } from '../_shared/request.ts';
import { errorResponse, HttpError, successResponse } from '../_shared/responses.ts';
import { adminClient } from '../_shared/supabase-admin.ts';

const MAX_KEY_LENGTH = 1024;

serveFunction({
  POST: async (req) => {
    const { key, deviceToken } = await readJsonObject(req);
    if (typeof key !== 'string' || !key.trim()) throw new HttpError(400, 'Campo obrigatório: key.');
    storableText(key, 'Chave');
    // longer than any key the owner would configure: refused before it counts as a guess
    if (key.length > MAX_KEY_LENGTH)
      throw new HttpError(400, `Chave: no máximo ${MAX_KEY_LENGTH} caracteres.`);
    const accepted = acceptedKeys();
    const db = adminClient();
    const guess = await admitGuess(db, req, 'seo-key', deviceToken, accepted.join(','));

    // the repository's local keys never open a deployed project, even if pushed as its secrets
    if (isLocalSeoKeyRefused(key, Deno.env.get('SUPABASE_URL'))) {
      await refuseGuess(db, guess);
      return errorResponse(403, LOCAL_SEO_KEY_REFUSED_MESSAGE);
    }

    // compare digests so neither the length nor the first differing byte shows in the timing
    const candidate = await sha256Bytes(key.trim());
    let matches = false;
    for (const value of accepted) {
      if (constantTimeEqual(candidate, await sha256Bytes(value))) matches = true;
    }
    if (!matches) {
      await refuseGuess(db, guess);
      return errorResponse(403, 'Acesso Negado');
    }
    // clears this client's earlier failures
    return successResponse({ deviceToken: await grantGuess(db, guess) });
  },
});

function acceptedKeys(): string[] {
  const accepted = (Deno.env.get('SEO_KEYS') ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (accepted.length === 0) {
    console.error('SEO_KEYS is not set');
    throw new HttpError(500, 'O acesso SEO não está configurado no servidor.');
  }
  return accepted;
}

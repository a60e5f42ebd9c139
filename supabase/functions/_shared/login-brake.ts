// One guess at a secret (the admin password, an SEO key) through the brute-force brake
// (docs/login-brake.md): admitted or refused with 429 before the secret is checked, then
// settled; a right guess hands back a device token, so this browser's later guesses count
// only against its own failures.
import { clientAddress } from './client-address.ts';
import { deviceTokenKey, issueDeviceToken, verifiedDeviceId } from './device-token.ts';
import { admitAttempt, deleteOldLoginAttempts, settleAttempt } from './login-attempts.ts';
import type { BrakeScope } from './login-throttle.ts';
import { HttpError } from './responses.ts';
import type { DatabaseClient } from './supabase-admin.ts';

export interface AdmittedGuess {
  scope: BrakeScope;
  attemptId: number;
  /** Set when the guess came with a valid device token. */
  deviceId: string | null;
  signingKey: CryptoKey;
}

/**
 * Admits a guess or throws 429. `deviceToken` is the body's field as sent (absent, or a token
 * handed back before); an expired or forged one only means the guess counts as anonymous.
 * `guessedSecret`: the configured secret, which keys the device tokens of this scope.
 */
export async function admitGuess(
  db: DatabaseClient,
  req: Request,
  scope: BrakeScope,
  deviceToken: unknown,
  guessedSecret: string,
): Promise<AdmittedGuess> {
  if (deviceToken !== undefined && deviceToken !== null && typeof deviceToken !== 'string') {
    throw new HttpError(400, 'Token de dispositivo inválido.');
  }
  const signingKey = await deviceTokenKey(serverSecret(), guessedSecret);
  const deviceId = await verifiedDeviceId(signingKey, scope, deviceToken, Date.now());
  const attemptId = await admitAttempt(
    db,
    deviceId
      ? { scope, key: deviceId, device: true }
      : { scope, key: clientAddress(req.headers), device: false },
  );
  return { scope, attemptId, deviceId, signingKey };
}

/** A wrong guess: it counts as a failure. */
export async function refuseGuess(db: DatabaseClient, guess: AdmittedGuess): Promise<void> {
  await settleAttempt(db, guess.attemptId, false);
}

/** A right guess: clears the client's failures; returns the device token to hand back. */
export async function grantGuess(db: DatabaseClient, guess: AdmittedGuess): Promise<string> {
  await settleAttempt(db, guess.attemptId, true);
  await deleteOldLoginAttempts(db, Date.now());
  return await issueDeviceToken(guess.signingKey, guess.scope, Date.now(), guess.deviceId ?? undefined);
}

function serverSecret(): string {
  const secret = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  if (!secret) {
    console.error('SUPABASE_SERVICE_ROLE_KEY is not set');
    throw new HttpError(500, 'Servidor mal configurado.');
  }
  return secret;
}

// The device tokens the edge functions hand back after a right sign-in or SEO key (see
// docs/login-brake.md), kept in localStorage and sent with the next attempt, so this browser
// is judged by its own failures and not braked by other people's guessing. Not a session: a
// token opens nothing by itself, so it stays after sign-out.

export type DeviceTokenName = 'adminDeviceToken' | 'seoDeviceToken';

export function readDeviceToken(name: DeviceTokenName): string | undefined {
  try {
    return globalThis.localStorage?.getItem(name) || undefined;
  } catch {
    return undefined; // storage disabled: every attempt counts as a new browser's
  }
}

/** Keeps the token of a successful answer (ignores anything that is not one). */
export function storeDeviceToken(name: DeviceTokenName, token: unknown): void {
  if (typeof token !== 'string' || !token) return;
  try {
    localStorage.setItem(name, token);
  } catch {
    // see readDeviceToken
  }
}

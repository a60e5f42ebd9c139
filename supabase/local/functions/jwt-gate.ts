import type { Auth } from '#local/auth.ts';

export interface GatewayRefusal {
  status: 401;
  body: { msg: string };
}

/**
 * The check the Supabase gateway makes for a function with verify_jwt = true: a Bearer token in
 * Authorization (the apikey header does not count) signed with the project's secret. The
 * messages are the gateway's own.
 */
export async function refuseWithoutJwt(
  authorization: string | undefined,
  auth: Pick<Auth, 'verify'>,
): Promise<GatewayRefusal | null> {
  if (!authorization) return { status: 401, body: { msg: 'Error: Missing authorization header' } };
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match) return { status: 401, body: { msg: "Error: Auth header is not 'Bearer {token}'" } };
  try {
    await auth.verify(match[1] ?? '');
    return null;
  } catch {
    return { status: 401, body: { msg: 'Invalid JWT' } };
  }
}

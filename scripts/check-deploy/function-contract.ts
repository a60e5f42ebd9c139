// What every answer of the edge functions must look like (supabase/functions/_shared/cors.ts
// and responses.ts): CORS headers on everything, errors as JSON { success: false, error }.
import { SESSION_HEADER } from '#portable/session-header.ts';
import { CHECK_ORIGIN, type FunctionAnswer } from './http.ts';
import { fail, pass, type Verdict } from './results.ts';

/** The request headers the site and the admin page send to the functions. */
export const SITE_REQUEST_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  SESSION_HEADER,
];

/** What is missing for a browser on another origin to read this answer. */
function corsProblems(headers: Headers): string[] {
  const origin = headers.get('access-control-allow-origin');
  return origin === '*' || origin === CHECK_ORIGIN
    ? []
    : [`Access-Control-Allow-Origin is ${origin ?? 'missing'}`];
}

/** What is missing for a browser to send the site's requests after this preflight. */
export function preflightProblems(answer: FunctionAnswer, methods: readonly string[]): string[] {
  const problems = corsProblems(answer.headers);
  if (answer.status < 200 || answer.status > 299) problems.unshift(`status ${answer.status}`);
  const listed = (name: string) =>
    (answer.headers.get(name) ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean);
  const allowedHeaders = listed('access-control-allow-headers');
  const missingHeaders = SITE_REQUEST_HEADERS.filter((header) => !allowedHeaders.includes(header));
  if (missingHeaders.length > 0)
    problems.push(`Access-Control-Allow-Headers lacks ${missingHeaders.join(', ')}`);
  const allowedMethods = listed('access-control-allow-methods');
  const missingMethods = methods.filter((method) => !allowedMethods.includes(method.toLowerCase()));
  if (missingMethods.length > 0)
    problems.push(`Access-Control-Allow-Methods lacks ${missingMethods.join(', ')}`);
  return problems;
}

/** PASS when the answer is this refusal: the status, CORS, and a JSON error message. */
export function expectRefusal(answer: FunctionAnswer, expectedStatus: number): Verdict {
  const problems: string[] = [];
  if (answer.status !== expectedStatus) problems.push(`status ${answer.status}, expected ${expectedStatus}`);
  problems.push(...corsProblems(answer.headers));
  const message = errorMessage(answer.json);
  if (message === null) problems.push(`body is not JSON { success: false, error }: ${snippet(answer.text)}`);
  if (problems.length > 0) return fail(problems.join('; '));
  return pass(`${answer.status} "${message}"`);
}

/** The body as a successful JSON answer, or null. */
export function successBody(answer: FunctionAnswer): Record<string, unknown> | null {
  const body = answer.json;
  if (answer.status !== 200 || typeof body !== 'object' || body === null) return null;
  return (body as Record<string, unknown>).success === true ? (body as Record<string, unknown>) : null;
}

/** Status, CORS and the server's message, for a detail line. */
export function describeAnswer(answer: FunctionAnswer): string {
  const message = errorMessage(answer.json);
  const cors = corsProblems(answer.headers);
  return [`status ${answer.status}`, message === null ? snippet(answer.text) : `"${message}"`, ...cors]
    .filter(Boolean)
    .join(', ');
}

function errorMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { success, error } = body as Record<string, unknown>;
  return success === false && typeof error === 'string' && error.trim() ? error : null;
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 120)}…` : flat || '(empty body)';
}

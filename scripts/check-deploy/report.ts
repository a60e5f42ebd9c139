import type { CheckResult } from './results.ts';

const MARKS = { pass: '✓', fail: '✗', skip: '-' } as const;

/** `✓ name — detail`, one line (line breaks in server messages are flattened). */
export function formatResult(result: CheckResult): string {
  const detail = result.detail.replace(/\s+/g, ' ').trim();
  return `${MARKS[result.status]} ${result.name}${detail ? ` — ${detail}` : ''}`;
}

/** The closing lines: accepted writes repeated loudly, then the total. */
export function formatSummary(results: readonly CheckResult[]): string[] {
  const count = (status: CheckResult['status']) => results.filter((r) => r.status === status).length;
  const lines: string[] = [];
  const accepted = results.filter((result) => result.writeAccepted);
  if (accepted.length > 0) {
    lines.push(
      '',
      `!!! ${accepted.length} write${accepted.length === 1 ? '' : 's'} that the public key must not be able to make went through:`,
      ...accepted.map((result) => `!!!   ${result.name}: ${result.detail}`),
      '!!! Anyone with the public (publishable or anon) key can do the same. Fix the policies and grants before anything else.',
    );
  }
  lines.push(
    '',
    `Total: ${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped (${results.length} checks)`,
  );
  return lines;
}

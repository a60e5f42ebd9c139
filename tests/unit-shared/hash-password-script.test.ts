import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePasswordHash, verifyPassword } from '#portable/password.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function runScript(input: string) {
  return spawnSync(process.execPath, ['scripts/hash-password.ts'], { cwd: ROOT, input, encoding: 'utf8' });
}

describe('npm run hash-password', () => {
  it('prints only the hash of the piped password on stdout', async () => {
    const result = runScript('uma senha bem comprida\n');
    expect(result.status).toBe(0);
    const lines = result.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    const parsed = parsePasswordHash(lines[0] ?? '');
    if (!parsed) throw new Error(`not a hash: ${result.stdout}`);
    expect(await verifyPassword('uma senha bem comprida', parsed)).toBe(true);
  });

  it.each([
    ['a short password', 'curta\n'],
    ['the published default password', 'mudar-esta-senha\n'],
  ])('refuses %s', (_name, input) => {
    const result = runScript(input);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).not.toBe('');
  });
});

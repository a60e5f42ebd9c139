// `npm run build` on a CI or a host's build service (CI=1 on Vercel, CI=true elsewhere) stops
// while placeholder business data is in use, naming each setting, unless ALLOW_PLACEHOLDERS=1.
// The check runs when Vite resolves its configuration, before anything is bundled.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEHOLDER_SETTINGS } from '#scripts/support/placeholder-check.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
let outDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'placeholder-build-'));
});

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

function build(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  // none of the business settings, whatever the developer's environment holds
  const unset = Object.fromEntries(Object.keys(PLACEHOLDER_SETTINGS).map((name) => [name, '']));
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          ...unset,
          ALLOW_PLACEHOLDERS: '',
          VITE_OUT_DIR: outDir,
          VITE_SUPABASE_URL: 'http://127.0.0.1:9',
          VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_build-test',
          ...env,
        },
        timeout: 120_000,
      },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, output: stdout + stderr }),
    );
  });
}

describe('a CI build with placeholder business data', () => {
  it.each(['1', 'true'])(
    'stops under CI=%s, naming every placeholder, before writing anything',
    async (ci) => {
      const result = await build({ CI: ci });
      expect(result.code).not.toBe(0);
      for (const name of Object.keys(PLACEHOLDER_SETTINGS)) expect(result.output).toContain(`- ${name}:`);
      expect(result.output).toContain('VITE_BUSINESS_NAME: o nome do negócio');
      expect(result.output).toContain(`CI=${ci}: set them, or ALLOW_PLACEHOLDERS=1`);
      expect(await readdir(outDir)).toEqual([]);
    },
  );
});

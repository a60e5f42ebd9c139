// docs/hosted-platform.md names, for each behaviour of hosted Supabase, the test that pins it: a
// renamed or removed test must not leave the table pointing at nothing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DOC = readFileSync(path.join(ROOT, 'docs', 'hosted-platform.md'), 'utf8');

/** The table's rows, as cells. */
const rows = DOC.split('\n')
  .filter((line) => line.startsWith('| **'))
  .map((line) =>
    line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim()),
  );

const sameQuotes = (text: string) => text.replace(/[’‘]/g, "'");

/** Each test file the cell names (with its folder or without), with the test names quoted after it. */
function pinnedTests(cell: string): { file: string; names: string[] }[] {
  return cell
    .split(/(?=`[\w./-]+\.(?:test|spec)\.ts`)/)
    .map((part) => ({ mention: /^`([\w./-]+\.(?:test|spec)\.ts)`/.exec(part)?.[1], part }))
    .filter((piece): piece is { mention: string; part: string } => piece.mention !== undefined)
    .map(({ mention, part }) => ({
      file: mention.startsWith('tests/')
        ? mention
        : (['tests/integration', 'tests/unit-shared']
            .map((dir) => `${dir}/${mention}`)
            .find((candidate) => existsSync(path.join(ROOT, candidate))) ?? mention),
      names: [...part.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? ''),
    }));
}

describe('docs/hosted-platform.md', () => {
  it('has a row for each behaviour the issue of grants named, with a source and a date', () => {
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const cells of rows) {
      expect(cells, cells[0]).toHaveLength(5);
      const [behaviour, , source, checked] = cells;
      expect(source, behaviour).toMatch(/https?:\/\/|no (Supabase )?page states it/);
      expect(checked, behaviour).toMatch(/^(\d{4}-\d{2}-\d{2}|not re-read on \d{4}-\d{2}-\d{2})/);
    }
    for (const topic of [
      'key',
      'Grants',
      'Deno',
      'verify_jwt',
      'Realtime limits',
      'safeupdate',
      'error shape',
      'Postgres 17',
      'Storage limits',
    ]) {
      expect(
        rows.some(([behaviour]) => behaviour?.includes(topic)),
        topic,
      ).toBe(true);
    }
  });

  it('pins each row with a test that exists, or says it has none', () => {
    for (const [behaviour, , , , pinned = ''] of rows) {
      if (pinned.startsWith('none')) continue;
      const pins = pinnedTests(pinned);
      expect(pins.length, behaviour).toBeGreaterThan(0);
      for (const { file, names } of pins) {
        const full = path.join(ROOT, file);
        expect(existsSync(full), `${behaviour}: ${file}`).toBe(true);
        const source = sameQuotes(readFileSync(full, 'utf8'));
        for (const name of names) {
          expect(source.includes(sameQuotes(name)), `${behaviour}: "${name}" in ${file}`).toBe(true);
        }
      }
    }
  });
});

// Hosted PostgREST answers a read with at most `[api] max_rows` rows (supabase/config.toml) and
// leaves the rest out; the stand-in does not apply the limit, so no other test would notice a
// read outgrowing it. The largest read that grows with the code is /admin's contact taps (the
// contact-stats function): at most one row per day shown, language, section and channel.
// docs/hosted-platform.md states that bound; this computes it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { CONTACT_CHANNELS, CONTACT_SECTIONS } from '#portable/contact-count.ts';
import { CONTACT_STATS_DAYS } from '#portable/contact-stats.ts';
import { SITE_LOCALE_IDS } from '#portable/site-locales.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

describe('max_rows (docs/hosted-platform.md)', () => {
  it("holds /admin's largest read, the contact taps, within max_rows, at the bound the doc states", () => {
    const config = parse(readFileSync(path.join(ROOT, 'supabase', 'config.toml'), 'utf8')) as {
      api: { max_rows: number };
    };
    const taps =
      CONTACT_STATS_DAYS * SITE_LOCALE_IDS.length * CONTACT_SECTIONS.length * CONTACT_CHANNELS.length;
    expect(taps, 'the contact taps contact-stats reads at most, against max_rows').toBeLessThanOrEqual(
      config.api.max_rows,
    );

    const doc = readFileSync(path.join(ROOT, 'docs', 'hosted-platform.md'), 'utf8');
    const row = doc.split('\n').find((line) => line.startsWith('| **`max_rows`**')) ?? '';
    const stated = /at most ([\d,]+) rows: /.exec(row)?.[1];
    expect(stated, 'the max_rows row of docs/hosted-platform.md').toBe(taps.toLocaleString('en'));
  });
});

import { describe, expect, it } from 'vitest';
import type { MediaSlotWithVersions, MediaVersionRow } from '#src/lib/database-rows.ts';
import { buildPortfolioPairs } from './build-pairs.ts';

function version(n: number, url: string): MediaVersionRow {
  return {
    id: `${url}#${n}`,
    slot_id: url,
    version_number: n,
    file_url: url,
    file_name: 'photo.webp',
    alt_text: `alt ${url}`,
    caption: '',
    mime_type: 'image/webp',
    file_size: 1000,
    width: 800,
    height: 600,
    storage_path: `slots/photo-${n}.webp`,
    variants: [],
    translations: {},
    created_at: '2026-01-01T00:00:00Z',
  };
}

function slot(name: string, overrides: Partial<MediaSlotWithVersions> = {}): MediaSlotWithVersions {
  return {
    id: name,
    slot_name: name,
    section: 'gallery',
    title: name,
    description: '',
    page_tags: ['home'],
    current_version: 1,
    is_published: true,
    updated_at: '2026-01-01T00:00:00Z',
    media_versions: [version(1, `https://cdn.example/${name}.webp`)],
    ...overrides,
  };
}

const pair = (n: number) => [
  slot(`gallery.before_after.${n}.before`),
  slot(`gallery.before_after.${n}.after`),
];

describe('buildPortfolioPairs', () => {
  it('pairs the before and after image of the same number', () => {
    expect(buildPortfolioPairs(pair(3))).toEqual([
      {
        id: 'before_after.3',
        beforeImage: {
          url: 'https://cdn.example/gallery.before_after.3.before.webp',
          alt: 'alt https://cdn.example/gallery.before_after.3.before.webp',
          width: 800,
          height: 600,
          variants: [],
        },
        afterImage: expect.objectContaining({ url: 'https://cdn.example/gallery.before_after.3.after.webp' }),
      },
    ]);
  });

  it('keeps only pairs whose two sides are published', () => {
    const rows = [
      ...pair(1),
      slot('gallery.before_after.2.before'),
      slot('gallery.before_after.3.after'),
      slot('gallery.before_after.4.before'),
      slot('gallery.before_after.4.after', { is_published: false, current_version: null }),
    ];
    expect(buildPortfolioPairs(rows).map((item) => item.id)).toEqual(['before_after.1']);
  });

  it('orders pairs numerically from 1 to 20, not by slot name', () => {
    // Sorted by slot_name, as the read returns them: 1, 10, 11, ..., 2, 20, 3, ...
    const rows = Array.from({ length: 20 }, (_, i) => pair(i + 1))
      .flat()
      .sort((a, b) => a.slot_name.localeCompare(b.slot_name));
    expect(buildPortfolioPairs(rows).map((item) => item.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `before_after.${i + 1}`),
    );
  });

  it('ignores numbers outside the catalogue and names that only look alike', () => {
    const rows = [
      ...pair(0),
      ...pair(21),
      slot('gallery.before_after.5.before.old'),
      slot('gallery.before_after.x.after'),
    ];
    expect(buildPortfolioPairs(rows)).toEqual([]);
  });

  it('ignores a side with no current version or whose current version is missing', () => {
    const rows = [
      slot('gallery.before_after.1.before', { current_version: null }),
      slot('gallery.before_after.1.after'),
      slot('gallery.before_after.2.before', { current_version: 2 }),
      slot('gallery.before_after.2.after'),
      slot('gallery.before_after.3.before', { media_versions: [] }),
      slot('gallery.before_after.3.after'),
    ];
    expect(buildPortfolioPairs(rows)).toEqual([]);
  });

  it('uses the current version, not the newest or the first', () => {
    const before = slot('gallery.before_after.6.before', {
      current_version: 2,
      media_versions: [
        version(1, 'https://cdn.example/v1.webp'),
        version(2, 'https://cdn.example/v2.webp'),
        version(3, 'https://cdn.example/v3.webp'),
      ],
    });
    const [item] = buildPortfolioPairs([before, slot('gallery.before_after.6.after')]);
    expect(item?.beforeImage).toMatchObject({ url: 'https://cdn.example/v2.webp' });
  });

  it('treats a placeholder file as no image', () => {
    const rows = [
      slot('gallery.before_after.7.before', { media_versions: [version(1, '/placeholder.svg')] }),
      slot('gallery.before_after.7.after'),
    ];
    expect(buildPortfolioPairs(rows)).toEqual([]);
  });
});

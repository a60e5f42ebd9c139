import type { MediaSlotWithVersions, MediaVersionRow } from './database-rows.ts';
import { imageForPage, publishedSrcSet, toPublishedImage } from './published-image.ts';
import { shownAlt } from './image-alt.ts';

function version(extra: Partial<MediaVersionRow> = {}): MediaVersionRow {
  return {
    id: 'v2',
    slot_id: 's1',
    version_number: 2,
    file_url: 'https://cdn.example/media/slots/servico-sofas/a-0123456789abcdef.webp',
    file_name: 'sofa.webp',
    alt_text: 'Sofá limpo',
    caption: '',
    mime_type: 'image/webp',
    file_size: 300_000,
    width: 2560,
    height: 1440,
    storage_path: 'slots/servico-sofas/a-0123456789abcdef.webp',
    variants: [],
    translations: {},
    created_at: '2026-11-22T09:00:00Z',
    ...extra,
  };
}

function slot(versionRow: MediaVersionRow): MediaSlotWithVersions {
  return {
    id: 's1',
    slot_name: 'servico-sofas',
    section: 'services',
    title: 'Serviço: sofás e poltronas',
    description: '',
    page_tags: ['home'],
    current_version: 2,
    is_published: true,
    updated_at: '2026-11-22T09:00:00Z',
    media_versions: [versionRow],
  };
}

const w = (width: number, height = Math.round((width * 9) / 16)) => ({
  width,
  height,
  url: `https://cdn.example/media/slots/servico-sofas/a-0123456789abcdef-w${width}.webp`,
  path: `slots/servico-sofas/a-0123456789abcdef-w${width}.webp`,
});

describe('toPublishedImage variants', () => {
  it('reads the recorded variants narrowest first, without their storage paths', () => {
    const image = toPublishedImage(slot(version({ variants: [w(1600), w(480), w(960)] })));
    expect(image?.variants).toEqual([
      { width: 480, height: 270, url: w(480).url },
      { width: 960, height: 540, url: w(960).url },
      { width: 1600, height: 900, url: w(1600).url },
    ]);
  });

  it('has none when the upload recorded none', () => {
    expect(toPublishedImage(slot(version({ variants: [] })))?.variants).toEqual([]);
  });

  it('leaves out entries that are malformed or not narrower than the file', () => {
    const image = toPublishedImage(
      slot(
        version({
          variants: [
            w(480),
            { width: '960', height: 540, url: w(960).url },
            { width: 960, height: 540 },
            { width: 2560, height: 1440, url: 'https://cdn.example/full.webp' },
            { width: 1000.5, height: 1, url: 'https://cdn.example/x.webp' },
            null,
            'https://cdn.example/y.webp',
          ],
        }),
      ),
    );
    expect(image?.variants.map((variant) => variant.width)).toEqual([480]);
  });
});

describe('toPublishedImage alt texts in other languages', () => {
  it('carries the English alt text the owner wrote, trimmed, beside the Portuguese one', () => {
    const image = toPublishedImage(
      slot(version({ translations: { 'en-GB': { altText: ' Clean sofa ', caption: 'Steam' } } })),
    );
    expect(image).toMatchObject({ alt: 'Sofá limpo', translatedAlt: { 'en-GB': 'Clean sofa' } });
  });

  it('carries nothing more when there is no alt text in another language', () => {
    for (const translations of [
      {},
      { 'en-GB': { altText: '', caption: 'Só a legenda' } },
      { 'fr-FR': { altText: 'x' } },
    ]) {
      const image = toPublishedImage(slot(version({ translations })));
      expect(image && Object.keys(image)).toEqual(['url', 'alt', 'width', 'height', 'variants']);
    }
  });
});

describe('imageForPage', () => {
  const image = toPublishedImage(
    slot(version({ translations: { 'en-GB': { altText: 'Clean sofa', caption: '' } } })),
  )!;

  it('keeps the page’s own language only, and not the Portuguese text it does not show', () => {
    const forEnglish = imageForPage(image, 'en-GB');
    expect(forEnglish.translatedAlt).toEqual({ 'en-GB': 'Clean sofa' });
    expect(forEnglish.alt).toBe('');
    expect(shownAlt(forEnglish, 'en-GB', 'Trabalho 1')).toEqual({ alt: 'Clean sofa', lang: undefined });
  });

  it("keeps the Portuguese text, to be shown marked as Portuguese, where the page's language has none", () => {
    const untranslated = toPublishedImage(slot(version({})))!;
    expect(shownAlt(imageForPage(untranslated, 'en-GB'), 'en-GB', 'Job 1')).toEqual({
      alt: untranslated.alt,
      lang: 'pt-PT',
    });
  });

  it('leaves the base page exactly what it was before translations existed', () => {
    const forBase = imageForPage(image, 'pt-PT');
    expect(forBase).not.toHaveProperty('translatedAlt');
    expect(forBase).toMatchObject({ url: image.url, alt: 'Sofá limpo' });
  });
});

describe('publishedSrcSet', () => {
  it('lists every variant and the file itself with their widths', () => {
    const image = toPublishedImage(slot(version({ variants: [w(480), w(960), w(1600)] })));
    expect(image && publishedSrcSet(image)).toBe(
      [
        `${w(480).url} 480w`,
        `${w(960).url} 960w`,
        `${w(1600).url} 1600w`,
        `${version().file_url} 2560w`,
      ].join(', '),
    );
  });

  it('is undefined without variants, so the plain src stays the only candidate', () => {
    const image = toPublishedImage(slot(version()));
    expect(image && publishedSrcSet(image)).toBeUndefined();
  });

  it('escapes commas and spaces, which would split a srcset candidate', () => {
    const image = toPublishedImage(
      slot(
        version({
          file_url: 'https://cdn.example/a b,c.webp',
          variants: [{ width: 480, height: 270, url: 'https://cdn.example/a b,c-w480.webp' }],
        }),
      ),
    );
    expect(image && publishedSrcSet(image)).toBe(
      'https://cdn.example/a%20b%2Cc-w480.webp 480w, https://cdn.example/a%20b%2Cc.webp 2560w',
    );
  });
});

// media-upload with smaller WebP copies (`variant-<width>` fields) for the site's srcset, against
// the real Deno function, the local storage and the database. Each test works on a slot of its own.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '#tests/support/clients.ts';
import { callFunction, login, testSlots } from '#tests/support/edge-functions.ts';
import { makePng } from '#tests/support/test-images.ts';

const SLOTS = ['stored', 'plain', 'refused', 'cycle'] as const;
const slot = testSlots('variants', SLOTS);
let session: string;

beforeAll(async () => {
  session = await login();
});

/** A real WebP of this size, encoded by libwebp (sharp). */
async function webp(width: number, height: number): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });
  return new Uint8Array(await image.webp({ quality: 80 }).toBuffer());
}

interface Part {
  field: string;
  bytes: Uint8Array;
  type?: string;
}

function upload(slotName: string, main: Uint8Array, parts: Part[] = []) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(main)], { type: 'image/png' }), 'sofa.png');
  form.append('slotName', slotName);
  for (const part of parts) {
    form.append(
      part.field,
      new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'image/webp' }),
      'v.webp',
    );
  }
  return callFunction('media-upload', { session, body: form });
}

async function storedNames(slotName: string): Promise<string[]> {
  const { data, error } = await serviceClient().storage.from('media').list(`slots/${slotName}`);
  if (error) throw new Error(error.message);
  return (data ?? []).map((object) => object.name).sort();
}

async function publicVersion(slotName: string) {
  const { data, error } = await anonClient()
    .from('media_slots')
    .select('current_version, media_versions(version_number, file_url, width, height, variants)')
    .eq('slot_name', slotName)
    .single();
  if (error) throw new Error(error.message);
  return data.media_versions.find((version) => version.version_number === data.current_version);
}

interface StoredVariant {
  width: number;
  height: number;
  url: string;
  path: string;
}

describe('media-upload with variants', () => {
  it('stores each variant beside the main file and the public read lists them, narrowest first', async () => {
    const variantBytes = {
      480: await webp(480, 360),
      960: await webp(960, 720),
      1600: await webp(1600, 1200),
    };
    // sent widest first: the server orders them
    const answer = await upload(slot.stored, makePng(2000, 1500), [
      { field: 'variant-1600', bytes: variantBytes[1600] },
      { field: 'variant-480', bytes: variantBytes[480] },
      { field: 'variant-960', bytes: variantBytes[960] },
    ]);
    expect(answer.status).toBe(201);
    const version = answer.body.version as { storage_path: string; variants: StoredVariant[] };
    const stem = version.storage_path.replace(/\.png$/, '');
    expect(version.variants.map(({ width, height, path }) => ({ width, height, path }))).toEqual([
      { width: 480, height: 360, path: `${stem}-w480.webp` },
      { width: 960, height: 720, path: `${stem}-w960.webp` },
      { width: 1600, height: 1200, path: `${stem}-w1600.webp` },
    ]);

    const read = await publicVersion(slot.stored);
    expect(read).toMatchObject({ width: 2000, height: 1500 });
    expect(read?.variants).toEqual(version.variants);
    for (const variant of version.variants) {
      expect(variant.url.endsWith(`/media/${variant.path}`)).toBe(true);
      const file = await fetch(variant.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      const expected = variantBytes[variant.width as keyof typeof variantBytes];
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(expected);
    }
    const main = stem.split('/').pop();
    expect(await storedNames(slot.stored)).toEqual(
      [`${main}.png`, `${main}-w1600.webp`, `${main}-w480.webp`, `${main}-w960.webp`].sort(),
    );
  });

  it('still accepts an upload without variants (older admin pages) and records none', async () => {
    const answer = await upload(slot.plain, makePng(300, 200));
    expect(answer.status).toBe(201);
    expect(answer.body.version).toMatchObject({ width: 300, height: 200, variants: [] });
    expect((await publicVersion(slot.plain))?.variants).toEqual([]);
    expect(await storedNames(slot.plain)).toHaveLength(1);
  });

  it.each([
    [
      'a variant that lies about its width',
      async () => [{ field: 'variant-480', bytes: await webp(500, 375) }],
      'Variante de 480 px: a imagem tem 500 px de largura, não 480.',
    ],
    [
      'a variant that is not WebP (a PNG)',
      async () => [{ field: 'variant-480', bytes: makePng(480, 360), type: 'image/webp' }],
      'Variante de 480 px: deve ser uma imagem WebP válida.',
    ],
    [
      'a variant of another shape',
      async () => [{ field: 'variant-480', bytes: await webp(480, 480) }],
      'Variante de 480 px: as proporções (480×480) não são as da imagem principal (800×600).',
    ],
    [
      'a variant as wide as the main image',
      async () => [{ field: 'variant-800', bytes: await webp(800, 600) }],
      'Variante de 800 px: deve ser mais estreita do que a imagem principal (800 px).',
    ],
    [
      'a bad variant next to a good one',
      async () => [
        { field: 'variant-480', bytes: await webp(480, 360) },
        { field: 'variant-640', bytes: await webp(640, 320) },
      ],
      'Variante de 640 px: as proporções (640×320) não são as da imagem principal (800×600).',
    ],
    [
      'four variants',
      async () =>
        Promise.all(
          [160, 320, 480, 640].map(async (width) => ({
            field: `variant-${width}`,
            bytes: await webp(width, (width * 3) / 4),
          })),
        ),
      'No máximo 3 variantes por imagem.',
    ],
    [
      'a variant field without a width',
      async () => [{ field: 'variant-largo', bytes: await webp(480, 360) }],
      'Variante inválida: variant-largo.',
    ],
    [
      'one width sent twice',
      async () => [
        { field: 'variant-480', bytes: await webp(480, 360) },
        { field: 'variant-480', bytes: await webp(480, 360) },
      ],
      'Variante inválida: variant-480.',
    ],
  ])('refuses %s with 400, CORS headers, and stores nothing', async (_case, parts, message) => {
    const answer = await upload(slot.refused, makePng(800, 600), await parts());
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, error: message });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(await storedNames(slot.refused)).toEqual([]);
    const { data } = await serviceClient()
      .from('media_slots')
      .select('is_published, media_versions(id)')
      .eq('slot_name', slot.refused)
      .single();
    expect(data).toEqual({ is_published: false, media_versions: [] });
  });

  it('keeps the variants of a deleted image as history, and a restore offers them again', async () => {
    const first = await upload(slot.cycle, makePng(1000, 500), [
      { field: 'variant-480', bytes: await webp(480, 240) },
    ]);
    expect(first.status).toBe(201);
    const firstVariants = (first.body.version as { variants: StoredVariant[] }).variants;
    await upload(slot.cycle, makePng(600, 600));
    expect((await publicVersion(slot.cycle))?.variants).toEqual([]);

    const deleted = await callFunction('media-delete', {
      method: 'DELETE',
      session,
      query: { slotName: slot.cycle },
    });
    expect(deleted.status).toBe(200);
    // media-delete only empties the slot; every file, variants included, stays for a restore
    expect(await storedNames(slot.cycle)).toHaveLength(3);
    expect((await fetch(firstVariants[0]?.url ?? '')).status).toBe(200);

    const restored = await callFunction('media-restore', {
      session,
      json: { slotName: slot.cycle, versionNumber: 1 },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.version).toMatchObject({ version_number: 1, variants: firstVariants });
    expect((await publicVersion(slot.cycle))?.variants).toEqual(firstVariants);
  });
});

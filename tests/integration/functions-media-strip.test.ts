// media-upload stores the image without metadata or anything appended to it: what the public
// URL serves is downloaded and read back here, against the real Deno function and storage.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from '#tests/support/clients.ts';
import { callFunction, login, testSlots } from '#tests/support/edge-functions.ts';
import { concat, HTML_PAGE, makeJpeg, makePng, pngChunk, withPngChunks } from '#tests/support/test-images.ts';

const SLOTS = ['png', 'jpeg', 'variant', 'truncated'] as const;
const slot = testSlots('strip', SLOTS);
let session: string;

beforeAll(async () => {
  session = await login();
});

const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '38/1 42/1 31/1',
  GPSLongitudeRef: 'W',
  GPSLongitude: '9/1 8/1 23/1',
};
/** `Exif\0\0`, then a big-endian TIFF whose only entry is Orientation = 6. */
const ORIENTATION_6_ONLY = Buffer.from(
  '457869660000' + '4d4d002a00000008' + '0001' + '011200030000000100060000' + '00000000',
  'hex',
);

interface UploadedVersion {
  file_url: string;
  storage_path: string;
  file_size: number;
  width: number;
  height: number;
  variants: Array<{ width: number; url: string }>;
}

async function upload(
  slotName: string,
  file: Uint8Array,
  name: string,
  variants: Record<string, Uint8Array> = {},
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  form.append('slotName', slotName);
  for (const [field, bytes] of Object.entries(variants))
    form.append(field, new Blob([new Uint8Array(bytes)]), 'v.webp');
  const answer = await callFunction('media-upload', { session, body: form });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.version as UploadedVersion;
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** The decoded pixels, by size and digest (deep-comparing large arrays is slow). */
async function pixels(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const digest = createHash('sha256').update(data).digest('hex');
  return { width: info.width, height: info.height, channels: info.channels, digest };
}

function sha256Prefix(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

describe('media-upload strips what is not the image', () => {
  it('stores a PNG with text chunks and an HTML page appended as the bare PNG', async () => {
    const clean = makePng(60, 40, [20, 140, 220]);
    const sent = concat(
      withPngChunks(clean, pngChunk('tEXt', new TextEncoder().encode('Comment\0segredo'))),
      HTML_PAGE,
    );

    const version = await upload(slot.png, sent, 'sofa.png');
    const stored = await download(version.file_url);
    expect(new Uint8Array(stored)).toEqual(clean);
    expect(stored.includes('<html')).toBe(false);
    expect(version).toMatchObject({ file_size: clean.length, width: 60, height: 40 });
    // the name carries the hash of what is stored, not of what was sent
    expect(version.storage_path.endsWith(`-${sha256Prefix(clean)}.png`)).toBe(true);
  });

  it('stores a camera JPEG with GPS, XMP and an HTML page appended as the same pixels, orientation kept, no GPS', async () => {
    const width = 64;
    const height = 48;
    const raw = Buffer.alloc(width * height * 3);
    for (let i = 0; i < width * height; i++) raw.set([(i * 5) % 256, (i * 9) % 256, (i * 13) % 256], i * 3);
    const photo = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Telemóvel', Model: 'Câmara' }, IFD3: GPS })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/">Lisboa</x:xmpmeta>')
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS directory pointer
    expect(before.xmp).toBeDefined();

    const version = await upload(slot.jpeg, concat(photo, HTML_PAGE), 'IMG_0001.JPG');
    const stored = await download(version.file_url);

    expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9])); // nothing after the end marker
    expect(stored.includes('<html')).toBe(false);
    expect(stored.includes('Telem')).toBe(false);
    expect(stored.includes('Lisboa')).toBe(false);
    expect(version).toMatchObject({ file_size: stored.length, width, height });
    const after = await sharp(stored).metadata();
    expect(after.orientation).toBe(6);
    expect(after.exif).toEqual(ORIENTATION_6_ONLY);
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toEqual(before.icc); // colours kept
    expect(await pixels(stored)).toEqual(await pixels(photo));
    // shown upright as the camera meant it: 48 × 64 once turned
    const upright = await sharp(stored).rotate().toBuffer({ resolveWithObject: true });
    expect([upright.info.width, upright.info.height]).toEqual([height, width]);
  });

  it('strips the WebP variants as well', async () => {
    const variant = await sharp({ create: { width: 480, height: 360, channels: 3, background: 'teal' } })
      .webp()
      .withExif({ IFD3: GPS })
      .toBuffer();
    const version = await upload(slot.variant, makePng(800, 600), 'sofa.png', {
      'variant-480': concat(variant, HTML_PAGE),
    });
    const stored = await download(version.variants[0]?.url ?? '');
    expect(stored.includes('<html')).toBe(false);
    expect(stored.readUInt32LE(4)).toBe(stored.length - 8);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(await pixels(stored)).toEqual(await pixels(variant));
  });

  it('refuses a JPEG cut short (no end marker) with 415 and stores nothing', async () => {
    const jpeg = makeJpeg(32, 32);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg.subarray(0, jpeg.length - 2))]), 'cortada.jpg');
    form.append('slotName', slot.truncated);
    const answer = await callFunction('media-upload', { session, body: form });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({
      success: false,
      error: 'Tipo de ficheiro não suportado. Envie uma imagem JPG, PNG ou WebP válida.',
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const { data: stored } = await serviceClient().storage.from('media').list(`slots/${slot.truncated}`);
    expect(stored).toEqual([]);
  });
});

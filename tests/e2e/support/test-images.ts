// Real JPEGs for the admin upload tests, made with sharp on the fly (nothing binary in git).
import sharp from 'sharp';

/** A small labelled JPEG, so a screenshot shows which upload is where. */
export async function labelledJpeg(label: string, hue: number, width = 1200, height = 800): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="hsl(${hue} 45% 50%)"/>
    <text x="50%" y="50%" font-family="sans-serif" font-size="96" fill="white"
      text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * A 4000×3000 photo of about 6 MB, like a phone camera makes: gradients with grain, which JPEG
 * cannot squeeze, so the file is big and a 2560 px WebP of it is much smaller.
 */
export async function cameraSizeJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff; // fixed grain, the same file every run
      const grain = (seed >> 16) % 64;
      const i = (y * width + x) * 3;
      pixels[i] = Math.min(255, Math.floor((x * 215) / width) + grain);
      pixels[i + 1] = Math.min(255, Math.floor((y * 215) / height) + grain);
      pixels[i + 2] = 120 + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 93 })
    .toBuffer();
}

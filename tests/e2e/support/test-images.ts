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

/** A small labelled PNG. */
export async function labelledPng(label: string, hue: number): Promise<Buffer> {
  return sharp(await labelledJpeg(label, hue, 200, 200))
    .png()
    .toBuffer();
}

/**
 * A 4000×3000 photo of about 6 MB (or another size: an iPhone's is 4032×3024), like a phone
 * camera makes: gradients with grain, which JPEG cannot squeeze, so the file is big and a
 * 2560 px WebP of it is much smaller.
 */
export async function cameraSizeJpeg(width = 4000, height = 3000): Promise<Buffer> {
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

/**
 * A photo-like 4032×3024 JPEG (an iPhone's size) of about 2 MB: a fabric's fractal texture,
 * the soft shapes of a sofa, a vignette and sensor grain. Unlike cameraSizeJpeg's grain, which
 * no codec can squeeze, it compresses as a real photo does, so encoders' sizes compare fairly.
 */
export async function fabricPhotoJpeg(width = 4032, height = 3024): Promise<Buffer> {
  // drawn at a quarter of the size (librsvg's noise filter takes most of a minute at 12 MP),
  // enlarged, then grained at full size
  const [w, h] = [Math.round(width / 4), Math.round(height / 4)];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <filter id="fabric"><feTurbulence type="fractalNoise" baseFrequency="0.05" numOctaves="5" seed="7"/>
        <feColorMatrix values="0.6 0.2 0 0 0.15  0.2 0.5 0.1 0 0.1  0.1 0.2 0.5 0 0.05  0 0 0 0 1"/></filter>
      <radialGradient id="light" cx="35%" cy="30%" r="80%">
        <stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/>
      </radialGradient>
    </defs>
    <rect width="100%" height="100%" filter="url(#fabric)"/>
    <rect x="15%" y="36%" width="70%" height="43%" rx="55" fill="#6b4f3a" opacity="0.55"/>
    <rect x="20%" y="23%" width="60%" height="23%" rx="40" fill="#7d604a" opacity="0.5"/>
    <rect width="100%" height="100%" fill="url(#light)"/></svg>`;
  // rasterised first: given the SVG itself, sharp would draw it at the final size
  const small = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(small.data, { raw: small.info })
    .resize(width, height, { kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let seed = 99;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff; // fixed grain, the same file every run
    data[i] = Math.max(0, Math.min(255, (data[i] ?? 0) + ((seed >> 16) % 13) - 6));
  }
  return sharp(data, { raw: info }).jpeg({ quality: 92 }).toBuffer();
}

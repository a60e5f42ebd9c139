// The built-in images shown while a slot has no published image. They are illustrations
// drawn as SVG in assets/illustrations/ and rasterised to WebP at a few widths by
// scripts/build-fallback-images.ts, which reads this list (plain data, so Node can import it).

export interface FallbackImage {
  /** File stem in assets/illustrations/ and public/images/fallback/. */
  readonly file: string;
  /** The drawing's own size; every width keeps this aspect ratio. */
  readonly width: number;
  readonly height: number;
  /** Rasterised widths, smallest first; the middle one is the plain `src`. */
  readonly widths: readonly number[];
  readonly alt: string;
}

const WIDE = [480, 960, 1440] as const;

export const FALLBACK_IMAGES = {
  heroPoster: {
    file: 'hero-poster',
    width: 900,
    height: 1600,
    widths: [360, 720, 1080],
    alt: 'Ilustração de um sofá numa sala com vista para o rio Tejo: metade antes da limpeza, metade depois',
  },
  serviceSofa: {
    file: 'service-sofa',
    width: 1600,
    height: 900,
    widths: WIDE,
    alt: 'Ilustração de um sofá limpo numa sala de estar luminosa',
  },
  serviceMattress: {
    file: 'service-mattress',
    width: 1600,
    height: 900,
    widths: WIDE,
    alt: 'Ilustração de um colchão higienizado numa cama de quarto',
  },
  serviceRug: {
    file: 'service-rug',
    width: 1600,
    height: 900,
    widths: WIDE,
    alt: 'Ilustração de um tapete com padrão geométrico a ser limpo com uma máquina de extração',
  },
  serviceCarSeat: {
    file: 'service-car-seat',
    width: 1600,
    height: 900,
    widths: WIDE,
    alt: 'Ilustração do banco dianteiro de um automóvel limpo',
  },
  stepContact: {
    file: 'step-contact',
    width: 800,
    height: 600,
    widths: [480, 960],
    alt: 'Ilustração de um telemóvel com uma conversa de mensagens e a foto de um sofá',
  },
  stepQuote: {
    file: 'step-quote',
    width: 800,
    height: 600,
    widths: [480, 960],
    alt: 'Ilustração de uma prancheta com um orçamento e uma moeda de euro',
  },
  stepCleaning: {
    file: 'step-cleaning',
    width: 800,
    height: 600,
    widths: [480, 960],
    alt: 'Ilustração de um bocal de extração a limpar a almofada de um sofá',
  },
  stepDrying: {
    file: 'step-drying',
    width: 800,
    height: 600,
    widths: [480, 960],
    alt: 'Ilustração de um sofá limpo a secar ao sol, com um relógio',
  },
  waterproofing: {
    file: 'waterproofing',
    width: 1600,
    height: 900,
    widths: WIDE,
    alt: 'Ilustração de gotas de água e de vinho a deslizar sobre um tecido impermeabilizado',
  },
} as const satisfies Record<string, FallbackImage>;

export type FallbackImageKey = keyof typeof FALLBACK_IMAGES;

/** Where the build script writes each width, as served from public/. */
export function fallbackImageUrl(image: FallbackImage, width: number): string {
  return `/images/fallback/${image.file}-${width}.webp`;
}

export function fallbackSrcSet(image: FallbackImage): string {
  return image.widths.map((width) => `${fallbackImageUrl(image, width)} ${width}w`).join(', ');
}

/** The plain `src` for browsers without srcset: the middle width. */
export function fallbackSrc(image: FallbackImage): string {
  const middle = image.widths[Math.floor(image.widths.length / 2)] ?? image.widths[0] ?? image.width;
  return fallbackImageUrl(image, middle);
}

// The built-in images shown while a slot has no published image. They are illustrations
// drawn as SVG in assets/illustrations/ and rasterised to WebP at a few widths by
// scripts/build-fallback-images.ts, which reads this list (plain data, so Node can import it).
import type { SiteLocale } from '#portable/site-locales.ts';

export interface FallbackImage {
  /** File stem in assets/illustrations/ and public/images/fallback/. */
  readonly file: string;
  /** The drawing's own size; every width keeps this aspect ratio. */
  readonly width: number;
  readonly height: number;
  /** Rasterised widths, smallest first; the middle one is the plain `src`. */
  readonly widths: readonly number[];
  /** The drawing described in each language of the site. */
  readonly alt: Readonly<Record<SiteLocale, string>>;
}

const WIDE = [480, 960, 1440] as const;

export const FALLBACK_IMAGES = {
  heroPoster: {
    file: 'hero-poster',
    width: 900,
    height: 1600,
    widths: [360, 720, 1080],
    alt: {
      'pt-PT':
        'Ilustração de um sofá numa sala com vista para o rio Tejo: metade antes da limpeza, metade depois',
      'en-GB':
        'Illustration of a sofa in a room overlooking the river Tagus: half before cleaning, half after',
    },
  },
  serviceSofa: {
    file: 'service-sofa',
    width: 1600,
    height: 900,
    widths: WIDE,
    alt: {
      'pt-PT': 'Ilustração de um sofá limpo numa sala de estar luminosa',
      'en-GB': 'Illustration of a clean sofa in a bright living room',
    },
  },
  serviceMattress: {
    file: 'service-mattress',
    width: 1600,
    height: 900,
    widths: WIDE,
    alt: {
      'pt-PT': 'Ilustração de um colchão higienizado numa cama de quarto',
      'en-GB': 'Illustration of a clean mattress on a bed',
    },
  },
  serviceRug: {
    file: 'service-rug',
    width: 1600,
    height: 900,
    widths: WIDE,
    alt: {
      'pt-PT': 'Ilustração de um tapete com padrão geométrico a ser limpo com uma máquina de extração',
      'en-GB': 'Illustration of a geometric-patterned rug being cleaned with an extraction machine',
    },
  },
  serviceCarSeat: {
    file: 'service-car-seat',
    width: 1600,
    height: 900,
    widths: WIDE,
    alt: {
      'pt-PT': 'Ilustração do banco dianteiro de um automóvel limpo',
      'en-GB': 'Illustration of the clean front seat of a car',
    },
  },
  stepContact: {
    file: 'step-contact',
    width: 800,
    height: 600,
    widths: [480, 960],
    alt: {
      'pt-PT': 'Ilustração de um telemóvel com uma conversa de mensagens e a foto de um sofá',
      'en-GB': 'Illustration of a mobile phone showing a chat and a photo of a sofa',
    },
  },
  stepQuote: {
    file: 'step-quote',
    width: 800,
    height: 600,
    widths: [480, 960],
    alt: {
      'pt-PT': 'Ilustração de uma prancheta com um orçamento e uma moeda de euro',
      'en-GB': 'Illustration of a clipboard with a quote and a euro coin',
    },
  },
  stepCleaning: {
    file: 'step-cleaning',
    width: 800,
    height: 600,
    widths: [480, 960],
    alt: {
      'pt-PT': 'Ilustração de um bocal de extração a limpar a almofada de um sofá',
      'en-GB': 'Illustration of an extraction nozzle cleaning a sofa cushion',
    },
  },
  stepDrying: {
    file: 'step-drying',
    width: 800,
    height: 600,
    widths: [480, 960],
    alt: {
      'pt-PT': 'Ilustração de um sofá limpo a secar ao sol, com um relógio',
      'en-GB': 'Illustration of a clean sofa drying in the sun, with a clock',
    },
  },
  waterproofing: {
    file: 'waterproofing',
    width: 1600,
    height: 900,
    widths: WIDE,
    alt: {
      'pt-PT': 'Ilustração de gotas de água e de vinho a deslizar sobre um tecido impermeabilizado',
      'en-GB': 'Illustration of drops of water and wine sliding off a waterproofed fabric',
    },
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

import { FALLBACK_IMAGES, type FallbackImageKey } from '#src/lib/ui/fallback-images.ts';
import { ResponsiveImage, type ResponsiveImageProps } from '#src/lib/ui/responsive-image.tsx';
import { usePublishedImage } from '#src/features/home/api/get-site-media.ts';

interface SlotImageProps extends Omit<ResponsiveImageProps, 'published' | 'fallback'> {
  slot: string;
  /** Built-in image while the slot is empty; without one the image only shows once published. */
  fallback?: FallbackImageKey;
}

/** The published image of a media slot, live (realtime refetches), or its built-in fallback. */
export default function SlotImage({ slot, fallback, ...props }: SlotImageProps) {
  const published = usePublishedImage(slot);
  return (
    <ResponsiveImage
      published={published}
      fallback={fallback ? FALLBACK_IMAGES[fallback] : undefined}
      {...props}
    />
  );
}

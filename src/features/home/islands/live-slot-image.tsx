import type { ComponentProps } from 'react';
import SlotImage from '#src/features/home/components/slot-image.island.tsx';
import { Island } from './island.tsx';

/** A media slot's image as an island of its own: the only part of its section that hydrates. */
export function LiveSlotImage(props: ComponentProps<typeof SlotImage>) {
  return <Island component={SlotImage} props={props} />;
}

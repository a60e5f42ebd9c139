import type { ReactElement } from 'react';
import SlotImage from '#src/features/home/components/slot-image.island.tsx';
import { Island } from '#src/features/home/islands/island.tsx';

/** The sofa service's photo as an island: the slot image the island runtime's tests render. */
export function sofaImageIsland(): ReactElement {
  return (
    <Island
      component={SlotImage}
      props={{ slot: 'servico-sofas', fallback: 'serviceSofa', alt: 'Sofás', ratio: '16 / 9', sizes: '90vw' }}
    />
  );
}

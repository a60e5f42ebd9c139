import type { AdminMediaSlot } from '../api/admin-types.ts';
import { groupSlotsBySection } from '../shared/slot-sections.ts';
import { GallerySummary } from './gallery-summary.tsx';
import { HowToGuide } from './how-to-guide.tsx';
import { SlotCard } from './slot-card.tsx';

interface GalleryTabProps {
  slots: readonly AdminMediaSlot[];
  isLoading: boolean;
}

export function GalleryTab({ slots, isLoading }: GalleryTabProps) {
  const sections = groupSlotsBySection(slots);

  return (
    <section aria-labelledby="gallery-tab-heading" className="space-y-4">
      <h2 id="gallery-tab-heading" className="text-lg font-bold text-slate-900">
        Todas as imagens
      </h2>
      {isLoading ? (
        <p role="status" className="text-slate-700">
          A carregar as imagens…
        </p>
      ) : (
        <>
          <GallerySummary slots={slots} />
          <HowToGuide />
          {sections.map((group, index) => (
            <section key={group.section} aria-labelledby={`gallery-section-${index}`}>
              <h3 id={`gallery-section-${index}`} className="mb-2 text-base font-bold text-slate-900">
                {group.label}
              </h3>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {group.slots.map((slot) => (
                  <SlotCard key={slot.slot_name} slot={slot} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}

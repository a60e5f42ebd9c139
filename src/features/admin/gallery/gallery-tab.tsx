import { currentVersionOf, type AdminMediaSlot } from '#src/features/admin/api/admin-types.ts';
import { groupSlotsBySection } from '#src/features/admin/shared/slot-sections.ts';
import { GallerySummary } from './gallery-summary.tsx';
import { HowToGuide } from './how-to-guide.tsx';
import { SlotCard } from './slot-card.tsx';

/** Sections with more slots than this start folded, so the phone is not one endless page. */
const FOLD_ABOVE = 12;

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
          {sections.map((group, index) => {
            const cards = (
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {group.slots.map((slot) => (
                  <SlotCard key={slot.slot_name} slot={slot} />
                ))}
              </ul>
            );
            const withImage = group.slots.filter((slot) => currentVersionOf(slot) !== null).length;
            return (
              <section key={group.section} aria-labelledby={`gallery-section-${index}`}>
                <h3 id={`gallery-section-${index}`} className="mb-2 text-base font-bold text-slate-900">
                  {group.label}{' '}
                  <span className="text-sm font-normal text-slate-700">
                    ({withImage} de {group.slots.length} com imagem)
                  </span>
                </h3>
                {group.slots.length > FOLD_ABOVE ? (
                  <details className="rounded-xl">
                    <summary className="mb-2 cursor-pointer rounded-lg bg-white px-3 py-2 text-sm font-semibold text-slate-900 shadow-sm">
                      Mostrar os {group.slots.length} slots desta secção
                    </summary>
                    {cards}
                  </details>
                ) : (
                  cards
                )}
              </section>
            );
          })}
        </>
      )}
    </section>
  );
}

import type { AdminMediaSlot } from '#src/features/admin/api/admin-types.ts';

// The sections of the slot catalogue (media_slots.section), in the order of the page, with
// the names the owner reads. A section the database adds later shows under its own name.
const SECTION_LABELS: ReadonlyArray<readonly [string, string]> = [
  ['home', 'Topo da página'],
  ['services', 'Serviços'],
  ['process', 'Como Funciona'],
  ['gallery', 'Antes e Depois'],
  ['trust', 'Avaliações'],
  ['pages', 'Perguntas e contacto'],
  ['global', 'Geral (logótipo, ícone, partilha)'],
];

export function sectionLabel(section: string): string {
  return SECTION_LABELS.find(([key]) => key === section)?.[1] ?? section;
}

export interface SlotSection {
  section: string;
  label: string;
  slots: AdminMediaSlot[];
}

/** Slots grouped by section, sections in page order, slots in the order given. */
export function groupSlotsBySection(slots: readonly AdminMediaSlot[]): SlotSection[] {
  const groups = new Map<string, AdminMediaSlot[]>();
  for (const slot of slots) {
    const group = groups.get(slot.section);
    if (group) group.push(slot);
    else groups.set(slot.section, [slot]);
  }
  const order = (section: string) => {
    const index = SECTION_LABELS.findIndex(([key]) => key === section);
    return index === -1 ? SECTION_LABELS.length : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([section, sectionSlots]) => ({ section, label: sectionLabel(section), slots: sectionSlots }));
}

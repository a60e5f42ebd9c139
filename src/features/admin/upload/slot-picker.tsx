import { useId } from 'react';
import { currentVersionOf, type AdminMediaSlot } from '#src/features/admin/api/admin-types.ts';
import { groupSlotsBySection } from '#src/features/admin/shared/slot-sections.ts';
import { fieldLabel, textField } from '#src/features/admin/shared/ui-classes.ts';

interface SlotPickerProps {
  slots: readonly AdminMediaSlot[];
  section: string;
  slotName: string;
  disabled: boolean;
  onSection: (section: string) => void;
  onSlot: (slotName: string) => void;
}

/** Section first, then the slot of that section: native selects, so phones show their own picker. */
export function SlotPicker({ slots, section, slotName, disabled, onSection, onSlot }: SlotPickerProps) {
  const sectionId = useId();
  const slotId = useId();
  const sections = groupSlotsBySection(slots);
  const sectionSlots = sections.find((group) => group.section === section)?.slots ?? [];

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">2. Onde vai aparecer</legend>
      <div>
        <label htmlFor={sectionId} className={fieldLabel}>
          Secção do site
        </label>
        <select
          id={sectionId}
          className={textField}
          value={section}
          disabled={disabled || sections.length === 0}
          onChange={(event) => onSection(event.target.value)}
        >
          <option value="">Escolha a secção…</option>
          {sections.map((group) => (
            <option key={group.section} value={group.section}>
              {group.label}
            </option>
          ))}
        </select>
      </div>
      {section && (
        <div>
          <label htmlFor={slotId} className={fieldLabel}>
            Slot (lugar da imagem)
          </label>
          <select
            id={slotId}
            className={textField}
            value={slotName}
            disabled={disabled}
            onChange={(event) => onSlot(event.target.value)}
          >
            <option value="">Escolha o slot…</option>
            {sectionSlots.map((slot) => (
              <option key={slot.slot_name} value={slot.slot_name}>
                {slot.title}
                {currentVersionOf(slot) ? ' (com imagem)' : ''}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}

import { useId, useState } from 'react';
import type { ContactStats } from '#portable/contact-stats.ts';
import { fieldLabel, textField } from '#src/features/admin/shared/ui-classes.ts';
import { PERIODS, tapsBySection, type Period } from './contact-figures.ts';
import { PERIOD_NAMES, SECTION_NAMES } from './contact-labels.ts';
import { TapsTable } from './taps-table.tsx';

/** Which part of the page the taps came from, for a period the owner chooses. */
export function SectionsTable({ stats }: { stats: ContactStats }) {
  const [period, setPeriod] = useState<Period>('week');
  const selectId = useId();

  return (
    <div>
      <div className="max-w-60">
        <label htmlFor={selectId} className={fieldLabel}>
          Período
        </label>
        <select
          id={selectId}
          value={period}
          onChange={(event) => setPeriod(event.target.value as Period)}
          className={textField}
        >
          {PERIODS.map((option) => (
            <option key={option} value={option}>
              {PERIOD_NAMES[option]}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-3">
        <TapsTable
          caption={`Toques por secção do site: ${PERIOD_NAMES[period]}`}
          rowsAre="Secção"
          rows={tapsBySection(stats, period).map((row) => ({
            key: row.section,
            label: SECTION_NAMES[row.section],
            ...row,
          }))}
          withTotal
        />
      </div>
    </div>
  );
}

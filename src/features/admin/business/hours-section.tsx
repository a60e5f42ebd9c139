import { WEEK_DAYS, type WeekDay } from '#portable/business-facts/shape.ts';
import { fieldLabel, focusRing } from '#src/features/admin/shared/ui-classes.ts';
import { DAY_NAMES } from './day-names.ts';
import { errorState, FieldError, FormError } from './field-error.tsx';
import { FormSection } from './form-section.tsx';
import type { FactsForm } from './use-facts-form.ts';

export function HoursSection({ form }: { form: FactsForm }) {
  return (
    <FormSection title="Horário" description="Desmarque «Aberto» nos dias em que está fechado.">
      <FormError message={form.errors.openingHours} />
      <ul className="divide-y divide-slate-200">
        {WEEK_DAYS.map((day) => (
          <DayRow key={day} form={form} day={day} />
        ))}
      </ul>
    </FormSection>
  );
}

function DayRow({ form, day }: { form: FactsForm; day: WeekDay }) {
  const { open } = form.draft.openingHours[day];
  const { name, on } = DAY_NAMES[day];
  const id = form.idOf(`openingHours.${day}`);
  const error = form.errors[`openingHours.${day}`];
  const errorId = `${id}-error`;

  return (
    <li className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 py-3 sm:grid-cols-[9rem_7rem_1fr]">
      <span className="font-semibold text-slate-900">{name}</span>
      <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-slate-900">
        <input
          id={`${id}-open`}
          type="checkbox"
          className={`size-5 accent-blue-700 ${focusRing}`}
          checked={open}
          onChange={(event) => form.setDay(day, { open: event.target.checked })}
        />
        Aberto<span className="sr-only"> {on}</span>
      </label>
      {open ? (
        <div className="col-span-2 flex flex-wrap gap-3 sm:col-span-1">
          <DayTime form={form} day={day} time="opens" label="Abre" error={error} />
          <DayTime form={form} day={day} time="closes" label="Fecha" error={error} />
        </div>
      ) : (
        <p className="col-span-2 text-sm text-slate-700 sm:col-span-1">Fechado</p>
      )}
      {error && (
        <div className="col-span-2 sm:col-span-3">
          <FieldError id={errorId} message={error} />
        </div>
      )}
    </li>
  );
}

interface DayTimeProps {
  form: FactsForm;
  day: WeekDay;
  time: 'opens' | 'closes';
  label: string;
  /** The day's error, which describes both its times. */
  error: string | undefined;
}

/** When a day opens or closes: a time field labelled with the day for screen readers. */
function DayTime({ form, day, time, label, error }: DayTimeProps) {
  const id = form.idOf(`openingHours.${day}`);
  const state = errorState(error, `${id}-error`);
  return (
    <div>
      <label htmlFor={`${id}-${time}`} className={fieldLabel}>
        {label}
        <span className="sr-only"> {DAY_NAMES[day].on}</span>
      </label>
      <input
        id={`${id}-${time}`}
        type="time"
        {...state}
        className={`${state.className} w-32`}
        value={form.draft.openingHours[day][time]}
        onChange={(event) => form.setDay(day, { [time]: event.target.value })}
      />
    </div>
  );
}

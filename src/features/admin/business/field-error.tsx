import { CircleAlert } from 'lucide-react';
import { invalidTextField, textField } from '#src/features/admin/shared/ui-classes.ts';

/** The message beside a field with an error; the field names it in aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-800">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/**
 * A message that belongs to no single field (the whole opening hours, the number of reviews):
 * focusable, so that saving can move the focus to it when it is the first error.
 */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      data-form-error
      tabIndex={-1}
      className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** aria-describedby for a field: its hint and its error, when it has them. */
function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const present = ids.filter((id): id is string => Boolean(id));
  return present.length > 0 ? present.join(' ') : undefined;
}

/**
 * What a field shows of its error: the invalid style, aria-invalid, and its description, what
 * comes before the error (a count, a hint) then the error, which a FieldError with `errorId`
 * shows beside it.
 */
export function errorState(
  error: string | undefined,
  errorId: string,
  ...before: Array<string | false | undefined>
) {
  return {
    className: error ? invalidTextField : textField,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(...before, error && errorId),
  } as const;
}

import type { HTMLAttributes, ReactNode } from 'react';
import { fieldHint, fieldLabel } from '#src/features/admin/shared/ui-classes.ts';
import { errorState, FieldError } from './field-error.tsx';

interface FactFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  type?: 'text' | 'tel' | 'email' | 'url';
  /** The keyboard, when the type does not say it: numeric, decimal. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  placeholder?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  className?: string;
}

/** One labelled text field, with its hint and, after a save attempt, its error beside it. */
export function FactField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  inputMode,
  maxLength,
  placeholder,
  rows,
  className,
}: FactFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    value,
    maxLength,
    placeholder,
    ...errorState(error, errorId, hint !== undefined && hintId),
  } as const;
  const literal = type === 'url' || type === 'email';
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      {rows ? (
        <textarea rows={rows} {...shared} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          type={type}
          inputMode={inputMode ?? (type === 'text' ? undefined : type)}
          autoCapitalize={literal ? 'none' : undefined}
          spellCheck={literal ? false : undefined}
          {...shared}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint !== undefined && (
        <p id={hintId} className={fieldHint}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

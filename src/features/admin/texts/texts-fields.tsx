import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { TextErrors } from '#portable/page-texts/validate-page-texts.ts';
import {
  isReorderable,
  type FieldSpec,
  type GroupField,
  type ListField,
  type TextField,
} from '#portable/page-texts/page-text-fields.ts';
import { textLength } from '#portable/page-texts/validate-page-texts.ts';
import { errorState, FieldError, FormError } from '#src/features/admin/business/field-error.tsx';
import { fieldHint, fieldLabel, smallButton } from '#src/features/admin/shared/ui-classes.ts';
import { pathKey, type TextPath } from './texts-draft.ts';
import type { TextsActions } from './use-texts-form.ts';

interface FieldProps<Spec extends FieldSpec> {
  spec: Spec;
  path: TextPath;
  /** The field's value in the draft. */
  value: unknown;
  errors: TextErrors;
  actions: TextsActions;
  /** Extra guidance under some fields, by path ("metadata.title"). */
  hints: Readonly<Record<string, ReactNode>>;
}

/**
 * One section of the form (a top-level group). Memoised: its props stay the same objects while
 * another section is edited, so typing renders one section, not the whole page's texts.
 */
export const SectionFields = memo(function SectionFields(props: FieldProps<GroupField>) {
  return <GroupFields {...props} />;
});

/** The fields of a group, in the catalogue's order. */
function GroupFields({ spec, path, value, ...rest }: FieldProps<GroupField>) {
  const fields = (value ?? {}) as Record<string, unknown>;
  return (
    <div className="space-y-4">
      {Object.entries(spec.fields).map(([key, field]) => (
        <SpecField key={key} spec={field} path={[...path, key]} value={fields[key]} {...rest} />
      ))}
    </div>
  );
}

function SpecField({ spec, ...props }: FieldProps<FieldSpec>) {
  switch (spec.kind) {
    case 'text':
      return <TextInput spec={spec} {...props} />;
    case 'list':
      return <TextList spec={spec} {...props} />;
    case 'group':
      return (
        <fieldset className="space-y-4 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-bold text-slate-900">{spec.label}</legend>
          <GroupFields spec={spec} {...props} />
        </fieldset>
      );
  }
}

/** One text: its label, the field, how many characters of how many, and its error. */
function TextInput({ spec, path, value: stored, errors, actions, hints }: FieldProps<TextField>) {
  const id = actions.idOf(path);
  const key = pathKey(path);
  const value = String(stored ?? '');
  const error = errors[key];
  const length = textLength(value);
  const hint = hints[key];
  const shared = {
    id,
    value,
    ...errorState(error, `${id}-error`, `${id}-count`, hint !== undefined && `${id}-hint`),
  } as const;
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {spec.label}
        {spec.optional && <span className="font-normal text-slate-600"> (opcional)</span>}
      </label>
      {spec.multiline ? (
        <textarea
          rows={Math.min(8, Math.max(3, Math.ceil(spec.max / 120)))}
          {...shared}
          onChange={(event) => actions.setText(path, event.target.value)}
        />
      ) : (
        <input type="text" {...shared} onChange={(event) => actions.setText(path, event.target.value)} />
      )}
      <p
        id={`${id}-count`}
        className={`mt-1 text-right text-xs ${length > spec.max ? 'font-semibold text-red-800' : 'text-slate-600'}`}
      >
        {length} de {spec.max} caracteres
      </p>
      {hint !== undefined && (
        <p id={`${id}-hint`} className={fieldHint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A list: each item with its fields, and adding, removing and moving items within its bounds. */
function TextList({ spec, path, value, errors, actions, hints }: FieldProps<ListField>) {
  const items = (value as unknown[] | undefined) ?? [];
  const rest = { errors, actions, hints };
  const reorderable = isReorderable(spec);
  const itemName = spec.itemLabel.toLowerCase();

  /** Focus `element id` once React has rendered the change (the new item, or the moved one's button). */
  function thenFocus(change: () => void, id: string) {
    flushSync(change);
    document.getElementById(id)?.focus();
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-bold text-slate-900">
        {spec.label}
        {reorderable && (
          <span className="font-normal text-slate-600">
            {' '}
            (de {spec.min} a {spec.max})
          </span>
        )}
      </legend>
      <FormError message={errors[pathKey(path)]} />
      <ol className="space-y-3">
        {items.map((_, index) => {
          const itemPath = [...path, index];
          const heading = `${spec.itemLabel} ${index + 1}`;
          const buttonId = (what: string) => `${actions.idOf(itemPath)}-${what}`;
          return (
            <li key={index} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-bold text-slate-900">{heading}</p>
                {reorderable && (
                  <div className="flex gap-1">
                    <button
                      id={buttonId('up')}
                      type="button"
                      className={smallButton}
                      disabled={index === 0}
                      aria-label={`Subir: ${heading}`}
                      onClick={() =>
                        thenFocus(
                          () => actions.moveItem(path, index, -1),
                          `${actions.idOf([...path, index - 1])}-up`,
                        )
                      }
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      id={buttonId('down')}
                      type="button"
                      className={smallButton}
                      disabled={index === items.length - 1}
                      aria-label={`Descer: ${heading}`}
                      onClick={() =>
                        thenFocus(
                          () => actions.moveItem(path, index, 1),
                          `${actions.idOf([...path, index + 1])}-down`,
                        )
                      }
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      disabled={items.length <= spec.min}
                      aria-label={`Remover: ${heading}`}
                      onClick={() =>
                        thenFocus(() => actions.removeItem(path, index), `${actions.idOf(path)}-add`)
                      }
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                )}
              </div>
              {spec.item.kind === 'group' ? (
                <GroupFields spec={spec.item} path={itemPath} value={items[index]} {...rest} />
              ) : (
                <SpecField spec={spec.item} path={itemPath} value={items[index]} {...rest} />
              )}
            </li>
          );
        })}
      </ol>
      {reorderable && (
        <button
          id={`${actions.idOf(path)}-add`}
          type="button"
          className={smallButton}
          disabled={items.length >= spec.max}
          onClick={() =>
            thenFocus(() => actions.addItem(path, spec), firstFieldId(actions, spec, [...path, items.length]))
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          Adicionar {itemName}
        </button>
      )}
    </fieldset>
  );
}

/** The id of the first text field of a list item. */
function firstFieldId(actions: TextsActions, spec: ListField, itemPath: TextPath): string {
  if (spec.item.kind !== 'group') return actions.idOf(itemPath);
  const [firstKey] = Object.keys(spec.item.fields);
  return actions.idOf([...itemPath, firstKey!]);
}

import { Save, Undo2 } from 'lucide-react';
import { primaryButton, secondaryButton } from '../shared/ui-classes.ts';
import { FormError } from './field-error.tsx';
import { isShownBesideAField } from './draft-errors.ts';
import type { FactsForm } from './use-facts-form.ts';

/** The end of the form: unsaved-changes notes, messages no field shows, Guardar and Cancelar. */
export function SaveBar({ form }: { form: FactsForm }) {
  const otherErrors = Object.entries(form.errors).filter(([key]) => !isShownBesideAField(key));
  return (
    <div className="space-y-2">
      {form.dirty && (
        <p role="status" className="text-sm font-semibold text-amber-900">
          Alterações não guardadas.
        </p>
      )}
      {form.newerVersion !== null && (
        <p role="status" className="text-sm text-slate-800" data-testid="newer-facts-note">
          Entretanto foi guardada a versão {form.newerVersion} noutro separador ou aparelho. O formulário
          mantém as suas alterações: «Guardar» substitui essa versão, «Cancelar» mostra-a.
        </p>
      )}
      {otherErrors.map(([key, message]) => (
        <FormError key={key} message={message} />
      ))}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className={primaryButton}
          disabled={!form.dirty}
          aria-disabled={form.saving || undefined}
        >
          <Save aria-hidden="true" className="size-4" />
          {form.saving ? 'A guardar…' : 'Guardar'}
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={!form.dirty || form.saving}
          onClick={form.cancel}
        >
          <Undo2 aria-hidden="true" className="size-4" />
          Cancelar
        </button>
      </div>
    </div>
  );
}

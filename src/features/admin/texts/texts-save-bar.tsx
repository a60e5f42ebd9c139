import { Save, Undo2 } from 'lucide-react';
import { primaryButton, secondaryButton } from '../shared/ui-classes.ts';
import type { TextsForm } from './use-texts-form.ts';

/** The end of the form: unsaved-changes notes, Guardar and Cancelar. Sticky, so a phone always has it at hand. */
export function TextsSaveBar({ form }: { form: TextsForm }) {
  return (
    <div className="sticky bottom-0 z-10 space-y-2 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-md backdrop-blur">
      {form.dirty && (
        <p role="status" className="text-sm font-semibold text-amber-900">
          Alterações não guardadas.
        </p>
      )}
      {form.newerVersion !== null && (
        <p role="status" className="text-sm text-slate-800">
          Entretanto foi guardada a versão {form.newerVersion} noutro separador ou aparelho. O formulário
          mantém as suas alterações: «Guardar» substitui essa versão, «Cancelar» mostra-a.
        </p>
      )}
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

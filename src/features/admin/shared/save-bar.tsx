import { Save, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { primaryButton, secondaryButton } from './ui-classes.ts';

/** What the end of a versioned form needs to know of it. */
interface SaveBarForm {
  dirty: boolean;
  saving: boolean;
  /** A version saved elsewhere since the form's, or null. */
  newerVersion: number | null;
  cancel: () => void;
}

interface SaveBarProps {
  form: SaveBarForm;
  /** Messages no field shows, between the notes and the buttons. */
  children?: ReactNode;
  className?: string;
  newerVersionTestId?: string;
}

/** The end of a versioned form: unsaved-changes notes, Guardar and Cancelar. */
export function SaveBar({ form, children, className, newerVersionTestId }: SaveBarProps) {
  return (
    <div className={className ?? 'space-y-2'}>
      {form.dirty && (
        <p role="status" className="text-sm font-semibold text-amber-900">
          Alterações não guardadas.
        </p>
      )}
      {form.newerVersion !== null && (
        <p role="status" className="text-sm text-slate-800" data-testid={newerVersionTestId}>
          Entretanto foi guardada a versão {form.newerVersion} noutro separador ou aparelho. O formulário
          mantém as suas alterações: «Guardar» substitui essa versão, «Cancelar» mostra-a.
        </p>
      )}
      {children}
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

import * as Dialog from '@radix-ui/react-dialog';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorText, isSessionRejected } from '../api/admin-api-error.ts';
import type { BusinessFactsVersion, StoredBusinessFacts } from '../api/business-facts-types.ts';
import { useRestoreBusinessFacts } from '../api/restore-business-facts.ts';
import { formatDateTime } from '../shared/format-date.ts';
import { primaryButton, secondaryButton, smallButton } from '../shared/ui-classes.ts';

interface RestoreFactsDialogProps {
  version: BusinessFactsVersion;
  /** The form has unsaved changes, which restoring replaces. */
  dirty: boolean;
  onRestored: (current: StoredBusinessFacts) => void;
}

/** Restaurar and its confirmation: the version's facts are saved again as a new version. */
export function RestoreFactsDialog({ version, dirty, onRestored }: RestoreFactsDialogProps) {
  const [open, setOpen] = useState(false);
  const restore = useRestoreBusinessFacts();
  const savedAt = formatDateTime(version.createdAt);

  function confirm() {
    if (restore.isPending) return;
    restore.mutate(version.version, {
      onSuccess: (current) => {
        onRestored(current);
        toast.success('Versão restaurada', {
          description: `Os dados do negócio da versão ${version.version} estão no site, guardados como versão ${current.version}.`,
        });
        setOpen(false);
      },
      onError: (error) => {
        setOpen(false);
        if (!isSessionRejected(error)) {
          toast.error('Erro ao restaurar', { description: errorText(error, 'Falha ao restaurar a versão') });
        }
      },
    });
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !restore.isPending && setOpen(next)}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className={smallButton}
          aria-label={`Restaurar a versão ${version.version}, de ${savedAt}`}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Restaurar
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">
            Restaurar a versão {version.version}?
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-800">
            O site volta a mostrar os dados do negócio guardados em {savedAt}. Ficam guardados como uma versão
            nova: os dados de agora continuam nas versões anteriores.
          </Dialog.Description>
          {dirty && (
            <p className="mt-2 text-sm font-semibold text-amber-900">
              As alterações não guardadas do formulário perdem-se.
            </p>
          )}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <button type="button" className={secondaryButton}>
                Cancelar
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={primaryButton}
              aria-disabled={restore.isPending}
              onClick={confirm}
            >
              {restore.isPending ? 'A restaurar…' : 'Restaurar'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

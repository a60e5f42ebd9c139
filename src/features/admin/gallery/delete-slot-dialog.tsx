import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorText, isSessionRejected } from '../api/admin-api-error.ts';
import type { AdminMediaSlot } from '../api/admin-types.ts';
import { useDeleteMedia } from '../api/delete-media.ts';
import { emptySlotText } from '../shared/empty-slot-text.ts';
import { OLD_FILE_STAYS_REACHABLE } from '../shared/old-file-text.ts';
import { dangerButton, secondaryButton, smallButton } from '../shared/ui-classes.ts';

/** The Remover button and its confirmation: the slot becomes empty, its history stays. */
export function DeleteSlotDialog({ slot }: { slot: AdminMediaSlot }) {
  const [open, setOpen] = useState(false);
  const deleteMedia = useDeleteMedia();

  function confirm() {
    if (deleteMedia.isPending) return;
    deleteMedia.mutate(slot.slot_name, {
      onSuccess: () => {
        toast.success('Imagem removida!', { description: `${slot.title}: ${emptySlotText(slot.slot_name)}` });
        setOpen(false);
      },
      onError: (error) => {
        setOpen(false);
        if (!isSessionRejected(error)) {
          toast.error('Erro ao remover', { description: errorText(error, 'Falha ao remover imagem') });
        }
      },
    });
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !deleteMedia.isPending && setOpen(next)}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className={`${smallButton} text-red-800`}
          aria-label={`Remover imagem de ${slot.title}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remover
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">Remover imagem</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-800">
            Tem certeza que deseja remover a imagem do slot {slot.slot_name}?
          </Dialog.Description>
          <p className="mt-2 text-sm text-slate-700" data-testid="delete-consequences">
            Deixa de aparecer no site. {emptySlotText(slot.slot_name)} A imagem fica no histórico e pode ser
            restaurada. {OLD_FILE_STAYS_REACHABLE}
          </p>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <button type="button" className={secondaryButton}>
                Cancelar
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={dangerButton}
              aria-disabled={deleteMedia.isPending}
              onClick={confirm}
            >
              {deleteMedia.isPending ? 'A remover…' : 'Remover'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

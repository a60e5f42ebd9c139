import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { secondaryButton } from './ui-classes.ts';

interface ConfirmDialogProps {
  /** The button that opens it. */
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While the action runs the dialog stays open and its confirm button says so. */
  pending: boolean;
  title: ReactNode;
  description: ReactNode;
  /** What else the owner should know before confirming. */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  confirmClassName: string;
  onConfirm: () => void;
}

/** A confirmation before an action the owner may regret: Cancelar, or the action. */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  pending,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  confirmClassName,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-800">{description}</Dialog.Description>
          {children}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <button type="button" className={secondaryButton}>
                Cancelar
              </button>
            </Dialog.Close>
            <button type="button" className={confirmClassName} aria-disabled={pending} onClick={onConfirm}>
              {pending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

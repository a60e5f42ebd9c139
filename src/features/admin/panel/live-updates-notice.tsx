import { WifiOff } from 'lucide-react';
import { useLiveStatus } from '#src/lib/use-live-status.ts';

/**
 * Tells the owner when live updates are paused (the project refused or dropped the connection):
 * changes made on another phone or tab then show when they come back to this window, and the
 * connection is tried again by itself. A live region, so screen readers hear it come and go.
 */
export function LiveUpdatesNotice() {
  const paused = useLiveStatus() === 'paused';
  return (
    <div role="status" aria-live="polite">
      {paused && (
        <p className="mb-4 flex items-start gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800">
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Atualizações em tempo real em pausa: o que mudar noutro separador ou telemóvel aparece quando voltar
          a esta janela. A ligação é retomada automaticamente.
        </p>
      )}
    </div>
  );
}

import { Info } from 'lucide-react';
import type { SavedBusinessFacts } from '@portable/business-facts/shape.ts';
import { formatDateTime } from '../shared/format-date.ts';

/** Where the facts the site shows come from: the last save, or the build's configuration before the first. */
export function FactsStatusNote({ current }: { current: SavedBusinessFacts | null }) {
  return (
    <p
      className="flex items-start gap-2 rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-slate-900"
      data-testid="facts-status-note"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-800" />
      {current ? (
        <span>
          Guardados em {formatDateTime(current.updatedAt)} (versão {current.version}). O estado da página
          pública está no topo do painel.
        </span>
      ) : (
        <span>
          Ainda não foram guardados dados aqui. Até ao primeiro «Guardar», o site mostra os dados da
          configuração com que foi publicado, e o formulário começa com eles.
        </span>
      )}
    </p>
  );
}

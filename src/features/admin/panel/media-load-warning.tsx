import { TriangleAlert } from 'lucide-react';

/** The exact warning when the full media list could not be loaded (only published slots, or none, show). */
export function MediaLoadWarning() {
  return (
    <p
      role="alert"
      className="mb-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      Algumas imagens podem não estar visíveis. Faça login para ver todas.
    </p>
  );
}

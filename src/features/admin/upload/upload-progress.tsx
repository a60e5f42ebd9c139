export type UploadPhase =
  | { step: 'idle' }
  | { step: 'preparing'; percent: number }
  | { step: 'uploading'; percent: number }
  | { step: 'processing' };

/**
 * What the upload is doing, in a real <progress>: first the photo's encoding (shrinking and its
 * smaller copies, seconds on a phone), then the sending of the body, then the server's publishing.
 */
export function UploadProgress({ phase }: { phase: UploadPhase }) {
  if (phase.step === 'idle') return null;
  const percent = phase.step === 'processing' ? 100 : phase.percent;
  const text =
    phase.step === 'preparing'
      ? `A preparar a imagem… ${percent}%`
      : phase.step === 'uploading'
        ? `A enviar… ${percent}%`
        : 'A publicar no site…';

  return (
    <div className="space-y-1">
      <progress
        className="h-3 w-full accent-blue-700"
        max={100}
        value={percent}
        aria-label="Progresso do envio"
        aria-valuetext={text}
      />
      <p className="text-sm text-slate-800" aria-live="polite">
        {text}
      </p>
    </div>
  );
}

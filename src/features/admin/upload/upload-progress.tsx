export type UploadPhase =
  { step: 'idle' } | { step: 'preparing' } | { step: 'uploading'; percent: number } | { step: 'processing' };

/** What the upload is doing; a real <progress> while the body is being sent. */
export function UploadProgress({ phase }: { phase: UploadPhase }) {
  if (phase.step === 'idle') return null;
  const percent = phase.step === 'uploading' ? phase.percent : phase.step === 'processing' ? 100 : 0;
  const text =
    phase.step === 'preparing'
      ? 'A preparar a imagem…'
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

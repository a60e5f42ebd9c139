import { useEffect, useRef } from 'react';
import { currentVersionOf, type AdminMediaSlot } from '#src/features/admin/api/admin-types.ts';
import { OLD_FILE_STAYS_REACHABLE } from '#src/features/admin/shared/old-file-text.ts';

interface UploadPreviewProps {
  file: File | null;
  slot: AdminMediaSlot | null;
  altText: string;
  caption: string;
}

/** The chosen image as it will be published, and where on the site it will appear. */
export function UploadPreview({ file, slot, altText, caption }: UploadPreviewProps) {
  const current = slot ? currentVersionOf(slot) : null;

  return (
    <section aria-labelledby="upload-preview-heading" className="rounded-xl bg-slate-50 p-4">
      <h3 id="upload-preview-heading" className="text-sm font-semibold text-slate-900">
        Pré-visualização
      </h3>
      {file ? (
        <figure className="mt-2">
          <FilePreviewImage file={file} alt={altText.trim() || 'Pré-visualização da imagem escolhida'} />
          {caption.trim() && (
            <figcaption className="mt-1 text-sm text-slate-700">{caption.trim()}</figcaption>
          )}
        </figure>
      ) : (
        <p className="mt-2 text-sm text-slate-700">Escolha uma imagem para a ver aqui.</p>
      )}
      <p className="mt-3 text-sm text-slate-800" data-testid="upload-placement-note">
        {slot ? (
          <>
            Vai aparecer em: <strong>{slot.title}</strong>
            {slot.description && <> — {slot.description}</>}
            {current && (
              <>
                {' '}
                Substitui a imagem atual (versão {current.version_number}), que fica no histórico.{' '}
                {OLD_FILE_STAYS_REACHABLE}
              </>
            )}
          </>
        ) : (
          'Escolha a secção e o slot para saber onde a imagem vai aparecer.'
        )}
      </p>
    </section>
  );
}

/** Shows a local file through an object URL that is revoked when the file changes or the image goes. */
function FilePreviewImage({ file, alt }: { file: File; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = ref.current;
    if (!image) return;
    const url = URL.createObjectURL(file);
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <img
      ref={ref}
      alt={alt}
      className="max-h-72 w-full rounded-lg bg-slate-200 object-contain"
      data-testid="upload-preview-image"
    />
  );
}

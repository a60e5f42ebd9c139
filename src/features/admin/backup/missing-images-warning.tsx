import { TriangleAlert } from 'lucide-react';
import {
  imagesCount,
  MISSING_STAY_IN_HISTORY,
  type MissingImage,
  missingVersionAdvice,
  missingVersionName,
  missingVersions,
} from './missing-images.ts';

/**
 * After a backup that had to leave images out: which ones, as the owner finds them in /admin,
 * and what to do. It stays on the tab until the next backup, unlike the toast.
 */
export function MissingImagesWarning({ images }: { images: readonly MissingImage[] }) {
  const versions = missingVersions(images);
  return (
    <div
      role="alert"
      aria-labelledby="backup-missing-heading"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <h3 id="backup-missing-heading" className="flex items-start gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {versions.length === 1 ? 'Falta 1 imagem' : `Faltam ${imagesCount(versions.length)}`} nesta cópia de
        segurança
      </h3>
      <p>
        O ficheiro foi descarregado com todas as outras imagens e com os dados do site, mas{' '}
        {versions.length === 1 ? 'esta não pôde ser copiada' : 'estas não puderam ser copiadas'}:
      </p>
      <ul className="list-disc space-y-2 pl-5">
        {versions.map((item) => (
          <li key={item.key}>
            <span className="font-semibold">{missingVersionName(item)}</span>: {item.reasons.join('; ')}.{' '}
            {missingVersionAdvice(item)}
          </li>
        ))}
      </ul>
      <p>{MISSING_STAY_IN_HISTORY}</p>
    </div>
  );
}

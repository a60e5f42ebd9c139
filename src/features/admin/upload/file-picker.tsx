import { Camera, ImagePlus, type LucideIcon } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { formatFileSize } from '#src/features/admin/shared/format-size.ts';

import { ACCEPT_ATTRIBUTE } from './upload-validation.ts';

interface FilePickerProps {
  file: File | null;
  error: string | null;
  disabled: boolean;
  onPick: (file: File) => void;
}

const pickerButton = `inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-50`;

/**
 * The image to upload: a file input (JPG/PNG/WebP), a drop zone for dragged files, and on
 * phones a second input that opens the camera. The inputs stay in the tab order (visually
 * hidden, their labels styled as buttons), so the keyboard reaches them as usual.
 */
export function FilePicker({ file, error, disabled, onPick }: FilePickerProps) {
  const [dragging, setDragging] = useState(false);
  const statusId = useId();

  function pickFromInput(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    if (picked) onPick(picked);
    event.target.value = ''; // choosing the same file again still fires a change
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onPick(dropped);
  }

  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">1. Imagem (JPG, PNG ou WebP)</legend>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="upload-drop-zone"
        className={`mt-2 flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center ${
          dragging ? 'border-blue-700 bg-blue-50' : 'border-slate-300 bg-slate-50'
        }`}
      >
        <p className="text-sm text-slate-700">Arraste uma imagem para aqui, ou:</p>
        <div className="flex flex-wrap justify-center gap-2">
          <FileButton
            accept={ACCEPT_ATTRIBUTE}
            icon={ImagePlus}
            label="Escolher imagem"
            disabled={disabled}
            statusId={statusId}
            onChange={pickFromInput}
          />
          {/* capture opens the camera on phones; on computers it is only a second file picker, so hidden there */}
          <FileButton
            accept="image/*"
            capture="environment"
            icon={Camera}
            label="Tirar foto"
            className="hidden pointer-coarse:inline"
            disabled={disabled}
            statusId={statusId}
            onChange={pickFromInput}
          />
        </div>
        <p id={statusId} className="text-sm text-slate-700" aria-live="polite">
          {file ? (
            <>
              Escolhida: <strong className="break-all">{file.name}</strong> ({formatFileSize(file.size)})
            </>
          ) : (
            'Nenhuma imagem escolhida. Fotos grandes são reduzidas automaticamente antes do envio.'
          )}
        </p>
        {error && (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}

interface FileButtonProps {
  accept: string;
  capture?: 'environment';
  icon: LucideIcon;
  label: string;
  className?: string;
  disabled: boolean;
  /** The line that says which image is chosen. */
  statusId: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A file input, visually hidden but in the tab order, behind its label styled as a button. */
function FileButton({
  accept,
  capture,
  icon: Icon,
  label,
  className,
  disabled,
  statusId,
  onChange,
}: FileButtonProps) {
  const id = useId();
  return (
    <span className={className}>
      <input
        id={id}
        type="file"
        accept={accept}
        capture={capture}
        className="peer sr-only"
        disabled={disabled}
        aria-describedby={statusId}
        onChange={onChange}
      />
      <label htmlFor={id} className={pickerButton}>
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </label>
    </span>
  );
}

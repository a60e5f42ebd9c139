/** Size as the gallery shows it: kilobytes, size/1024 rounded (docs/requirements/admin.md). */
export function formatKilobytes(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}

/** A file size for upload notes: KB under one megabyte, MB with one decimal above. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return formatKilobytes(bytes);
  return `${(bytes / (1024 * 1024)).toLocaleString('pt-PT', { maximumFractionDigits: 1 })} MB`;
}

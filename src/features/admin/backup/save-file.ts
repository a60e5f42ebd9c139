/**
 * Hands a finished file to the browser's downloads (iPhone Safari and Android Chrome included)
 * under `name`. The address is released a minute later, once the download has its own copy.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

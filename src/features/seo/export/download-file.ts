/** Saves text as a file through a temporary object URL and a download link. */
export function downloadFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started by the next task; the URL is then no longer needed
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Hands `blob` to the browser as a download named `fileName` (a fetched certificate, the user's
 * data as JSON). The object URL is revoked a minute later, once the browser has the file.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

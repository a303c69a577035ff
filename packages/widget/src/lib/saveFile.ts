/**
 * Saves data the widget already holds as a file: a Blob behind an object URL, followed by a
 * temporary link with `download` (no navigation, no markup from text). The URL is released once
 * the browser has had time to start the download.
 */
export function saveFile(parts: BlobPart[], fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

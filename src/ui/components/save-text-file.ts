/** Hands a text file to the browser as a download (a CSV export): a Blob behind a link clicked once, then let go. */

/** Saves `text` as `fileName`; a byte order mark first, so spreadsheets read the UTF-8 right. */
export function saveTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the next task is late enough to let go of the Blob.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

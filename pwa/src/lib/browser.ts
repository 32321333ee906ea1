/**
 * Browser actions that leave the app. They sit behind one object so tests can observe them:
 * jsdom's `window.location` cannot be replaced or spied on, and it has no downloads or
 * clipboard.
 */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Hands a file to the browser's downloads (an object URL on a temporary link). */
  saveFile(blob: Blob, filename: string): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked a little later: some browsers read the URL after click() has returned.
    window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
  },
  /** Resolves when the text is on the clipboard; rejects where the browser refuses. */
  async copyText(text: string): Promise<void> {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard not available');
    await navigator.clipboard.writeText(text);
  },
};

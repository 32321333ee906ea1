/**
 * Browser actions that leave the app. They sit behind one object so tests can observe them:
 * jsdom's `window.location` cannot be replaced or spied on.
 */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};

import { lazy, useSyncExternalStore, type ComponentType } from 'react';

/** A screen's module (the calls it starts with are declared on its route: app/route-handle.ts). */
export type ScreenModule = { default: ComponentType };

/** A screen component whose code is its own chunk; preload() starts the download early. */
export type LazyScreen = ComponentType & { preload: () => Promise<ScreenModule> };

let downloading = 0;
const listeners = new Set<() => void>();

function changeDownloading(by: number): void {
  downloading += by;
  listeners.forEach((listener) => listener());
}

/**
 * Every screen is its own chunk, fetched when it first renders, or earlier through preload():
 * the app preloads the screen of the address it opens on while sign-in runs. The download is
 * shared, so a preload and the render never fetch twice.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let download: Promise<ScreenModule> | null = null;
  const preload = () => {
    if (!download) {
      changeDownloading(1);
      download = load().finally(() => changeDownloading(-1));
    }
    return download;
  };
  return Object.assign(lazy(preload), { preload });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isDownloading = () => downloading > 0;

/**
 * True while a screen's code is on its way. Navigations run as React transitions, so the
 * previous screen stays up meanwhile: the chrome shows a progress bar instead.
 */
export function useScreenDownloading(): boolean {
  return useSyncExternalStore(subscribe, isDownloading, isDownloading);
}

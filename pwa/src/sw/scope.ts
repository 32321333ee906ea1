/**
 * The few service-worker globals this code uses. The project compiles with the DOM library
 * (the app's), which has no ServiceWorkerGlobalScope; each worker module declares `self`
 * with this type instead, which keeps one tsconfig without mixing the DOM and WebWorker
 * libraries.
 */
export type PrecacheEntry = { url: string; revision: string | null };

export type ServiceWorkerScope = {
  /** Replaced at build time by workbox-build (injectManifest) with the app shell's files. */
  __WB_MANIFEST: PrecacheEntry[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
};

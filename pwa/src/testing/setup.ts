import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { announceUpdate } from '@/lib/app-update.ts';
import { offlineRecords } from '@/app/offline-records.ts';
import { configureOfflineRecords, deleteOfflineDatabase } from '@/offline/session.ts';
import { showEnglishNow } from '@/lib/interface-language.ts';

configureOfflineRecords(async () => offlineRecords);

// The app shows English before its first render (app/start-app.tsx); so does every test.
showEnglishNow();

// Lazy screens are transformed on first import in a test run; that can exceed the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; react-router's ScrollRestoration calls this on every navigation.
window.scrollTo = () => {};

// jsdom has <dialog> but no modal behaviour: opening and closing only toggle `open` here.
// Chromium's real modal (focus, inert page, Escape) is exercised by the e2e journeys.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

// jsdom lays nothing out, so ranges have no boxes; Quill (the rich-text editor) asks for them
// to keep the cursor in view.
Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  announceUpdate(null);
  // A test that showed another language leaves English for the next.
  showEnglishNow();
  document.documentElement.lang = 'en-AU';
  document.documentElement.dir = 'ltr';
  // Every test starts with empty IndexedDB (fake-indexeddb keeps databases between tests).
  await deleteOfflineDatabase();
  const databases = await indexedDB.databases();
  await Promise.all(
    databases.map(
      ({ name }) =>
        new Promise<void>((resolve) => {
          if (!name) return resolve();
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
});

/** Blueprint's toasts close after this long (their exit transition), with room to spare. */
const TOAST_EXIT_MS = 600;

afterAll(async () => {
  // Only files whose screens raised an admin notice have its container (and its module loaded).
  if (!document.querySelector('[class*="toast-container"]')) return;
  vi.useRealTimers();
  const { dismissAdminToasts } = await import('@/features/admin/lib/admin-toaster.ts');
  await dismissAdminToasts();
  await new Promise((resolve) => setTimeout(resolve, TOAST_EXIT_MS));
});

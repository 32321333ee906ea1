import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy screens are transformed on first import in a test run; that can exceed the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; react-router's ScrollRestoration calls this on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

import { isPublicESignatureUrl } from '@portal/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { AuthProvider } from './features/auth/components/auth-provider.tsx';
import { AppProvider } from './app/provider.tsx';
import { isPublicConnectionPath, publicRoutes, signedInRoutes } from './app/router.tsx';
import './app/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Spec 2.1: e-signature links with a query string skip sign-in and show only those routes;
// so does the share link of a public newsletter article.
const publicMode =
  isPublicESignatureUrl(window.location.pathname, window.location.search) || isPublicConnectionPath(window.location.pathname);

// Created before sign-in finishes, so the first screen's code downloads meanwhile.
const router = createBrowserRouter(publicMode ? publicRoutes : signedInRoutes);
const restorePath = (path: string) => router.navigate(path, { replace: true });

// The service worker exists only in production builds (vite-plugin-pwa); development and
// tests run without one, and without workbox-window in the bundle they load.
if (import.meta.env.PROD) {
  void import('./lib/service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker());
}

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      {publicMode ? (
        <RouterProvider router={router} />
      ) : (
        <AuthProvider restorePath={restorePath}>
          <RouterProvider router={router} />
        </AuthProvider>
      )}
    </AppProvider>
  </StrictMode>,
);

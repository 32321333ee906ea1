import { isPublicESignatureUrl } from '@portal/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { AuthProvider } from './features/auth/components/auth-provider.tsx';
import { AppProvider } from './app/provider.tsx';
import { publicRoutes, signedInRoutes } from './app/router.tsx';
import './app/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Spec 2.1: e-signature links with a query string skip sign-in and show only those routes.
const publicMode = isPublicESignatureUrl(window.location.pathname, window.location.search);

// Created before sign-in finishes, so the first screen's code downloads meanwhile.
const router = createBrowserRouter(publicMode ? publicRoutes : signedInRoutes);
const restorePath = (path: string) => router.navigate(path, { replace: true });

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

import type { UserRecord } from '@portal/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { signedInRoutes } from '@/app/router.tsx';
import { AuthContext } from '@/features/auth/hooks/use-auth.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { openOfflineDatabase } from '@/offline/session.ts';
import { buildUser } from './factories.ts';

/**
 * Renders the signed-in app at a path, with the identity provider replaced by a signed-in
 * user (sign-in itself needs a real provider and is covered by the e2e journeys).
 */
export function renderApp(path: string, { user = buildUser() }: { user?: UserRecord } = {}) {
  const signOut = async () => {};
  // Sign-in opens the person's offline database before the screens mount; so does this.
  void openOfflineDatabase({ campus: user.campus, username: user.username });
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthContext.Provider value={{ status: 'signedIn', user, signOut }}>
            <Outlet />
          </AuthContext.Provider>
        ),
        children: signedInRoutes,
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}

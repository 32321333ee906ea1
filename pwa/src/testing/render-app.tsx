import type { UserRecord } from '@portal/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppRoutes } from '@/app/app-routes.tsx';
import { refetchContentInPersonsLanguage } from '@/app/content-language.ts';
import { signedInRoutes } from '@/app/router.tsx';
import { LanguageProvider } from '@/components/layout/language-provider.tsx';
import { saveLanguageChoice } from '@/features/auth/api/choose-language.ts';
import { AuthContext, type AuthContextValue } from '@/features/auth/hooks/use-auth.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { saveDeviceAnswer } from '@/offline/device.ts';
import { openOfflineDatabase, useOfflineDatabase, type OfflineScope } from '@/offline/session.ts';
import { buildUser } from './factories.ts';

/** Whose database a test user's is: sign-in keys it by the token's sub, made up here. */
export function offlineScopeOf(user: UserRecord = buildUser()): OfflineScope {
  return { campus: user.campus, sub: `sub-${user.username}` };
}

/** As sign-in on the person's own device does: the device keeps data, their database opens. */
export function openPersonDatabase(user: UserRecord = buildUser()) {
  saveDeviceAnswer('own');
  return openOfflineDatabase(offlineScopeOf(user));
}

/**
 * Renders the signed-in app at a path, with the identity provider replaced by a signed-in
 * user (sign-in itself needs a real provider and is covered by the e2e journeys).
 */
type RenderAppOptions = {
  user?: UserRecord;
  /** 'unanswered': "Is this a shared computer?" not answered yet, so screens run network-only. */
  device?: 'own' | 'unanswered';
  askAboutDevice?: () => void;
};

/**
 * The app opens the person's database once its first screen is shown; screens here start
 * with it open (or settled network-only), as every screen after the first does, so what a
 * test does on screen reaches the database deterministically.
 */
function AfterDatabaseSettles({ children }: { children: ReactNode }) {
  return useOfflineDatabase().ready ? children : null;
}

export function renderApp(
  path: string,
  { user = buildUser(), device = 'own', askAboutDevice = () => {} }: RenderAppOptions = {},
) {
  // As the app's sign-out does before it drops the token (features/auth); leaving is the e2e journeys'.
  const signOut: AuthContextValue['signOut'] = async ({ beforeLeaving } = {}) => {
    await beforeLeaving?.().catch(() => {});
  };
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  // Sign-in opens the person's offline database before the screens mount; so does this.
  void (device === 'own' ? openPersonDatabase(user) : openOfflineDatabase(offlineScopeOf(user)));
  // The app's routes as the app renders them (app/app-routes.tsx), under a memory router
  // whose state and navigate() the tests read and drive.
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AuthContext.Provider
            value={{
              status: 'signedIn',
              user,
              signOut,
              deviceAnswer: device === 'own' ? 'own' : null,
              askAboutDevice,
              // As the app's sign-in does (features/auth, app/start-app.tsx): saved, then the content asked for again.
              chooseLanguage: async (language) => {
                await saveLanguageChoice(user.username, language);
                void refetchContentInPersonsLanguage(queryClient);
              },
            }}
          >
            <AppRoutes routes={signedInRoutes} />
          </AuthContext.Provider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <LanguageProvider>
      <QueryClientProvider client={queryClient}>
        <AfterDatabaseSettles>
          <RouterProvider router={router} />
        </AfterDatabaseSettles>
      </QueryClientProvider>
    </LanguageProvider>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}

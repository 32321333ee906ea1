import { useEffect, useRef, type CSSProperties } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Footer } from '@/components/layout/footer.tsx';
import { Header } from '@/components/layout/header.tsx';
import { SkipLink } from '@/components/layout/skip-link.tsx';
import { InstallHint } from '@/components/pwa/install-hint.tsx';
import { OfflineIndicator } from '@/components/pwa/offline-indicator.tsx';
import { UpdatePrompt } from '@/components/pwa/update-prompt.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { EmergencyBanner } from '@/features/emergency-broadcast/components/emergency-banner.tsx';
import { CategoryFilter } from '@/features/post-categories/components/category-filter.tsx';
import { useSettings } from '@/features/settings/api/get-settings.ts';
import { startOutboxSync } from '@/offline/outbox.ts';
import { openOfflineDatabase, useOfflineDatabase } from '@/offline/session.ts';
import { useRouteHandle } from '../route-handle.ts';

const APP_TITLE = 'School Portal';

/** The browser chrome (address bar, task switcher) takes the school's header colour. */
function useThemeColourMeta(colour: string | undefined) {
  useEffect(() => {
    if (!colour) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = colour;
    return () => {
      meta.content = previous;
    };
  }, [colour]);
}

/**
 * The person's offline database: opened for them (sign-in usually has already started
 * this), and while it is open, their queued writes are sent whenever the app is online.
 */
function useOfflineSession(campus: string | undefined, username: string | undefined) {
  const { ready, db } = useOfflineDatabase();
  useEffect(() => {
    if (campus && username) void openOfflineDatabase({ campus, username });
  }, [campus, username]);
  useEffect(() => (db ? startOutboxSync(db) : undefined), [db]);
  return ready;
}

/**
 * The chrome around every signed-in screen (spec 2.4): header, emergency banner, main,
 * footer, with the school's theme colours as CSS custom properties. Screens wait for the
 * offline database to open, so they can render what is saved before the network answers.
 */
export function SignedInShell() {
  const { user, signOut } = useAuth();
  const { data: settings } = useSettings();
  const offlineReady = useOfflineSession(user?.campus, user?.username);
  useThemeColourMeta(settings?.theme_colours.header_colour);
  const handle = useRouteHandle();
  const navigation = useNavigation();
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    document.title = handle ? `${handle.title} | ${APP_TITLE}` : APP_TITLE;
  }, [handle]);

  // After an in-app navigation, focus moves to the new content, as a page load would do.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  const theme = {
    ...(settings?.theme_colours.header_colour ? { '--header-colour': settings.theme_colours.header_colour } : {}),
    ...(settings?.theme_colours.footer_colour ? { '--footer-colour': settings.theme_colours.footer_colour } : {}),
  } as CSSProperties;

  return (
    <div className="app" style={theme}>
      <SkipLink />
      <Header
        logoUrl={settings?.banner_images.ribbon_logo}
        title={APP_TITLE}
        heading={handle?.heading}
        filterMenu={handle?.filter ? <CategoryFilter /> : undefined}
      />
      <OfflineIndicator />
      <EmergencyBanner />
      <UpdatePrompt />
      <InstallHint />
      {navigation.state === 'loading' ? (
        <div className="route-progress" role="progressbar" aria-label="Loading the next screen" />
      ) : null}
      <main id="main" ref={mainRef} tabIndex={-1} className="main">
        {offlineReady ? <Outlet /> : <Loading />}
      </main>
      <Footer username={user?.username ?? ''} phoneNumber={settings?.phoneNumber} onSignOut={() => void signOut()} />
      <ScrollRestoration />
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { SettingsRecord } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BackTargetContext, type BackTarget } from '@/components/layout/back-target.ts';
import { Footer } from '@/components/layout/footer.tsx';
import { LanguageControl } from '@/components/ui/language-control.tsx';
import { Header } from '@/components/layout/header.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { ScreenBoundary } from '@/components/layout/screen-boundary.tsx';
import { rememberSchoolBrand } from '@/components/layout/school-brand.ts';
import { schoolTheme } from '@/components/layout/school-theme.ts';
import { SkipLink } from '@/components/layout/skip-link.tsx';
import { OfflineIndicator } from '@/components/pwa/offline-indicator.tsx';
import { RefusedWritesStatus } from '@/components/pwa/refused-writes-status.tsx';
import { UpdatePrompt } from '@/components/pwa/update-prompt.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { OpenAlertsSettingsContext } from '@/features/alerts/lib/alerts-settings.ts';
import { alertsMayBeOn } from '@/features/alerts/lib/push-support.ts';
import { keepAlertsInStep, stopAlertsOnThisDevice } from '@/features/alerts/lib/this-device.ts';
import { useEmergencyBroadcasts } from '@/data/emergency-broadcasts/api/get-emergency-broadcasts.ts';
import { EmergencyBanner } from '@/features/emergency-broadcast/components/emergency-banner.tsx';
import { useSettings } from '@/features/settings/api/get-settings.ts';
import { afterFirstScreen } from '@/lib/first-screen.ts';
import { useScreenDownloading } from '@/lib/lazy-screen.ts';
import type { DeviceAnswer } from '@/offline/device.ts';
import { useOfflineDatabase } from '@/offline/session.ts';
import { useRouteHandle } from '../route-handle.ts';
import { useScrollRestoration } from './use-scroll-restoration.ts';
import './signed-in-shell.css';

/** The header's category menu: its code loads when the menu is first opened. */
const CategoryFilter = lazy(() =>
  import('@/features/post-categories/components/category-filter.tsx').then(({ CategoryFilter: Filter }) => ({ default: Filter })),
);

/** The Alerts settings (issue 29): their code loads when opened from the footer. */
const AlertsDialog = lazy(() =>
  import('@/features/alerts/components/alerts-dialog.tsx').then(({ AlertsDialog: Dialog }) => ({ default: Dialog })),
);

/**
 * Once the first screen is shown, and whenever "Is this a shared computer?" is answered again:
 * a device with alerts on tells the server its subscription (once per start), a shared one
 * stops getting them.
 */
function useAlertsInStep(deviceAnswer: DeviceAnswer | null): void {
  useEffect(() => {
    if (!alertsMayBeOn()) return;
    afterFirstScreen()
      .then(() => keepAlertsInStep(deviceAnswer))
      .catch((error: unknown) => console.warn('Alerts on this device not brought up to date', error));
  }, [deviceAnswer]);
}

/** Signing out stops this device's alerts first, while the session can still delete them. */
function stopAlertsHere(): Promise<void> {
  return alertsMayBeOn() ? stopAlertsOnThisDevice() : Promise.resolve();
}

/**
 * The browser chrome (address bar, task switcher) takes the school's header colour; the
 * school's look is remembered for the page sign-out ends on.
 */
function useSchoolBrand(settings: SettingsRecord | undefined) {
  const colour = settings?.theme_colours.header_colour;
  useEffect(() => {
    if (!settings) return;
    const { ribbon_logo: logoUrl, background_image: backgroundUrl } = settings.banner_images;
    rememberSchoolBrand({ logoUrl, backgroundUrl, colour: colour ?? null });
  }, [settings, colour]);
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
 * The person's offline database, opened by sign-in (features/auth; network-only on a shared
 * computer) once the first screen is shown: while it is open, their queued writes are sent
 * whenever the app is online.
 */
function useOfflineSession(): void {
  const state = useOfflineDatabase();
  const { db } = state;
  const queryClient = useQueryClient();
  const previous = useRef(state);
  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    // A database opening under screens that ran network-only (the device has just been
    // answered 'own'): what they show was never saved, so they ask again and it is.
    if (db && before.ready && !before.db) void queryClient.invalidateQueries();
  }, [state, db, queryClient]);
  useEffect(() => db?.keepSendingQueued(), [db]);
}

/**
 * The chrome around every signed-in screen (spec 2.4): header, emergency banner, main,
 * footer, with the school's theme colours as CSS custom properties. Screens render from the
 * network straight away; what is saved on the device shows as soon as the offline database
 * has opened (after the first screen, or at once when the network fails).
 */
export function SignedInShell() {
  const { t, i18n } = useLingui();
  const { user, signOut, deviceAnswer, askAboutDevice, chooseLanguage } = useAuth();
  const { data: settings } = useSettings();
  useOfflineSession();
  useScrollRestoration();
  useSchoolBrand(settings);
  useAlertsInStep(deviceAnswer);
  const [alertsOpen, setAlertsOpen] = useState(false);
  const openAlerts = useCallback(() => setAlertsOpen(true), []);
  const [back, setBack] = useState<BackTarget | null>(null);
  const handle = useRouteHandle();
  const screenDownloading = useScreenDownloading();
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  const appTitle = t`School Portal`;
  const documentTitle = handle ? `${i18n._(handle.screenTitle)} | ${appTitle}` : appTitle;
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  // After an in-app navigation, focus moves to the new content, as a page load would do.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  // The banner sits above the screen. Until its call has settled (it runs alongside the
  // settings call) the screen waits, so a banner never pushes a screen down once shown; the
  // main area then takes the place of the one waiting, rather than moving. Offline the call
  // waits for the network (paused): nothing to wait for. Once shown, the screen stays: the
  // paused call resuming when the connection returns must not swap it (and whatever the
  // person was typing in it) for the waiting one.
  const broadcasts = useEmergencyBroadcasts();
  const [screenShown, setScreenShown] = useState(false);
  const bannerSettled = screenShown || !broadcasts.isPending || broadcasts.fetchStatus === 'paused';
  if (bannerSettled && !screenShown) setScreenShown(true);

  const theme = schoolTheme(settings?.theme_colours);

  return (
    <BackTargetContext.Provider value={setBack}>
      <div className="app" style={theme}>
        <SkipLink />
        <div className="top-chrome">
          <Header
            logoUrl={settings?.banner_images.ribbon_logo}
            backgroundUrl={settings?.banner_images.background_image}
            heading={handle?.heading}
            headingIcon={handle?.headingIcon}
            filterMenu={handle?.filter ? <CategoryFilter /> : undefined}
            back={back}
          />
          <OfflineIndicator />
          {bannerSettled ? <EmergencyBanner /> : null}
        </div>
        <RefusedWritesStatus />
        {bannerSettled ? (
          <>
            <UpdatePrompt />
            {screenDownloading ? (
              <div className="route-progress" role="progressbar" aria-label={t`Loading the next screen`} />
            ) : null}
            <main key="screen" id="main" ref={mainRef} tabIndex={-1} className="main">
              <ScreenBoundary resetKey={location.pathname}>
                <OpenAlertsSettingsContext.Provider value={openAlerts}>
                  <Outlet />
                </OpenAlertsSettingsContext.Provider>
              </ScreenBoundary>
            </main>
            <Footer
              username={user?.username ?? ''}
              phoneNumber={settings?.phoneNumber}
              onSignOut={() => void signOut({ beforeLeaving: stopAlertsHere })}
              deviceAnswer={deviceAnswer}
              onChangeDevice={askAboutDevice}
              languageControl={<LanguageControl onChosen={chooseLanguage} />}
              onOpenAlerts={openAlerts}
            />
            {alertsOpen && user ? (
              <Suspense fallback={null}>
                <AlertsDialog user={user} deviceAnswer={deviceAnswer} onClose={() => setAlertsOpen(false)} />
              </Suspense>
            ) : null}
          </>
        ) : (
          <main key="waiting" id="main" tabIndex={-1} className="main">
            <Loading />
          </main>
        )}
      </div>
    </BackTargetContext.Provider>
  );
}

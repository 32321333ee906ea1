import { startEarlyCall } from '@/lib/early-answers.ts';
import { liveSessionInTab, usernameFromProfile } from '@/features/auth/lib/sign-in-session.ts';
import type { ReaderRoute } from './reader-screens.ts';

/**
 * The calls a signed-in visit makes before its first screen can show, as the api client
 * addresses them: the shell's (the campus, the person, the school's settings, the emergency
 * broadcast, what the person has read) and the screen's own. The first script starts them
 * while the app's code downloads (lib/early-answers.ts says why). A screen whose first call
 * depends on the campus's settings (the calendar's months, in the school's time zone) is not
 * here: its call starts as soon as the app knows them (app/router.tsx firstCalls).
 */
const SHELL_CALLS = ['/api/settings/', '/api/emergencybroadcast/', '/api/readposts/'];
const PUBLIC_SHELL_CALLS = ['/api/campus-config'];
const SCREEN_CALLS: Partial<Record<ReaderRoute, string[]>> = {
  home: ['/api/posts/?types=notice'],
  notices: ['/api/posts/?types=notice', '/api/posts/?types=principal'],
};

/** The early calls of a visit opening on `route`, each with whether it carries the token. */
export function earlyCallsOf(route: ReaderRoute | null, username: string): { url: string; auth: boolean }[] {
  const signedIn = [`/api/users/${encodeURIComponent(username)}`, ...SHELL_CALLS, ...((route && SCREEN_CALLS[route]) ?? [])];
  return [...PUBLIC_SHELL_CALLS.map((url) => ({ url, auth: false })), ...signedIn.map((url) => ({ url, auth: true }))];
}

/** Starts them for a visit with a live session in this tab, online; otherwise does nothing. */
export function startEarlyCalls(route: ReaderRoute | null): void {
  const session = liveSessionInTab();
  if (!session || !navigator.onLine) return;
  for (const { url, auth } of earlyCallsOf(route, usernameFromProfile(session.profile)))
    startEarlyCall(url, auth ? session.access_token : null);
}

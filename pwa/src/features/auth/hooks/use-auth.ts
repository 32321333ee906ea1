import type { Language, UserRecord } from '@portal/contract';
import { createContext, useContext } from 'react';
import type { DeviceAnswer } from '@/offline/device.ts';

export type AuthStatus = 'loading' | 'signIn' | 'signedIn' | 'error';

export type SignOutOptions = {
  /**
   * What must be done while the session still works (this device's alerts: their row is
   * deleted with the person's token). Best effort: sign-out goes on after SIGN_OUT_STEP_LIMIT_MS,
   * or if it fails.
   */
  beforeLeaving?: () => Promise<void>;
};

/** How long sign-out waits for `beforeLeaving` (a slow or absent network must not keep a person signed in). */
export const SIGN_OUT_STEP_LIMIT_MS = 3000;

export type AuthContextValue = {
  status: AuthStatus;
  /** The portal user record (spec 2.3: with an empty country_name); null until signed in. */
  user: UserRecord | null;
  signOut: (options?: SignOutOptions) => Promise<void>;
  /** Whether this is a shared computer ('shared') or the person's own device; null until answered. */
  deviceAnswer: DeviceAnswer | null;
  /** Asks "Is this a shared computer?" again, to change the answer. */
  askAboutDevice: () => void;
  /** Saves the language the person chose on their record; rejects when it could not be saved. */
  chooseLanguage: (language: Language) => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

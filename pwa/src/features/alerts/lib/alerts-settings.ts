import { createContext } from 'react';

/**
 * Opens the Alerts settings, which the signed-in chrome holds (its footer opens them too): the
 * dashboard's offer, once alerts are on, offers them without loading them itself.
 */
export const OpenAlertsSettingsContext = createContext<(() => void) | null>(null);

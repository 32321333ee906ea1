import { createContext } from 'react';
import type { SavedCopy } from '@/components/ui/last-updated.tsx';

/**
 * The place's saved list of pages, when a task table (itself a saved list) is on the same
 * screen: the table's 'Last updated' then speaks for both, so the screen says it once.
 */
export const PlacePagesCopy = createContext<SavedCopy | null>(null);

import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Where the header's back arrow goes on a screen that names its way back (reader spec 2.5 and
 * 2.8: an address; 2.6: the dashboard's views return to its summary). Without one the arrow
 * goes to the previous screen. One arrow does both, so a screen never shows two ways back.
 */
export type BackTarget = { href: string } | { label: string; onBack: () => void };

/** Provided by the signed-in shell, which hands the target to its header. */
export const BackTargetContext = createContext<(target: BackTarget | null) => void>(() => {});

/** While the calling component is shown, the header's back arrow goes to `target`. */
export function useBackTarget(target: BackTarget): void {
  const setTarget = useContext(BackTargetContext);
  const href = 'href' in target ? target.href : null;
  const label = 'label' in target ? target.label : null;
  // The latest action runs, without setting the target again on every render.
  const onBack = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    onBack.current = 'onBack' in target ? target.onBack : null;
  });
  useEffect(() => {
    setTarget(href === null ? { label: label ?? '', onBack: () => onBack.current?.() } : { href });
    return () => setTarget(null);
  }, [href, label, setTarget]);
}

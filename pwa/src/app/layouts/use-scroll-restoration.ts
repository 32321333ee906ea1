import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'portal.scrollPositions';

function savedPositions(): Map<string, number> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(parsed) ? (parsed as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

const positions = savedPositions();

function persist() {
  try {
    // The latest hundred entries are plenty for Back and Forward.
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-100)));
  } catch {
    // Not kept across a reload; Back within the tab still works.
  }
}

/**
 * As a page load would: a new screen starts at the top, and Back or Forward returns to where
 * the person was on that entry (also after a reload of the tab).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', persist);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    const { key, hash } = location;
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Runs as the person leaves this entry, before the next screen is laid out.
    return () => {
      positions.delete(key);
      positions.set(key, window.scrollY);
    };
  }, [location, navigationType]);
}

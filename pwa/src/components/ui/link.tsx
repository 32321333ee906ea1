import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An address in the app ('/notices'); one with a scheme or `//` leaves it unless it is this origin's. */
  to: string;
};

/** React Router's test for an address that names its own origin. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/** The path an absolute address has in the app, or null when it belongs to another site. */
function pathInApp(to: string): string | null {
  try {
    const url = new URL(to.replace(/\\/g, '/'), window.location.href);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * A link within the app, as React Router's Link does it in declarative mode: a plain left
 * click navigates in the app (a new tab, a modifier key or another site stays with the
 * browser), through the router's own hooks. React Router's Link also carries the framework
 * mode's route prefetching, which its bundle cannot leave out: about 2.5 KB gzip of the
 * reader's JavaScript for a feature the portal does not use. The ESLint config points imports
 * of Link and NavLink from react-router here.
 */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const absolute = ABSOLUTE_URL.test(to);
  const path = absolute ? pathInApp(to) : to;
  const href = useHref(path ?? to);
  const navigate = useLinkClickHandler(path ?? to, { target });
  if (path === null) return <a {...rest} href={to} target={target} onClick={onClick} />;
  return (
    <a
      {...rest}
      href={absolute ? to : href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

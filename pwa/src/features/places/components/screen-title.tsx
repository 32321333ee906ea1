import { useBackTarget } from '@/components/layout/back-target.ts';

/**
 * A screen's heading whose way back the spec gives (reader spec 2.5 and 2.8: "Back goes to
 * ..."): the header's back arrow goes there while it shows, the one way back on the screen.
 */
export function ScreenTitle({ title, backHref }: { title: string; backHref: string }) {
  useBackTarget({ href: backHref });
  return (
    <h1 className="page-title" id="screen-title">
      {title}
    </h1>
  );
}

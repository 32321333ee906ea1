import type { ReactNode } from 'react';
import { useBackTarget } from '@/components/layout/back-target.ts';
import './page-header.css';

type PageHeaderProps = {
  title: string;
  /** A sentence under the heading, saying what the screen is for. */
  lead?: ReactNode;
  /** Buttons that act on the whole screen, beside the heading on wide screens. */
  actions?: ReactNode;
};

/**
 * A screen's heading: its one h1 (the screen's section is labelled by it), a lead and the
 * screen's own actions. The way back is never here: the header's arrow is the one way back.
 */
export function PageHeader({ title, lead, actions }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div className="page-header__text">
        <h1 className="page-title" id="screen-title">
          {title}
        </h1>
        {lead ? <p className="page-header__lead">{lead}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </div>
  );
}

/**
 * A screen heading whose way back the spec gives (reader spec 2.5 and 2.8: "Back goes to
 * ..."): the header's back arrow goes there while it shows.
 */
export function PageHeaderWithBack({ backHref, ...header }: PageHeaderProps & { backHref: string }) {
  useBackTarget({ href: backHref });
  return <PageHeader {...header} />;
}

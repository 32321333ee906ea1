import { Link } from 'react-router';
import './back-header.css';

/** A screen's heading with the back link the spec gives it (reader spec 2.5 and 2.8). */
export function BackHeader({ title, backHref }: { title: string; backHref: string }) {
  return (
    <div className="back-header">
      <Link className="back-header__back" to={backHref}>
        Back
      </Link>
      <h1 className="page-title" id="screen-title">
        {title}
      </h1>
    </div>
  );
}

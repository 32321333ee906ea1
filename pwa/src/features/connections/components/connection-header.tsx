import type { ConnectionHeaderRecord } from '@portal/contract';
import { liveUntil } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useConnectionHeaders } from '../api/get-connection-header.ts';
import './connection-header.css';

/**
 * A header stops at its publish end, like posts, even when read from the saved copy. The
 * server decides when it starts (it sends only the live one), so only the end is checked.
 */
function useUnexpired(header: ConnectionHeaderRecord | undefined): ConnectionHeaderRecord | undefined {
  const end = header
    ? liveUntil({ published: true, publish_start: header.publish_start, publish_end: header.publish_end })
    : null;
  const endTime = end?.getTime() ?? null;
  const [expired, setExpired] = useState(() => endTime !== null && Date.now() > endTime);
  useEffect(() => {
    if (endTime === null) {
      setExpired(false);
      return;
    }
    const wait = endTime + 1 - Date.now();
    setExpired(wait <= 0);
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setExpired(true), Math.min(wait, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [endTime]);
  return expired ? undefined : header;
}

/** The header image with its caption at the chosen corner (none for no_caption). */
export function ConnectionHeader() {
  const headers = useConnectionHeaders();
  const header = useUnexpired(headers.data?.[0]);
  const [failed, setFailed] = useState<string | null>(null);

  if (!header?.featured_img_url || failed === header.featured_img_url) return null;
  const caption = header.caption_location !== 'no_caption' && header.caption.trim() ? header.caption : null;

  return (
    <figure className={`connection-header connection-header--${header.caption_location}`}>
      <img
        className="connection-header__image"
        src={header.featured_img_url}
        alt={header.alttext}
        onError={() => setFailed(header.featured_img_url)}
      />
      {caption ? <figcaption className="connection-header__caption">{caption}</figcaption> : null}
    </figure>
  );
}

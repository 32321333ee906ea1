import { readerPaths } from '@portal/contract';
import { Link } from '@/components/ui/link.tsx';
import { HomeIcon, PhoneIcon } from '@/components/ui/icons.tsx';
import type { DeviceAnswer } from '@/offline/device.ts';
import './footer.css';

type FooterProps = {
  username: string;
  phoneNumber: string | null | undefined;
  onSignOut: () => void;
  deviceAnswer: DeviceAnswer | null;
  onChangeDevice: () => void;
};

const DEVICE_LABELS: Record<DeviceAnswer | 'none', string> = {
  shared: 'Shared computer: Yes',
  own: 'Shared computer: No',
  none: 'Shared computer: not answered',
};

/** `tel:` URIs take digits and a leading +; spaces and brackets are for people only. */
function telHref(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/[^\d+]/g, '')}`;
}

/**
 * Spec 2.4: a home link, 'Logged in as:' plus the username, and the school's phone link.
 * Beside sign-out, the answer to "Is this a shared computer?", which opens the question again.
 */
export function Footer({ username, phoneNumber, onSignOut, deviceAnswer, onChangeDevice }: FooterProps) {
  return (
    <footer className="site-footer">
      <nav className="site-footer__inner" aria-label="Footer">
        <Link to={readerPaths.home.href()} className="site-footer__link">
          <HomeIcon />
          <span>Home</span>
        </Link>
        <p className="site-footer__user">Logged in as: {username}</p>
        {phoneNumber ? (
          <a className="site-footer__link" href={telHref(phoneNumber)} aria-label={`Call the school on ${phoneNumber}`}>
            <PhoneIcon />
            <span>{phoneNumber}</span>
          </a>
        ) : null}
        <button type="button" className="site-footer__button" aria-haspopup="dialog" onClick={onChangeDevice}>
          {DEVICE_LABELS[deviceAnswer ?? 'none']}
        </button>
        <button type="button" className="site-footer__button" onClick={onSignOut}>
          Sign out
        </button>
      </nav>
    </footer>
  );
}

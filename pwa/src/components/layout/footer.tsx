import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { readerPaths } from '@portal/contract';
import type { ReactNode } from 'react';
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
  /** The Language control (issue 28), bound to the person's record by the app. */
  languageControl: ReactNode;
  /** Opens the Alerts settings (issue 29). */
  onOpenAlerts: () => void;
};

const DEVICE_LABELS: Record<DeviceAnswer | 'none', MessageDescriptor> = {
  shared: msg`Shared computer: Yes`,
  own: msg`Shared computer: No`,
  none: msg`Shared computer: not answered`,
};

/** `tel:` URIs take digits and a leading +; spaces and brackets are for people only. */
function telHref(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/[^\d+]/g, '')}`;
}

/**
 * Spec 2.4: a home link, 'Logged in as:' plus the username, and the school's phone link.
 * Beside sign-out, the answer to "Is this a shared computer?", which opens the question again,
 * the Language control and the Alerts settings.
 */
export function Footer({
  username,
  phoneNumber,
  onSignOut,
  deviceAnswer,
  onChangeDevice,
  languageControl,
  onOpenAlerts,
}: FooterProps) {
  const { t, i18n } = useLingui();
  return (
    <footer className="site-footer">
      <nav className="site-footer__inner" aria-label={t`Footer`}>
        <Link to={readerPaths.home.href()} className="site-footer__link">
          <HomeIcon />
          <span>
            <Trans>Home</Trans>
          </span>
        </Link>
        <p className="site-footer__user">
          <Trans>Logged in as: {username}</Trans>
        </p>
        {phoneNumber ? (
          <a className="site-footer__link" href={telHref(phoneNumber)} aria-label={t`Call the school on ${phoneNumber}`}>
            <PhoneIcon />
            {/* A phone number reads left to right in every language. */}
            <span dir="ltr">{phoneNumber}</span>
          </a>
        ) : null}
        <button type="button" className="site-footer__button" aria-haspopup="dialog" onClick={onChangeDevice}>
          {i18n._(DEVICE_LABELS[deviceAnswer ?? 'none'])}
        </button>
        {languageControl}
        <button type="button" className="site-footer__button" aria-haspopup="dialog" onClick={onOpenAlerts}>
          <Trans>Alerts</Trans>
        </button>
        <button type="button" className="site-footer__button" onClick={onSignOut}>
          <Trans>Sign out</Trans>
        </button>
      </nav>
    </footer>
  );
}

import { Trans } from '@lingui/react/macro';
import './skip-link.css';

/** First focusable element on every screen: keyboard users jump past the chrome. */
export function SkipLink({ targetId = 'main' }: { targetId?: string }) {
  return (
    <a className="skip-link" href={`#${targetId}`}>
      <Trans>Skip to main content</Trans>
    </a>
  );
}

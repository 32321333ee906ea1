import { Trans, useLingui } from '@lingui/react/macro';
import { OfflineIcon } from '@/components/ui/icons.tsx';
import { useOnlineStatus } from '@/offline/use-online-status.ts';
import './pwa-chrome.css';

/**
 * Says when the portal is showing what was saved on this device. The status region is always
 * there (empty while online), so screen readers announce the change when it happens.
 */
export function OfflineIndicator() {
  const { t } = useLingui();
  const online = useOnlineStatus();
  return (
    <div
      className={online ? 'offline-indicator' : 'offline-indicator is-offline'}
      role="status"
      aria-label={t({ context: 'network status', message: 'Connection' })}
    >
      {online ? null : (
        <p className="offline-indicator__text">
          <OfflineIcon />
          <span>
            <Trans>You are offline — showing saved content</Trans>
          </span>
        </p>
      )}
    </div>
  );
}

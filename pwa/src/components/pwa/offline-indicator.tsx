import { OfflineIcon } from '@/components/ui/icons.tsx';
import { useOnlineStatus } from '@/offline/use-online-status.ts';
import './pwa-chrome.css';

const OFFLINE_MESSAGE = 'You are offline — showing saved content';

/**
 * Says when the portal is showing what was saved on this device. The status region is always
 * there (empty while online), so screen readers announce the change when it happens.
 */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <div className={online ? 'offline-indicator' : 'offline-indicator is-offline'} role="status" aria-label="Connection">
      {online ? null : (
        <p className="offline-indicator__text">
          <OfflineIcon />
          <span>{OFFLINE_MESSAGE}</span>
        </p>
      )}
    </div>
  );
}

import { act, render, screen, within } from '@/testing/render.ts';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { announceUpdate } from '@/lib/app-update.ts';
import { isIosSafari } from '@/lib/platform.ts';
import { markRead } from '@/data/marks/lib/read-marks.ts';
import { flushOutbox } from '@/offline/outbox.ts';
import { errorEnvelope, stubFetch } from '@/testing/fetch-stub.ts';
import { openPersonDatabase } from '@/testing/render-app.tsx';
import { InstallHint } from './install-hint.tsx';
import { OfflineIndicator } from './offline-indicator.tsx';
import { RefusedWritesStatus } from './refused-writes-status.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0 Mobile Safari/537.36';

describe('offline indicator', () => {
  it('says so when the browser goes offline, and clears when it is back', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineIndicator />);
    const status = screen.getByRole('status', { name: 'Connection' });
    expect(status).toBeEmptyDOMElement();

    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(status).toHaveTextContent('You are offline — showing saved content');

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(status).toBeEmptyDOMElement();
  });
});

describe('changes the server refused', () => {
  it('says which change made on this device could not be saved, until dismissed', async () => {
    const db = await openPersonDatabase();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await markRead(db!, 'gone0000001');
    render(<RefusedWritesStatus />);
    const status = screen.getByRole('status', { name: 'Changes not saved' });
    expect(status).toBeEmptyDOMElement();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    stubFetch({ 'POST /api/readposts/': { status: 404, body: errorEnvelope('not_found', 'No records found!') } });
    await act(() => flushOutbox(db!));
    expect(await within(status).findByText('Marking a notice as read. No records found!')).toBeInTheDocument();

    await userEvent.click(within(status).getByRole('button', { name: 'Dismiss: Marking a notice as read' }));
    await vi.waitFor(() => expect(status).toBeEmptyDOMElement());
  });
});

describe('update prompt', () => {
  it('appears when a new version waits, and Reload switches to it', async () => {
    const apply = vi.fn();
    render(<UpdatePrompt />);
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();

    act(() => announceUpdate({ apply }));
    expect(screen.getByText('A new version is available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });
});

describe('install hint (iOS Safari)', () => {
  it('recognises Safari on iPhone and iPad only', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(
      isIosSafari(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
        5,
      ),
    ).toBe(true);
    expect(
      isIosSafari(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
        0,
      ),
    ).toBe(false);
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
  });

  it('shows the tip on iOS Safari and remembers its dismissal', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    const { unmount } = render(<InstallHint />);
    expect(screen.getByText('Install: tap Share, then Add to Home Screen')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss install tip' }));
    expect(screen.queryByText('Install: tap Share, then Add to Home Screen')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('portal.installHintDismissed')).toBe('1');

    unmount();
    render(<InstallHint />);
    expect(screen.queryByText('Install: tap Share, then Add to Home Screen')).not.toBeInTheDocument();
  });

  it('stays hidden once installed, and elsewhere', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    const { unmount } = render(<InstallHint />);
    expect(screen.queryByText(/Add to Home Screen/)).not.toBeInTheDocument();
    unmount();
    Reflect.deleteProperty(navigator, 'standalone');

    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_CHROME);
    render(<InstallHint />);
    expect(screen.queryByText(/Add to Home Screen/)).not.toBeInTheDocument();
  });
});

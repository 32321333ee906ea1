import { describe, expect, it } from 'vitest';
import { loadReaderScreen, readerRouteOf } from './reader-screens.ts';

describe('the screen a visit opens on, known to the first script', () => {
  it('matches an address to its reader route as the router does', () => {
    expect(readerRouteOf('/')).toBe('home');
    expect(readerRouteOf('/notices')).toBe('notices');
    expect(readerRouteOf('/notices/')).toBe('notices');
    expect(readerRouteOf('/notices/notice_details/abc123')).toBe('noticeDetails');
    expect(readerRouteOf('/places/english/year-9')).toBe('placePage');
    expect(readerRouteOf('/docusign_interview')).toBe('docusignInterview');
    expect(readerRouteOf('/notices/notice_details/')).toBeNull();
    expect(readerRouteOf('/admin')).toBeNull();
    expect(readerRouteOf('/no-such-screen')).toBeNull();
  });

  it('downloads a screen once, shared by the routes that show it', async () => {
    expect(loadReaderScreen('place')).toBe(loadReaderScreen('placePage'));
    expect(loadReaderScreen('notices')).not.toBe(loadReaderScreen('calendar'));
    const notices = await loadReaderScreen('notices');
    expect(typeof notices.default).toBe('function');
  });
});

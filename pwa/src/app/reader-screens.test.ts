import { describe, expect, it } from 'vitest';
import { loadReaderScreen, readerPathOf } from './reader-screens.ts';

describe('the screen a visit opens on, known to the first script', () => {
  it('matches an address to its reader route as the router does', () => {
    expect(readerPathOf('/')).toBe('/');
    expect(readerPathOf('/notices')).toBe('/notices');
    expect(readerPathOf('/notices/')).toBe('/notices');
    expect(readerPathOf('/notices/notice_details/abc123')).toBe('/notices/notice_details/:id');
    expect(readerPathOf('/places/english/year-9')).toBe('/places/:slug/:pageSlug');
    expect(readerPathOf('/docusign_interview')).toBe('/docusign_interview');
    expect(readerPathOf('/notices/notice_details/')).toBeNull();
    expect(readerPathOf('/admin')).toBeNull();
    expect(readerPathOf('/no-such-screen')).toBeNull();
  });

  it('downloads a screen once, shared by the routes that show it', async () => {
    expect(loadReaderScreen('/places/:slug')).toBe(loadReaderScreen('/places/:slug/:pageSlug'));
    expect(loadReaderScreen('/notices')).not.toBe(loadReaderScreen('/calendar'));
    const notices = await loadReaderScreen('/notices');
    expect(typeof notices.default).toBe('function');
  });
});

import { describe, expect, it } from 'vitest';
import { isPublicESignatureUrl, isRouteAllowed } from './routes.ts';

const tiles = ['/notices', '/connections', 'https://portal.example.edu.au/calendar'];

describe('isRouteAllowed (spec 2.2)', () => {
  it('always allows home, places, key learning areas and the other listed routes', () => {
    for (const path of ['/', '/places/science', '/places/science/unit-1', '/key-learning-area/abc', '/metrics', '/docusign']) {
      expect(isRouteAllowed(path, [])).toBe(true);
    }
  });
  it('allows a route and its detail pages when a tile points at it', () => {
    expect(isRouteAllowed('/notices', tiles)).toBe(true);
    expect(isRouteAllowed('/notices/notice_details/abc123', tiles)).toBe(true);
    expect(isRouteAllowed('/calendar/', tiles)).toBe(true);
  });
  it('refuses a route no tile points at, and unknown paths', () => {
    expect(isRouteAllowed('/financial-info', tiles)).toBe(false);
    expect(isRouteAllowed('/no-such-page', tiles)).toBe(false);
  });
  it('matches always-allowed routes segment by segment, a trailing slash ignored', () => {
    expect(isRouteAllowed('/metrics/', [])).toBe(true);
    expect(isRouteAllowed('/places/science/unit-1/extra', [])).toBe(false);
    expect(isRouteAllowed('/places//unit-1', [])).toBe(false);
    expect(isRouteAllowed('/admin', [])).toBe(false);
  });
});

describe('isPublicESignatureUrl', () => {
  it('skips sign-in only for e-signature paths with a query string', () => {
    expect(isPublicESignatureUrl('/docusign', '?envelope=1')).toBe(true);
    expect(isPublicESignatureUrl('/docusign_interview', '?id=2')).toBe(true);
    expect(isPublicESignatureUrl('/docusign', '')).toBe(false);
    expect(isPublicESignatureUrl('/notices', '?x=1')).toBe(false);
  });
});

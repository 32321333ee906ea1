import { describe, expect, it } from 'vitest';
import { adminFormPaths, adminPaths, eSignaturePaths, formPaths, matchesPattern, publicConnectionPath, readerPaths, type Path } from './paths.ts';

const patternsOf = (group: Record<string, Path<string>>) => Object.values(group).map(({ pattern }) => pattern);

describe('the paths of every route', () => {
  it('has each route of reader spec 2.1, spelled as the spec spells it, in its order', () => {
    expect(patternsOf(readerPaths)).toEqual([
      '/',
      '/connections',
      '/connections/connection_details/:id',
      '/notices',
      '/notices/notice_details/:id',
      '/calendar',
      '/calendar/calendar_details/:id',
      '/absences',
      '/absences/notify-absence/:id',
      '/absences/extended-leave',
      '/absences/extended-leave/:id',
      '/absences/edit-absence-reason/:stduentNumber/:id',
      '/financial-info',
      '/emergency-brodcast',
      '/year-info',
      '/places/:slug',
      '/places/:slug/:pageSlug',
      '/key-learning-area',
      '/key-learning-area/:id',
      '/parent-dashboard',
      '/new-students',
      '/student-goals',
      '/school-psychology-request',
      '/metrics',
    ]);
    expect(patternsOf(eSignaturePaths)).toEqual(['/docusign', '/docusign_interview', '/docusignpk', '/docusignpkkps']);
  });

  it('has each route of admin spec 2 ({id} written as the router writes it)', () => {
    expect(patternsOf(adminPaths)).toEqual([
      '/admin',
      '/admin/add-place',
      '/admin/edit-place/:id',
      '/admin/add-page',
      '/admin/edit-page/:id',
      '/admin/add-newsletter',
      '/admin/edit-newsletter/:id',
      '/admin/add-notice',
      '/admin/edit-notice/:id',
      '/admin/add-newsletter-header',
      '/admin/email-logs',
      '/admin/email-logs/send-principal-emails',
      '/admin/email-logs/send-weekly-emails',
      '/admin/web-logs/',
    ]);
  });

  it('builds for each route an href that its own pattern matches, and no other', () => {
    const all = [
      ...Object.values(readerPaths),
      ...Object.values(formPaths),
      ...Object.values(eSignaturePaths),
      ...Object.values(adminPaths),
      ...Object.values(adminFormPaths),
      publicConnectionPath,
    ];
    for (const { pattern, href } of all) {
      const params = Object.fromEntries([...pattern.matchAll(/:(\w+)/g)].map(([, name]) => [name, `${name}-1`]));
      const address = (href as (params: Record<string, string>) => string)(params);
      expect(address).not.toContain(':');
      expect(all.filter((other) => matchesPattern(other.pattern, address)).map((other) => other.pattern)).toEqual([pattern]);
    }
  });

  it('gives a route without parameters its pattern as href', () => {
    expect(readerPaths.home.href()).toBe('/');
    expect(readerPaths.emergencyBroadcast.href()).toBe('/emergency-brodcast');
    expect(adminPaths.webLogs.href()).toBe('/admin/web-logs/');
  });

  it('encodes each parameter as one segment', () => {
    expect(readerPaths.noticeDetails.href({ id: 'a/b c' })).toBe('/notices/notice_details/a%2Fb%20c');
    expect(readerPaths.editAbsenceReason.href({ stduentNumber: 1042, id: '?#%' })).toBe('/absences/edit-absence-reason/1042/%3F%23%25');
    expect(readerPaths.placePage.href({ slug: 'science', pageSlug: 'year 9' })).toBe('/places/science/year%209');
    expect(publicConnectionPath.href({ id: 'a/b c' })).toBe('/public/connections/a%2Fb%20c');
    expect(matchesPattern(readerPaths.noticeDetails.pattern, readerPaths.noticeDetails.href({ id: 'a/b c' }))).toBe(true);
  });

  it('asks for each parameter by name, and for none where the route has none', () => {
    // @ts-expect-error the student number is missing
    readerPaths.editAbsenceReason.href({ id: '1' });
    // @ts-expect-error the parameter is "id", not "postUid"
    readerPaths.noticeDetails.href({ postUid: '1' });
    // @ts-expect-error a route without parameters takes none
    readerPaths.notices.href({ id: '1' });
    expect(readerPaths.placePage.href({ slug: 's', pageSlug: 'p' })).toBe('/places/s/p');
  });
});

describe('matchesPattern', () => {
  it('matches as the router does: one non-empty segment per parameter, a trailing slash ignored', () => {
    expect(matchesPattern('/notices', '/notices/')).toBe(true);
    expect(matchesPattern('/admin/web-logs/', '/admin/web-logs')).toBe(true);
    expect(matchesPattern('/places/:slug', '/places/science')).toBe(true);
    expect(matchesPattern('/places/:slug', '/places/')).toBe(false);
    expect(matchesPattern('/places/:slug', '/places/science/unit-1')).toBe(false);
    expect(matchesPattern('/places/:slug/:pageSlug', '/places//unit-1')).toBe(false);
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/', '/notices')).toBe(false);
  });
});

import { E_SIGNATURE_ROUTES, READER_ROUTES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { adminRoutes, readerRoutes } from './router.tsx';

describe('route table', () => {
  it('has every reader route of spec 2.1 and the e-signature routes, each a lazy screen', () => {
    const paths = readerRoutes.map((route) => route.path);
    expect(paths).toEqual([...READER_ROUTES, ...E_SIGNATURE_ROUTES]);
    expect(readerRoutes.every((route) => typeof route.lazy === 'function')).toBe(true);
  });

  it('has every admin route of admin spec 2', () => {
    const paths = adminRoutes.map((route) => (route.index ? '/admin' : `/admin/${route.path}`));
    expect(paths).toEqual([
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
});

import { uidSchema } from '@portal/contract';
import { signedLinkKind } from '../../signed-links/signed-links.ts';

/**
 * Admin spec 7: the posts list asked for without any filter answers a signed link, which is then
 * fetched without a bearer token; it names the administrator it was made for.
 */
export const adminListLinkKind = signedLinkKind({ purpose: 'portal admin posts list link', path: '/public/admin-posts', names: { admin: uidSchema } });

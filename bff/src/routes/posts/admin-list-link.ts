import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { campusSchema, signedLinkFields, uidSchema } from '@portal/contract';

/** How long a signed link to the admin posts list opens: long enough to be fetched, not to be shared. */
export const ADMIN_LIST_LINK_LIFETIME_MS = 2 * 60_000;

export const ADMIN_LIST_LINK_PATH = '/public/admin-posts';

export const adminListLinkQuery = z.strictObject({
  admin: uidSchema,
  campus: campusSchema,
  ...signedLinkFields,
});
export type AdminListLinkQuery = z.infer<typeof adminListLinkQuery>;

/**
 * Admin spec 7: the posts list asked for without any filter answers a signed link, which is then
 * fetched without a bearer token. The link names the administrator and when it expires, signed
 * with a key of its own derived from `secret` (an HMAC with a label, so that it is no calendar
 * feed key); changing a byte of it, or waiting past its expiry, makes it refused.
 */
export function adminListLinks(secret: string, now: () => Date) {
  const key = createHmac('sha256', secret).update('portal admin posts list link').digest();
  const sign = (admin: string, campus: string, expires: number) => createHmac('sha256', key).update(`${admin}\n${campus}\n${expires}`).digest('base64url');

  return {
    /** The link to an administrator's campus list, on the campus's configured portal address. */
    make(portalUrl: string, admin: string, campus: string): string {
      const expires = now().getTime() + ADMIN_LIST_LINK_LIFETIME_MS;
      const query = new URLSearchParams({ admin, campus, expires: String(expires), signature: sign(admin, campus, expires) });
      return `${portalUrl}/api${ADMIN_LIST_LINK_PATH}?${query}`;
    },
    isValid({ admin, campus, expires, signature }: AdminListLinkQuery): boolean {
      const expected = Buffer.from(sign(admin, campus, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) && now().getTime() <= expires;
    },
  };
}

import { z } from 'zod';
import { ADMIN_API_MESSAGES } from '../api-messages.ts';

/**
 * The expiry a signed link names, in milliseconds since the epoch, spelt one way only: digits,
 * no leading zero, a safe integer. The signature covers the number, not its spelling, so a
 * looser parse (`0…`, `….0`, `1.79e12`) would let one signed expiry pass under many spellings.
 */
export const signedExpiry = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, ADMIN_API_MESSAGES.linkExpired)
  .transform(Number)
  .refine(Number.isSafeInteger, ADMIN_API_MESSAGES.linkExpired);

/** What every signed link of the BFF ends with: its expiry and an HMAC-SHA256 in base64url. */
export const signedLinkFields = {
  expires: signedExpiry,
  signature: z.string().regex(/^[\w-]{43}$/, ADMIN_API_MESSAGES.linkExpired),
};

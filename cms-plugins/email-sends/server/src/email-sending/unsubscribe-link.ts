import { isCampus, type Campus } from '@portal/contract';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The BFF's public page behind every unsubscribe link (bff/src/routes/unsubscribe). */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

/**
 * Unsubscribe links: `<campus>.<address, base64url>.<HMAC-SHA256, base64url>`, with a key of its
 * own derived from the configured secret. They do not expire (a digest read a month later must
 * still let its reader leave) and name an address, not a person: everyone of the campus with
 * that address stops getting bulk mail. Only this plugin makes and checks them; the BFF passes
 * the token on (POST /api/email-sends/opt-outs).
 */
export function unsubscribeLinks(secret: string) {
  const key = createHmac('sha256', secret).update('portal bulk email unsubscribe link').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    token(campus: Campus, address: string): string {
      const body = `${campus}.${Buffer.from(address.trim().toLowerCase()).toString('base64url')}`;
      return `${body}.${sign(body)}`;
    },

    url(portalUrl: string, campus: Campus, address: string): string {
      return `${portalUrl.replace(/\/+$/, '')}${UNSUBSCRIBE_PATH}?t=${this.token(campus, address)}`;
    },

    /** The campus and address of a genuine token, or null. */
    read(token: string): { campus: Campus; email: string } | null {
      const [campus, encoded, signature, ...rest] = token.split('.');
      if (!campus || !encoded || !signature || rest.length > 0 || !isCampus(campus)) return null;
      const expected = Buffer.from(sign(`${campus}.${encoded}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { campus, email: Buffer.from(encoded, 'base64url').toString('utf8') };
    },
  };
}

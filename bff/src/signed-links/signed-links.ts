import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ADMIN_API_MESSAGES, campusSchema, signedLinkFields, type Campus } from '@portal/contract';
import { ApiError } from '../errors.ts';

/** How long a download or export link opens unless its kind says otherwise: long enough for the browser to start it, too short to pass around. */
export const SIGNED_LINK_LIFETIME_MS = 2 * 60_000;

/** A value a link names, as it stands in the query string (an array is a comma list). */
type LinkValue = string | number | readonly string[] | undefined;

/**
 * One kind of signed link: a plain browser download carries no token, so the link itself
 * names what it opens (`names`, then the campus and the expiry) and is signed with a key of
 * its own. `purpose` derives that key: a link of one kind never opens another kind, and
 * changing it refuses every link of the kind already handed out (the Connections PDF's
 * emailed links live for days: its purpose stays as it was first written).
 */
export type SignedLinkKind<Names extends z.ZodRawShape> = {
  purpose: string;
  /** Where the link opens, under /api. */
  path: string;
  lifetimeMs: number;
  names: Names;
  /** The link's query as the route validates it: what it names, its campus, expiry and signature. */
  query: z.ZodObject<Names & { campus: typeof campusSchema } & typeof signedLinkFields, z.core.$strict>;
};

export type SignedLinkQuery<Kind extends SignedLinkKind<z.ZodRawShape>> = z.output<Kind['query']>;
/** What a link names, before it is signed. */
export type SignedLinkNames<Kind extends SignedLinkKind<z.ZodRawShape>> = Omit<SignedLinkQuery<Kind>, 'campus' | 'expires' | 'signature'>;

export function signedLinkKind<Names extends z.ZodRawShape>(kind: { purpose: string; path: string; lifetimeMs?: number; names: Names }): SignedLinkKind<Names> {
  return {
    purpose: kind.purpose,
    path: kind.path,
    lifetimeMs: kind.lifetimeMs ?? SIGNED_LINK_LIFETIME_MS,
    names: kind.names,
    query: z.strictObject({ ...kind.names, campus: campusSchema, ...signedLinkFields }),
  };
}

const asQueryValue = (value: LinkValue): string | undefined => (value === undefined ? undefined : typeof value === 'object' ? value.join(',') : String(value));

/**
 * Signs and checks every signed link of the BFF. What is signed is each named value in the
 * kind's order, then the campus, then the expiry (one canonical integer), one per line: the
 * order never depends on how the query string was written.
 */
export function signedLinks(secret: string, now: () => Date) {
  const keys = new Map<string, Buffer>();
  const keyOf = (purpose: string) => {
    let key = keys.get(purpose);
    if (!key) keys.set(purpose, (key = createHmac('sha256', secret).update(purpose).digest()));
    return key;
  };
  const signatureOf = (kind: SignedLinkKind<z.ZodRawShape>, names: Record<string, LinkValue>, campus: Campus, expires: number) => {
    const lines = Object.keys(kind.names).map((name) => asQueryValue(names[name]) ?? '');
    return createHmac('sha256', keyOf(kind.purpose)).update([...lines, campus, String(expires)].join('\n')).digest('base64url');
  };

  return {
    /** The link, on the campus's configured portal address (never the request's Host). */
    make<Kind extends SignedLinkKind<z.ZodRawShape>>(kind: Kind, portalUrl: string, campus: Campus, names: SignedLinkNames<Kind>, lifetimeMs = kind.lifetimeMs): string {
      const expires = now().getTime() + lifetimeMs;
      const named = names as Record<string, LinkValue>;
      const query = new URLSearchParams();
      for (const name of Object.keys(kind.names)) {
        const value = asQueryValue(named[name]);
        if (value !== undefined) query.set(name, value);
      }
      query.set('campus', campus);
      query.set('expires', String(expires));
      query.set('signature', signatureOf(kind, named, campus, expires));
      return `${portalUrl}/api${kind.path}?${query}`;
    },

    /**
     * The link's query when it is intact, unexpired and opened on its own campus's host;
     * otherwise 403 with the spec's message (a link is never answered on the other campus).
     */
    verify<Kind extends SignedLinkKind<z.ZodRawShape>>(kind: Kind, link: SignedLinkQuery<Kind>, hostCampus: Campus): SignedLinkQuery<Kind> {
      const { campus, expires, signature, ...names } = link as { campus: Campus; expires: number; signature: string } & Record<string, LinkValue>;
      const expected = Buffer.from(signatureOf(kind, names, campus, expires));
      const given = Buffer.from(signature);
      const intact = given.length === expected.length && timingSafeEqual(given, expected);
      if (!intact || now().getTime() > expires || campus !== hostCampus) throw new ApiError(403, 'forbidden', ADMIN_API_MESSAGES.linkExpired);
      return link;
    },
  };
}

export type SignedLinks = ReturnType<typeof signedLinks>;

import { PORTAL_ACTOR_HEADER, portalActorOf } from '@portal/contract';
import { carriesBffApiToken } from '../bff-api-token';

/**
 * Who made a write, as its audit entry names them (`actor_kind`, then `users_userid` and
 * `users_username`):
 * - `portal`: a portal person, named by the BFF in the X-Portal-Actor header (their portal
 *   documentId and username). Believed only on a request carrying the BFF's own API token;
 * - `admin-panel`: a Strapi admin panel user (their admin user id and email address), signed in
 *   to the panel or through an admin token of theirs;
 * - `api-token`: any other Content API token an administrator made (its id and name), such as a
 *   full-access token for a one-off script. What it sends in X-Portal-Actor is not believed;
 * - `system`: the CMS itself, with no request behind the write (the demo seed, a job).
 */
export type ActorKind = 'portal' | 'admin-panel' | 'api-token' | 'system';
export type Actor = { kind: ActorKind; id: string; name: string };

const SYSTEM: Actor = { kind: 'system', id: 'system', name: 'system' };

/** The part of Strapi's request context used here: Koa's, with Strapi's auth state. */
export type AuditedRequest = {
  get(header: string): string;
  /** Koa's: ends the request with this 4xx status and message (Strapi answers a 4xx HttpError with its message). */
  throw(status: number, message: string, properties?: object): never;
  state: {
    auth?: { strategy?: { name?: string }; credentials?: { id?: number | string; name?: string } };
    user?: { id?: number | string; email?: string };
  };
};

type Log = { warn(message: string): void };

/**
 * The actor of an audited write made in `request` (undefined: no request, the CMS's own work).
 * A write the BFF sends without naming a person is refused (400) rather than audited as nobody,
 * and one with no known caller at all (a public route) is refused (403).
 */
export function actorOf(request: AuditedRequest | undefined, log: Log): Actor {
  if (!request) return SYSTEM;
  const { auth, user } = request.state;
  const strategy = auth?.strategy?.name;
  const claimed = request.get(PORTAL_ACTOR_HEADER);

  if ((strategy === 'admin' || strategy === 'admin-token') && user?.id !== undefined) {
    return { kind: 'admin-panel', id: String(user.id), name: user.email ?? String(user.id) };
  }
  if (strategy === 'content-api-token') {
    if (carriesBffApiToken(request.get('authorization'))) {
      const person = portalActorOf(claimed || undefined);
      if (!person) return request.throw(400, `The BFF writes an audited record only for a portal person, named in ${PORTAL_ACTOR_HEADER} (documentId and username).`);
      return { kind: 'portal', id: person.documentId, name: person.username };
    }
    const token = auth?.credentials;
    if (claimed) log.warn(`Audit: ${PORTAL_ACTOR_HEADER} sent with the API token "${token?.name}" was ignored: only the BFF's token may name a portal person.`);
    return { kind: 'api-token', id: String(token?.id), name: token?.name ?? 'unnamed token' };
  }
  return request.throw(403, 'An audited record is written only by a known caller.');
}

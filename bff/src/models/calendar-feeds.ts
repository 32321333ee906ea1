import { createHash, createHmac } from 'node:crypto';
import { calendarFeedToken } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { internal, notFound } from '../errors.ts';
import type { ModelDeps } from './model-deps.ts';

type CalendarFeed = { token: string; created_at: string };

type StoredFeed = { created_at: string | null };

/**
 * Personal calendar feed tokens. A token is 32 bytes (base64url) made with the BFF's secret
 * from the person and the moment their feed was made, so the feed page can show the same
 * URL again without it being stored: the CMS keeps only the token's SHA-256 hash (to find
 * the owner of a feed URL) and that moment (private attributes). Rotating makes a new moment,
 * a new token and a new hash: the old URL stops working at once.
 */
export function createCalendarFeeds({ cms, config, now }: Pick<ModelDeps, 'cms' | 'config' | 'now'>) {
  const secret = config.calendarFeedSecret;
  const tokenOf = (user: PortalUser, createdAt: string) =>
    createHmac('sha256', secret).update(`calendar-feed\n${user.documentId}\n${new Date(createdAt).toISOString()}`).digest('base64url');
  const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
  const feedPath = (user: PortalUser) => `portal-users/${encodeURIComponent(user.documentId)}/calendar-feed`;

  async function store(user: PortalUser, createdAt: Date, replace: boolean): Promise<CalendarFeed> {
    const iso = createdAt.toISOString();
    const stored = await cms.put<StoredFeed>(feedPath(user), { token_hash: hashOf(tokenOf(user, iso)), created_at: iso, replace });
    // Without `replace` another request may have stored the feed first: its moment is the one.
    if (!stored.created_at) throw internal();
    return { token: tokenOf(user, stored.created_at), created_at: stored.created_at };
  }

  return {
    /** The person's feed, made on first use. */
    async current(user: PortalUser): Promise<CalendarFeed> {
      const { created_at } = await cms.get<StoredFeed>(feedPath(user));
      if (created_at) return { token: tokenOf(user, created_at), created_at };
      return store(user, now(), false);
    },
    /** A new feed in place of the old one. */
    async rotate(user: PortalUser): Promise<CalendarFeed> {
      const { created_at: previous } = await cms.get<StoredFeed>(feedPath(user));
      const at = now();
      // A new moment, even within the same millisecond, so the token always changes.
      const next = previous && at.getTime() <= Date.parse(previous) ? new Date(Date.parse(previous) + 1) : at;
      return store(user, next, true);
    },
    /**
     * Whose feed a token opens (their portal record, groups included, which the calendar's
     * rules read); 404 for a malformed, unknown or revoked token, alike.
     */
    async findOwner(token: string): Promise<PortalUser> {
      if (!calendarFeedToken.safeParse(token).success) throw notFound();
      // The CMS answers an unknown hash with 404, which the client passes on as ours.
      return cms.get<PortalUser>(`portal-users/by-calendar-feed/${hashOf(token)}`);
    },
  };
}

export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;

import type { Core } from '@strapi/strapi';
import {
  audienceKindOf,
  canRead,
  comparePosts,
  DEFAULT_LANGUAGE,
  isLanguage,
  isLive,
  type AudienceKind,
  type Campus,
  type Language,
  type PostAudience,
} from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';
import { SUPPRESSION } from '../utils';

export const PORTAL_USER = 'api::portal-user.portal-user';
export const POST = 'api::post.post';

export type EmailSendingKind = 'DIGEST' | 'DAILYEMAIL' | 'PRINCIPAL';

/** The posts each kind of send carries: the weekly digest the live newsletters and notices, the others their own type. */
export const POST_TYPES_OF: Record<EmailSendingKind, readonly string[]> = {
  DIGEST: ['newsletter', 'notice'],
  DAILYEMAIL: ['dailyemail'],
  PRINCIPAL: ['principal'],
};

/**
 * What a send reads of a post: these fields (the picture's description is the post's own, as the
 * portal shows it), the names of its groups, and its category (the digest groups by it).
 */
const POST_FIELDS = [
  'documentId',
  'type',
  'title',
  'excerpt',
  'content_html',
  'featured_img_url',
  'featured_img_alt',
  'published',
  'publish_start',
  'publish_end',
  'sort_order',
  'user_types',
  'for_carer_only',
  'campus',
] as const;
const GROUP_NAMES = { groups: { fields: ['groupname'] } } as const;
const POST_POPULATE = { ...GROUP_NAMES, postcategory: { fields: ['categoryname', 'sort_order'] } } as const;

export type EmailSendingPost = Pick<
  CmsRecord<typeof POST, typeof POST_POPULATE, { user_types: AudienceKind[] }>,
  (typeof POST_FIELDS)[number] | 'groups' | 'postcategory'
>;

const populatePost = {
  groups: { select: [...POST_POPULATE.groups.fields] },
  postcategory: { select: [...POST_POPULATE.postcategory.fields] },
};

export interface Recipient {
  /** The portal user's documentId: the `recipient_id` tag that makes the send idempotent per person. */
  id: string;
  email: string;
  firstname: string | null;
  /** The language the person reads (their record's; English until they have one): their message is written in it. */
  language: Language;
  /** The posts of the send this person may read, in the send's order. */
  posts: EmailSendingPost[];
}

/**
 * A post is its English row (the default locale): a translation is another row of the same
 * document, with only its texts (texts-in-language.ts reads those). The database query sees every
 * row, so every read of posts here asks for the English one, and a post is counted and listed once.
 */
const THE_POST = { locale: DEFAULT_LANGUAGE } as const;

/**
 * The campus's posts of a kind that are live now (posts without a campus are every campus's, as
 * readers see them), in the portal's one order of posts (the contract's comparePosts).
 */
export async function livePostsOf(
  strapi: Core.Strapi,
  campus: Campus,
  kind: EmailSendingKind,
  now: Date,
): Promise<EmailSendingPost[]> {
  const posts = (await strapi.db.query(POST).findMany({
    where: { ...THE_POST, type: { $in: POST_TYPES_OF[kind] }, published: true, $or: [{ campus }, { campus: { $null: true } }] },
    select: [...POST_FIELDS],
    populate: populatePost,
  })) as EmailSendingPost[];
  return posts.filter((post) => isLive(post, now)).sort(comparePosts);
}

/** The send's posts as they are now (a post deleted since the request is left out). */
export async function postsByIds(strapi: Core.Strapi, documentIds: readonly string[]): Promise<EmailSendingPost[]> {
  if (documentIds.length === 0) return [];
  const posts = (await strapi.db.query(POST).findMany({
    where: { ...THE_POST, documentId: { $in: [...documentIds] } },
    select: [...POST_FIELDS],
    populate: populatePost,
  })) as EmailSendingPost[];
  return posts.sort(comparePosts);
}

const audienceOf = (post: EmailSendingPost): PostAudience => ({
  user_types: post.user_types ?? [],
  group_names: post.groups.map((group) => group.groupname),
  for_carer_only: Boolean(post.for_carer_only),
});

/** Portal users per query: small enough to hold, large enough that 10,000 people are 50 queries. */
const PAGE = 200;

/** What a send reads of a portal user: these fields, and the names of their groups. */
const READER_FIELDS = ['id', 'documentId', 'email', 'firstname', 'type', 'language'] as const;
type PortalUserRow = Pick<CmsRecord<typeof PORTAL_USER, typeof GROUP_NAMES>, (typeof READER_FIELDS)[number] | 'groups'>;

/**
 * Everyone of the campus who gets this send, streamed in pages (keyset on id, never the whole
 * list in memory): people with an address whose audience matches at least one of the posts (the
 * contract's rule, so students only where a post does not exclude them), except the excluded
 * addresses, people who opted out of bulk email and suppressed addresses, each address once (the
 * first person with it, by id, so a resumed send picks the same one). The seen addresses are the
 * only thing kept for the whole run.
 */
export async function* recipientsOf(
  strapi: Core.Strapi,
  send: { campus: Campus; except_for: readonly string[] },
  posts: readonly EmailSendingPost[],
): AsyncGenerator<Recipient> {
  if (posts.length === 0) return;
  const audiences = posts.map((post) => ({ post, audience: audienceOf(post) }));
  const excluded = new Set(send.except_for.map((address) => address.trim().toLowerCase()));
  const seen = new Set<string>();
  let after = 0;
  for (;;) {
    const page = (await strapi.db.query(PORTAL_USER).findMany({
      where: {
        campus: send.campus,
        id: { $gt: after },
        email: { $notNull: true },
        $or: [{ bulk_email_opt_out: false }, { bulk_email_opt_out: { $null: true } }],
      },
      select: [...READER_FIELDS],
      populate: { groups: { select: [...GROUP_NAMES.groups.fields] } },
      orderBy: { id: 'asc' },
      limit: PAGE,
    })) as PortalUserRow[];
    if (page.length === 0) return;
    after = page[page.length - 1]!.id;

    const addresses = [...new Set(page.map((user) => (user.email ?? '').trim().toLowerCase()).filter(Boolean))];
    const suppressed = new Set(
      (
        (await strapi.db.query(SUPPRESSION).findMany({ where: { email: { $in: addresses } }, select: ['email'] })) as Array<
          Pick<CmsRecord<typeof SUPPRESSION>, 'email'>
        >
      ).map((row) => row.email),
    );
    for (const user of page) {
      const email = (user.email ?? '').trim().toLowerCase();
      if (!email || excluded.has(email) || suppressed.has(email) || seen.has(email)) continue;
      const reader = { kind: audienceKindOf(user.type), groupNames: user.groups.map((group) => group.groupname) };
      const readable = audiences.filter(({ audience }) => canRead(reader, audience)).map(({ post }) => post);
      if (readable.length === 0) continue;
      seen.add(email);
      yield {
        id: user.documentId,
        email,
        firstname: user.firstname,
        language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
        posts: readable,
      };
    }
    if (page.length < PAGE) return;
  }
}

/** How many people a send reaches (the same walk, nothing sent). */
export async function countRecipients(
  strapi: Core.Strapi,
  send: { campus: Campus; except_for: readonly string[] },
  posts: readonly EmailSendingPost[],
): Promise<number> {
  let count = 0;
  for await (const recipient of recipientsOf(strapi, send, posts)) if (recipient) count += 1;
  return count;
}

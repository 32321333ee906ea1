import type { PortalUser } from '../auth/portal-users.ts';
import type { CmsAll } from '../cms/cms-client.ts';
import { markOnce } from '../commands/mark-once.ts';
import { can } from '../policies/authorize.ts';
import type { CachedRead } from '../read-cache/read-cache.ts';
import type { ModelDeps } from './model-deps.ts';
import { createPosts } from './posts.ts';
import { READ_POST_POPULATE, type ReadPost } from './records/read-post.ts';

export type { ReadPost };

/**
 * Read marks (reader spec 2.1: which notices a person has read): each person's own, cached for
 * them alone (read-cache/personal-reads.ts), decided by policies/mark.ts; a post is marked only
 * when the person may read it, by the same rule as its detail screen.
 */
export function createReadPosts(deps: Pick<ModelDeps, 'cms' | 'shared' | 'personal' | 'now'>) {
  const { cms, personal } = deps;
  const posts = createPosts(deps);

  return {
    /** The person's read marks, newest first; a mark whose post was deleted has nothing left to mark and is left out. */
    async ownBy(person: PortalUser): Promise<CachedRead<CmsAll<ReadPost>>> {
      const read = await personal.marks('read-posts', person);
      const data = read.value.data.filter((mark) => mark.post && can(person, 'mark.read', mark));
      return { value: { data, truncated: read.value.truncated }, staleSince: read.staleSince };
    },

    /**
     * Marks a post read once however often the write is replayed (commands/mark-once.ts); 404,
     * storing nothing, whether the post does not exist or is not for this person.
     */
    async add(person: PortalUser, postId: string, clientMarkId: string): Promise<{ mark: ReadPost; created: boolean }> {
      const marked = await markOnce<ReadPost>(cms, {
        collection: 'read-posts',
        populate: READ_POST_POPULATE,
        user: person,
        item: { relation: 'post', documentId: postId },
        clientMarkId,
        authorize: async () => {
          await posts.findReadable(person, postId);
        },
      });
      personal.forget('read-posts', person);
      return marked;
    },
  };
}

export type ReadPosts = ReturnType<typeof createReadPosts>;

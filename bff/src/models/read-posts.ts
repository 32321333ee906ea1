import type { ModelDeps } from './model-deps.ts';
import { personalMarks } from './personal-marks.ts';
import { createPosts } from './posts.ts';
import { READ_POST_POPULATE, type ReadPost } from './records/read-post.ts';

export type { ReadPost };

/**
 * Read marks (reader spec 2.1: which notices a person has read): each person's own, cached for
 * them alone (read-cache/personal-reads.ts), decided by policies/mark.ts; a post is marked only
 * when the person may read it, by the same rule as its detail screen.
 */
export function createReadPosts(deps: Pick<ModelDeps, 'cms' | 'shared' | 'personal' | 'now'>) {
  const posts = createPosts(deps);

  const marks = personalMarks(deps, {
    kind: 'read-posts',
    populate: READ_POST_POPULATE,
    hasItem: (mark) => Boolean(mark.post),
    relationOf: (postId: string) => ({ relation: 'post', documentId: postId }),
    findReadable: (person, postId) => posts.findReadable(person, postId),
  });

  return {
    /** The person's read marks, newest first; a mark whose post was deleted has nothing left to mark and is left out. */
    ownBy: marks.ownBy,

    /** Marks a post read once (personal-marks.ts): 404, storing nothing, when the person may not read it. */
    add: marks.add,
  };
}

export type ReadPosts = ReturnType<typeof createReadPosts>;

import type { CmsAll } from '../cms/cms-client.ts';
import type { CachedRead } from '../read-cache/read-cache.ts';
import type { ModelDeps } from './model-deps.ts';
import type { PostCategory } from './records/post-category.ts';

export type { PostCategory };

/**
 * Post categories (reader spec: post-categories/, the reader's filter): the same for every
 * campus and every signed-in person, so no policy decides on them; read once for all from the
 * read cache.
 */
export function createPostCategories({ shared }: Pick<ModelDeps, 'shared'>) {
  return {
    /** Every category in its sort order, or those of one type. */
    async list(categorytype?: string): Promise<CachedRead<CmsAll<PostCategory>>> {
      const read = await shared.postCategories();
      if (!categorytype) return read;
      const data = read.value.data.filter((category) => category.categorytype === categorytype);
      return { value: { data, truncated: read.value.truncated }, staleSince: read.staleSince };
    },
  };
}

export type PostCategories = ReturnType<typeof createPostCategories>;

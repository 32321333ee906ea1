import type { CmsAll } from '../cms/cms-client.ts';
import type { CachedRead } from '../read-cache/read-cache.ts';
import type { ModelDeps } from './model-deps.ts';
import type { Group } from './records/group.ts';

export type { Group };

/**
 * Audience groups (reader spec: groups/): the same for every campus and every signed-in
 * person, so no policy decides on them; read once for all from the read cache.
 */
export function createGroups({ shared }: Pick<ModelDeps, 'shared'>) {
  return {
    /** Every group by type and name, or those of one type. */
    async list(grouptype?: string): Promise<CachedRead<CmsAll<Group>>> {
      const read = await shared.groups();
      if (!grouptype) return read;
      return { value: { data: read.value.data.filter((group) => group.grouptype === grouptype), truncated: read.value.truncated }, staleSince: read.staleSince };
    },
  };
}

export type Groups = ReturnType<typeof createGroups>;

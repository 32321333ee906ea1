import type { Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { can } from '../policies/authorize.ts';
import type { CachedRead } from '../read-cache/read-cache.ts';
import type { ModelDeps } from './model-deps.ts';
import type { SchoolSettings } from './records/school-setting.ts';

export type { SchoolSettings };

/**
 * The school's settings (reader spec: settings/; one record per campus): the campus's, shared
 * by its readers through the read cache, decided by policies/school-setting.ts.
 */
export function createSchoolSettings({ cms, shared }: Pick<ModelDeps, 'cms' | 'shared'>) {
  return {
    /**
     * The settings of the person's campus. When the policy keeps all of the shared set (as it
     * does: the set is of their campus), the set itself is answered, not a copy, so that answers
     * prepared from it (keyed by the set) are reused until it changes.
     */
    async readableBy(person: PortalUser): Promise<CachedRead<SchoolSettings[]>> {
      const read = await shared.settings(person.campus);
      const readable = read.value.filter((settings) => can(person, 'school-setting.read', settings));
      return readable.length === read.value.length ? read : { value: readable, staleSince: read.staleSince };
    },

    /**
     * The campus's ribbon logo as its settings name it (a path of the portal, an upload's URL), or
     * null. Public by design, as every page and email of the school shows it: no person to decide for.
     */
    async ribbonLogoOf(campus: Campus): Promise<CachedRead<string | null>> {
      const read = await shared.settings(campus);
      return { value: read.value[0]?.ribbon_logo?.trim() || null, staleSince: read.staleSince };
    },

    /** The campus's settings record, or null: for what every page of the school shows (the app shell's header), with no person to decide for. */
    async publicOf(campus: Campus): Promise<SchoolSettings | null> {
      return (await shared.settings(campus)).value[0] ?? null;
    },

    /** The id of a campus's settings (a person's record names it as their school), read at once; null when the campus has none. */
    async idOf(campus: Campus): Promise<string | null> {
      const found = await cms.find<Pick<SchoolSettings, 'campus'>>('school-settings', {
        filters: { campus: { $eq: campus } },
        fields: ['campus'],
        pagination: { pageSize: 1 },
      });
      return found.data[0]?.documentId ?? null;
    },
  };
}

export type SchoolSettingsModel = ReturnType<typeof createSchoolSettings>;

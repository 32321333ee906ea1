import type { PortalUser } from '../auth/portal-users.ts';
import type { CmsAll } from '../cms/cms-client.ts';
import { can } from '../policies/authorize.ts';
import type { ModelDeps } from './model-deps.ts';
import type { SchoolTerm } from './records/school-term.ts';

export type { SchoolTerm };

/**
 * School terms (the absence form asks to confirm a notice for a day outside them): the
 * person's campus's, decided by policies/school-term.ts.
 */
export function createSchoolTerms({ cms }: Pick<ModelDeps, 'cms'>) {
  return {
    /** The terms of the person's campus, first first. */
    async ofCampusOf(person: PortalUser): Promise<CmsAll<SchoolTerm>> {
      const found = await cms.findAll<SchoolTerm>('school-terms', {
        filters: { campus: { $eq: person.campus } },
        sort: ['first_day:asc', 'id:asc'],
      });
      return { data: found.data.filter((term) => can(person, 'school-term.read', term)), truncated: found.truncated };
    },
  };
}

export type SchoolTerms = ReturnType<typeof createSchoolTerms>;

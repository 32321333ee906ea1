import type { Campus, SchoolTermRecord } from '@portal/contract';
import type { CmsDocument } from '../cms/cms-client.ts';

export type CmsSchoolTerm = CmsDocument & { campus: Campus; name: string; first_day: string; last_day: string };

export function presentSchoolTerm(term: CmsSchoolTerm): SchoolTermRecord {
  return { schoolTermUid: term.documentId, campus: term.campus, name: term.name, first_day: term.first_day, last_day: term.last_day };
}

import type { SchoolTermRecord } from '@portal/contract';
import type { SchoolTerm } from '../models/records/school-term.ts';

export function presentSchoolTerm(term: SchoolTerm): SchoolTermRecord {
  return { schoolTermUid: term.documentId, campus: term.campus, name: term.name, first_day: term.first_day, last_day: term.last_day };
}

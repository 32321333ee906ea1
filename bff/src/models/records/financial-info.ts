import type { FinancialLine } from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';
import type { OF_STUDENT_POPULATE } from './year-info.ts';

/** A student's fee account for a year, its lines as the finance system gave them, with its student's id. */
export type FinancialInfo = CmsRecord<'api::financial-info.financial-info', typeof OF_STUDENT_POPULATE, { lines: FinancialLine[] }>;

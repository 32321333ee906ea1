import type { WeeklyEmailTextRecord } from '@portal/contract';
import type { WeeklyEmailText } from '../models/records/weekly-email-text.ts';
import { presentCreator } from './creator.ts';

/** JSON columns hold whatever was written to them: only strings are addresses. */
const addresses = (list: unknown): string[] => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []);

export function presentWeeklyEmailText(text: WeeklyEmailText): WeeklyEmailTextRecord {
  return {
    weeklyemailtextUid: text.documentId,
    email_text: text.email_text ?? '',
    except_emails: text.except_emails ?? '',
    except_emails_list: addresses(text.except_emails_list),
    test_emails_list: addresses(text.test_emails_list),
    created_at: text.createdAt,
    updated_at: text.updatedAt,
    ...presentCreator(text),
  };
}

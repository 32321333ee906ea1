import type { WebLog } from '../models/records/web-log.ts';
import { definePolicy } from './policy.ts';

/**
 * Page visits (reader spec 7 "Page visit log"): a visit is read back only by the person who made it
 * (a replayed visit answers with the stored one; visit ids are chosen by clients, so another
 * person's visit with the same id is none of theirs). Administrators see visits only as the
 * campus's counted summaries, never as records.
 */
export const webLogPolicy = definePolicy<WebLog>()({
  read: { refuse: 'not-found', allow: (person, visit) => visit.users_userid === person.documentId },
});

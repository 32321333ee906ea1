import type { Campus } from '@portal/contract';
import type { CmsClient } from '../cms/cms-client.ts';
import type { PortalUser } from './records/portal-user.ts';

/** Addresses looked up in one query (each is one `$eqi` term of the filter). */
const ADDRESSES_PER_QUERY = 50;

/**
 * The ids of the portal people of a campus whose email is one of these addresses, case aside:
 * how an address (a configured mailbox, a note's recipient) becomes people, whose ids are then
 * what every permission compares. An address that is nobody's gives no one.
 */
export async function peopleWithEmails(cms: CmsClient, campus: Campus, addresses: readonly string[]): Promise<string[]> {
  const ids = new Set<string>();
  for (let start = 0; start < addresses.length; start += ADDRESSES_PER_QUERY) {
    const part = addresses.slice(start, start + ADDRESSES_PER_QUERY);
    const found = await cms.findAll<Pick<PortalUser, 'documentId'>>('portal-users', {
      filters: { campus: { $eq: campus }, $or: part.map((address) => ({ email: { $eqi: address } })) },
      fields: ['documentId'],
    });
    for (const person of found.data) ids.add(person.documentId);
  }
  return [...ids];
}

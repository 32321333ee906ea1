import { DEFAULT_LANGUAGE, isLanguage, type Campus, type Language } from '@portal/contract';
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

/**
 * The language each address reads among the campus's people (case and spaces aside): the first
 * person with it, by id, as the bulk sends pick one; English for an address that is nobody's.
 * How an email to addresses (a note's recipients, a homeroom teacher's) is written in each one's language.
 */
export async function languagesOfAddresses(
  cms: CmsClient,
  campus: Campus,
  addresses: readonly string[],
): Promise<(address: string) => Language> {
  const languages = new Map<string, Language>();
  for (let start = 0; start < addresses.length; start += ADDRESSES_PER_QUERY) {
    const part = addresses.slice(start, start + ADDRESSES_PER_QUERY);
    const found = await cms.findAll<Pick<PortalUser, 'email' | 'language'>>('portal-users', {
      filters: { campus: { $eq: campus }, $or: part.map((address) => ({ email: { $eqi: address } })) },
      fields: ['email', 'language'],
      sort: ['id:asc'],
    });
    for (const person of found.data) {
      const address = person.email?.trim().toLowerCase();
      if (address && !languages.has(address))
        languages.set(address, isLanguage(person.language) ? person.language : DEFAULT_LANGUAGE);
    }
  }
  return (address) => languages.get(address.trim().toLowerCase()) ?? DEFAULT_LANGUAGE;
}

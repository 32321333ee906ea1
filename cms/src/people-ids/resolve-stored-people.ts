import type { Core } from '@strapi/strapi';

const NOTE = 'api::student-note.student-note';
const REQUEST = 'api::school-psychology-request.school-psychology-request';
const PERSON = 'api::portal-user.portal-user';
const BATCH = 200;
/** Addresses looked up in one query (each is one `$eqi` term). */
const ADDRESSES_PER_QUERY = 50;

type Row = { id: number };

/**
 * Who may read a student note or a psychology request is decided on portal person ids (the
 * note's `author` and `sent_to_people`, the request's `requester`), which the BFF writes with
 * each record. Records stored before those relations existed name people only as text: the
 * author's and requester's usernames, the addresses a note was emailed to. On every start,
 * each record still without its author or requester gets its people from those, among the
 * people of its student's campus as they are now (CONTENT-MODEL.md, "People of records stored
 * before ids"):
 * - a note's `author`: the one faculty member with its `created_by_username` (faculty alone
 *   ever read notes); its `sent_to_people`: every person whose email is one of its `sent_to`,
 *   case aside (an address that is nobody's, such as a shared inbox, gives no one a right);
 * - a request's `requester`: the one person with its `requested_by_username`.
 * A username that matches no one, or several people, is left unresolved (logged); the record
 * is then looked at again at the next start, and its other people are set all the same.
 *
 * Written through the query engine, which keeps the relations' link tables on SQLite and
 * PostgreSQL alike, one record per transaction (a start killed half way leaves each record
 * wholly resolved or as it was), and without the Document Service: the records' meaning does
 * not change, so no update time, audit entry or change event is due.
 */
export async function resolveStoredPeople(strapi: Core.Strapi): Promise<{ notes: number; requests: number; unresolved: number }> {
  const people = createPeopleLookup(strapi);
  const notes = await resolveStoredNotes(strapi, people);
  const requests = await resolveStoredRequests(strapi, people);
  const unresolved = notes.unresolved + requests.unresolved;
  if (notes.resolved + requests.resolved > 0) {
    strapi.log.info(`People ids: ${notes.resolved} stored student notes and ${requests.resolved} psychology requests now name their people by id.`);
  }
  if (unresolved > 0) {
    strapi.log.warn(
      `People ids: ${notes.unresolved} student notes and ${requests.unresolved} psychology requests name an author or requester that is no one (or several people) of their student's campus; they stay without one until a later start finds them.`,
    );
  }
  return { notes: notes.resolved, requests: requests.resolved, unresolved };
}

function createPeopleLookup(strapi: Core.Strapi) {
  const query = strapi.db.query(PERSON);
  const campusOfPerson = new Map<string, string | null>();
  return {
    /** The campus of the person with this documentId (a note's student), or null. */
    async campusOf(documentId: string | null): Promise<string | null> {
      if (!documentId) return null;
      if (!campusOfPerson.has(documentId)) {
        const person = (await query.findOne({ where: { documentId }, select: ['campus'] })) as { campus: string | null } | null;
        campusOfPerson.set(documentId, person?.campus ?? null);
      }
      return campusOfPerson.get(documentId) ?? null;
    },
    /** The one person of the campus with this username (of this type when given), or null. */
    async onlyOne(campus: string, username: string | null, type?: string): Promise<number | null> {
      if (!username) return null;
      const found = (await query.findMany({ where: { campus, username, ...(type ? { type } : {}) }, select: ['id'], limit: 2 })) as Row[];
      return found.length === 1 ? found[0]!.id : null;
    },
    /** Every person of the campus whose email is one of these, case aside. */
    async withEmails(campus: string, addresses: readonly string[]): Promise<number[]> {
      const ids = new Set<number>();
      for (let start = 0; start < addresses.length; start += ADDRESSES_PER_QUERY) {
        const part = addresses.slice(start, start + ADDRESSES_PER_QUERY);
        const found = (await query.findMany({ where: { campus, $or: part.map((address) => ({ email: { $eqi: address } })) }, select: ['id'] })) as Row[];
        for (const person of found) ids.add(person.id);
      }
      return [...ids].sort((a, b) => a - b);
    },
  };
}

type People = ReturnType<typeof createPeopleLookup>;

const addressesOf = (sentTo: unknown): string[] =>
  Array.isArray(sentTo) ? [...new Set(sentTo.filter((address): address is string => typeof address === 'string' && address.trim() !== '').map((address) => address.trim()))] : [];

async function resolveStoredNotes(strapi: Core.Strapi, people: People): Promise<{ resolved: number; unresolved: number }> {
  type StoredNote = Row & { created_by_username: string | null; student_userid: string | null; sent_to: unknown };
  let after = 0;
  let resolved = 0;
  let unresolved = 0;
  for (;;) {
    const notes = (await strapi.db.query(NOTE).findMany({
      where: { id: { $gt: after }, author: { id: { $null: true } } },
      select: ['id', 'created_by_username', 'student_userid', 'sent_to'],
      orderBy: { id: 'asc' },
      limit: BATCH,
    })) as StoredNote[];
    if (notes.length === 0) break;
    for (const note of notes) {
      after = note.id;
      const campus = await people.campusOf(note.student_userid);
      const author = campus ? await people.onlyOne(campus, note.created_by_username, 'faculty') : null;
      const sentToPeople = campus ? await people.withEmails(campus, addressesOf(note.sent_to)) : [];
      await strapi.db.transaction(() => strapi.db.query(NOTE).update({ where: { id: note.id }, data: { author, sent_to_people: sentToPeople } }));
      if (author === null) unresolved += 1;
      else resolved += 1;
    }
  }
  return { resolved, unresolved };
}

async function resolveStoredRequests(strapi: Core.Strapi, people: People): Promise<{ resolved: number; unresolved: number }> {
  type StoredRequest = Row & { requested_by_username: string | null; student: { campus: string | null } | null };
  let after = 0;
  let resolved = 0;
  let unresolved = 0;
  for (;;) {
    const requests = (await strapi.db.query(REQUEST).findMany({
      where: { id: { $gt: after }, requester: { id: { $null: true } } },
      select: ['id', 'requested_by_username'],
      populate: { student: { select: ['campus'] } },
      orderBy: { id: 'asc' },
      limit: BATCH,
    })) as StoredRequest[];
    if (requests.length === 0) break;
    for (const request of requests) {
      after = request.id;
      const campus = request.student?.campus;
      const requester = campus ? await people.onlyOne(campus, request.requested_by_username) : null;
      if (requester === null) {
        unresolved += 1;
        continue;
      }
      await strapi.db.transaction(() => strapi.db.query(REQUEST).update({ where: { id: request.id }, data: { requester } }));
      resolved += 1;
    }
  }
  return { resolved, unresolved };
}

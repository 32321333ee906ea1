import type { PortalUser } from '../auth/portal-users.ts';
import type { Page } from '../models/records/page.ts';
import type { Place } from '../models/records/place.ts';
import { person } from './people.ts';

/** The editor of the places below: a carer of Sydney, so that only the editor list gives them any right. */
export const placeEditor = person('carer', 'sydney', ['Year 7']);

/** A person as a place lists them among its editors: by id, with their username. */
export const editorEntry = (person: PortalUser, username = person.username): Place['editor_people'][number] => ({ id: person.id, documentId: person.documentId, username });

/** Records for policy tables (no CMS involved): a place of Sydney edited by `placeEditor`, and a page of it that shows to its readers. */
export function place(changes: Partial<Place> = {}): Place {
  return {
    id: 1,
    documentId: 'place-1',
    createdAt: '2026-05-01T00:00:00.000Z',
    updatedAt: '2026-05-01T00:00:00.000Z',
    publishedAt: '2026-05-01T00:00:00.000Z',
    place: 'Year 9 English',
    slug: 'year-9-english',
    place_id: 901,
    description: null,
    intended_audience: null,
    editor_people: [editorEntry(placeEditor)],
    campus: 'sydney',
    is_key_learning_area: true,
    kla: null,
    groups: [],
    users_userid: null,
    users_username: null,
    users_firstname: null,
    users_lastname: null,
    ...changes,
  } as Place;
}

/** A place's groups as it is read with them: by id (the person's groups are `group-<name>` in test/people.ts). */
export const forGroup = (groupname: string) => [{ id: 1, documentId: `group-${groupname}` }] as Place['groups'];

export function page(changes: Partial<Page> = {}): Page {
  return {
    id: 1,
    documentId: 'page-1',
    createdAt: '2026-05-01T00:00:00.000Z',
    updatedAt: '2026-05-01T00:00:00.000Z',
    title: 'Course Overview',
    slug: 'course-overview',
    is_deleted: false,
    pageHide: false,
    publish_start: null,
    publish_end: null,
    place: { id: 1, documentId: 'place-1' },
    pagetype: null,
    ...changes,
  } as Page;
}

import type { CmsRecord } from '@portal/cms/types';

/** What a call that names a person by username learns of each portal person holding it: who (id), of which campus, of which kind. */
export const NAMED_PERSON_FIELDS = ['campus', 'type'] as const;

export type NamedPerson = Pick<CmsRecord<'api::portal-user.portal-user'>, 'id' | 'documentId' | (typeof NAMED_PERSON_FIELDS)[number]>;

/**
 * A username as the spec's wire gives it (`auth_username`), with the portal people of either
 * campus holding it: decisions compare their ids with the asker's, never the name.
 */
export type PeopleNamed = { username: string; people: readonly NamedPerson[] };

import type { ModelDeps } from './model-deps.ts';
import { NAMED_PERSON_FIELDS, type NamedPerson, type PeopleNamed } from './records/named-person.ts';

/**
 * The portal people a username names, on either campus. The spec's wire names people by
 * username (`auth_username`, a teacher's own timetable); this turns the name into the people
 * holding it, so that policies compare portal person ids. It answers ids, campuses and kinds
 * only, which are decided on and never shown.
 */
export function createNamedPeople({ cms }: Pick<ModelDeps, 'cms'>) {
  return {
    async named(username: string): Promise<PeopleNamed> {
      const found = await cms.findAll<NamedPerson>('portal-users', { filters: { username: { $eq: username } }, fields: [...NAMED_PERSON_FIELDS] });
      return { username, people: found.data };
    },
  };
}

export type NamedPeople = ReturnType<typeof createNamedPeople>;

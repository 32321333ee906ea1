import type { Core } from '@strapi/strapi';

const PLACE = 'api::place.place';
const PERSON = 'api::portal-user.portal-user';

/** Where the usernames wait between the two steps: Strapi's own key-value store, which no schema change touches. */
const SET_ASIDE = { type: 'core', name: 'portal', key: 'place-editor-usernames' } as const;

type SetAside = { documentId: string; campus: string; usernames: string[] };

/** A JSON list as the database gives it back: parsed by PostgreSQL, text on SQLite. */
function usernamesOf(stored: unknown): string[] {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string' && name.trim() !== '') : [];
}

/**
 * Before editors were people, a place held them as a JSON list of usernames (the `editors`
 * column), compared with the signed-in person's username on every request. Its editors are now
 * portal people of its campus (`editor_people`); a database from before keeps them so:
 *
 * 1. just before Strapi syncs the schema (which drops the old column), the usernames of every
 *    place still holding some are set aside in Strapi's store, and the column emptied, so that
 *    nothing is set aside twice;
 * 2. right after the sync, each username is linked to the person of the place's campus who has
 *    it (letter case aside, as the old comparison did), in the order listed, and what was set
 *    aside is removed. A username nobody of the campus has gave no one a right, and a save
 *    refuses it now: it is logged and left out.
 *
 * Each step can be cut short and run again: what is set aside stays until every place is
 * linked. Written straight to the database (not the Document Service): the editors do not
 * change, so no update time, audit entry or change event is due.
 */
export function keepPlaceEditorsThroughUpgrade(strapi: Core.Strapi): void {
  strapi.hook('strapi::content-types.beforeSync').register(async () => {
    const knex = strapi.db.connection;
    const table = strapi.db.metadata.get(PLACE).tableName;
    if (!(await knex.schema.hasTable(table)) || !(await knex.schema.hasColumn(table, 'editors'))) return;
    const rows: { document_id: string; campus: string; editors: unknown }[] = await knex(table).select('document_id', 'campus', 'editors').whereNotNull('editors');
    const places = rows.map((row) => ({ documentId: row.document_id, campus: row.campus, usernames: usernamesOf(row.editors) })).filter((place) => place.usernames.length > 0);
    if (places.length > 0) await strapi.store.set({ ...SET_ASIDE, value: places });
    await knex(table).update({ editors: null });
  });

  strapi.hook('strapi::content-types.afterSync').register(async () => {
    const places = (await strapi.store.get(SET_ASIDE)) as SetAside[] | null;
    if (!places) return;
    for (const place of places) {
      const people: { id: number; username: string }[] = await strapi.db.query(PERSON).findMany({
        where: { campus: place.campus, $or: place.usernames.map((username) => ({ username: { $eqi: username } })) },
        select: ['id', 'username'],
        orderBy: { id: 'asc' },
      });
      const named = (username: string) => people.filter((person) => person.username.toLowerCase() === username.toLowerCase());
      const unknown = place.usernames.filter((username) => named(username).length === 0);
      if (unknown.length > 0) strapi.log.warn(`Place ${place.documentId}: nobody at ${place.campus} has the username ${unknown.join(', ')}; no longer listed among its editors.`);
      const editors = [...new Set(place.usernames.flatMap((username) => named(username).map((person) => person.id)))];
      await strapi.db.query(PLACE).update({ where: { documentId: place.documentId }, data: { editor_people: editors } });
    }
    await strapi.store.delete(SET_ASIDE);
    strapi.log.info(`Place editors: the usernames of ${places.length} places are now their campus's people.`);
  });
}

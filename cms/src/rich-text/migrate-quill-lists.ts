import type { Core } from '@strapi/strapi';
import { sanitiseRichText } from '@portal/contract/rich-text';
import { RICH_TEXT_FIELDS } from './sanitise-rich-text';

const BATCH = 200;

/**
 * Rich text stored before lists were kept semantic holds Quill 2's `<ol><li data-list="bullet">`
 * form, which readers, email and PDFs showed as numbered lists. On every start, each stored
 * record still holding it (drafts, published versions and every locale alike: rows, not
 * documents) is stored again as the sanitiser stores it today, with `<ul>`/`<ol>` lists nested
 * inside their items. A record converted no longer matches, so a later start finds nothing to
 * do. Each record is one UPDATE of its own: a process killed half way leaves every record
 * either as it was or wholly converted, and the next start goes on with the rest. A record
 * someone saved in the meantime is left to that save (the UPDATE matches the text it read).
 *
 * Written straight to the table, not through the Document Service: the text's meaning does not
 * change, so no update time, audit entry or change event is due (the BFF presents stored text
 * through the same sanitiser, so its cache shows the lists right either way).
 */
export async function migrateQuillLists(strapi: Core.Strapi): Promise<number> {
  const knex = strapi.db.connection;
  let converted = 0;
  for (const [uid, fields] of Object.entries(RICH_TEXT_FIELDS)) {
    const meta = strapi.db.metadata.get(uid);
    for (const field of fields) {
      const column = (meta.attributes[field] as { columnName?: string } | undefined)?.columnName ?? field;
      let after = 0;
      for (;;) {
        const rows: { id: number; text: string }[] = await knex(meta.tableName)
          .select({ id: 'id', text: column })
          .where(column, 'like', '%data-list%')
          .andWhere('id', '>', after)
          .orderBy('id')
          .limit(BATCH);
        if (rows.length === 0) break;
        for (const row of rows) {
          after = row.id;
          const semantic = sanitiseRichText(row.text);
          if (semantic === row.text) continue;
          converted += Number(await knex(meta.tableName).where({ id: row.id, [column]: row.text }).update({ [column]: semantic }));
        }
      }
    }
  }
  if (converted > 0) strapi.log.info(`Rich text: the lists of ${converted} stored records were made semantic (<ul>/<ol>).`);
  return converted;
}

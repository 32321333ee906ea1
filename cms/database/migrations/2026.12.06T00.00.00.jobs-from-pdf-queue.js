'use strict';

/**
 * The job engine left the pdf-queue plugin for a plugin of its own, `jobs` (cms-plugins/jobs):
 * its content type is plugin::jobs.job, its table `jobs` (was pdf_queue_jobs), the column that
 * names a job's kind `kind` (was `type`), and two kinds now carry their feature's name.
 *
 * Strapi runs this before it syncs the tables with the content types, which would otherwise drop
 * pdf_queue_jobs with every job in it, and in one transaction: a process that dies in it leaves
 * the old table as it was, and the next start moves it whole. The table is renamed, not copied,
 * so each job keeps its id, state, attempts, lease and dedupe key: a queued job runs once under
 * its kind's new name, a finished one never again, and the job of a process that died is taken
 * up when its lease runs out, as before. Strapi records the migration only after the commit, so a
 * start after a death in between runs it again, finds no pdf_queue_jobs and does nothing.
 *
 * Stop every process of the earlier version before the first start of this one: they would
 * look for pdf_queue_jobs. Replicas of this version may start together (on PostgreSQL the second
 * waits for the first's transaction and then finds nothing to move).
 */

const OLD_TABLE = 'pdf_queue_jobs';
const TABLE = 'jobs';

/** Kinds renamed in the move, with their dedupe keys (`<kind>:<record's documentId>`). */
const RENAMED_KINDS = {
  'learning-goals-pdfs': 'learning-virtues-goals-pdfs',
  'email-bulk-send': 'email-sending',
};

const isPostgres = (knex) => ['pg', 'postgres', 'postgresql'].includes(String(knex.client.config.client));

/**
 * Indexes, constraints and the id sequence keep their names through a table rename; they are
 * given the names Strapi gives them for `jobs` (it names them after the table), so that its sync
 * finds them in place instead of adding a second of each.
 */
const newName = (name) => `${TABLE}${name.slice(OLD_TABLE.length)}`;

async function renamePostgresObjects(knex) {
  // An index that backs a constraint (the primary key, the unique dedupe key) renames it too.
  const indexes = await knex.raw('SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ?', [TABLE]);
  for (const { name } of indexes.rows) {
    if (name.startsWith(OLD_TABLE)) await knex.raw('ALTER INDEX ?? RENAME TO ??', [name, newName(name)]);
  }
  const foreignKeys = await knex.raw("SELECT conname AS name FROM pg_constraint WHERE conrelid = to_regclass(?) AND contype = 'f'", [TABLE]);
  for (const { name } of foreignKeys.rows) {
    if (name.startsWith(OLD_TABLE)) await knex.raw('ALTER TABLE ?? RENAME CONSTRAINT ?? TO ??', [TABLE, name, newName(name)]);
  }
  const sequences = await knex.raw("SELECT relname AS name FROM pg_class WHERE relkind = 'S' AND relnamespace = current_schema()::regnamespace AND relname = ?", [`${OLD_TABLE}_id_seq`]);
  for (const { name } of sequences.rows) await knex.raw('ALTER SEQUENCE ?? RENAME TO ??', [name, newName(name)]);
}

/** SQLite has no ALTER INDEX: each index is made again under its new name (the rename already pointed it at `jobs`). */
async function renameSqliteIndexes(knex) {
  const indexes = await knex.raw("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL", [TABLE]);
  for (const { name, sql } of indexes) {
    if (!name.startsWith(OLD_TABLE)) continue;
    await knex.raw('DROP INDEX ??', [name]);
    await knex.raw(sql.replace(name, newName(name)));
  }
  // The foreign keys of created_by_id and updated_by_id keep their names inside the table's
  // definition: SQLite cannot rename them, and Strapi neither reads nor adds foreign keys there.
}

async function up(knex) {
  const postgres = isPostgres(knex);
  if (postgres) await knex.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [OLD_TABLE]);
  if (!(await knex.schema.hasTable(OLD_TABLE))) return;
  if (await knex.schema.hasTable(TABLE)) {
    throw new Error(`Both ${OLD_TABLE} (the jobs of the pdf-queue plugin) and ${TABLE} exist: move the jobs still wanted into ${TABLE} and drop ${OLD_TABLE}, then start again.`);
  }
  await knex.raw('ALTER TABLE ?? RENAME TO ??', [OLD_TABLE, TABLE]);
  await knex.raw('ALTER TABLE ?? RENAME COLUMN ?? TO ??', [TABLE, 'type', 'kind']);
  if (postgres) await renamePostgresObjects(knex);
  else await renameSqliteIndexes(knex);
  for (const [from, to] of Object.entries(RENAMED_KINDS)) {
    await knex(TABLE)
      .where('kind', from)
      .andWhere('dedupe_key', 'like', `${from}:%`)
      .update({ dedupe_key: knex.raw('? || substr(dedupe_key, ?)', [to, from.length + 1]) });
    await knex(TABLE).where('kind', from).update({ kind: to });
  }
}

module.exports = { up };

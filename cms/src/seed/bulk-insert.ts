import type { Core, UID } from '@strapi/strapi';
import { DEFAULT_LOCALE_ROWS, isLocalizedType } from '../content-languages/default-locale-rows';

/** One record to insert: its attributes, and the row ids of the records each relation links to. */
export interface BulkRecord {
  data: Record<string, unknown>;
  links?: Record<string, number[]>;
}

interface InsertOptions {
  /** The source of the new documentIds. */
  random: () => number;
  createdAt: (index: number) => Date;
}

/** What Strapi's metadata says about a relation's join table (the part used here). */
interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
  /** Position of the target in this record's list (x-to-many). */
  orderColumnName?: string;
  /** Position of this record in the target's list (many-to-x with an inverse side). */
  inverseOrderColumnName?: string;
}

/** Rows per statement: well under SQLite's 500 compound selects and PostgreSQL's 65,535 parameters. */
const CHUNK = 200;

const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
};

/** A documentId shaped like Strapi's own (24 characters, a letter first), from the seeded random source. */
export const documentIdFrom = (random: () => number): string => {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const alphabet = `${letters}0123456789`;
  let id = letters[Math.floor(random() * letters.length)]!;
  while (id.length < 24) id += alphabet[Math.floor(random() * alphabet.length)]!;
  return id;
};

const joinTableOf = (strapi: Core.Strapi, uid: UID.ContentType, relation: string): JoinTable => {
  const attribute = strapi.db.metadata.get(uid).attributes[relation] as { joinTable?: JoinTable } | undefined;
  const joinTable = attribute?.joinTable;
  if (!joinTable?.inverseJoinColumn) {
    throw new Error(`Bulk insert: ${uid}.${relation} is not a relation with a join table`);
  }
  return joinTable;
};

/** The next free position of each target in its own list (records linked before keep theirs). */
const nextInverseOrder = async (strapi: Core.Strapi, trx: unknown, joinTable: JoinTable) => {
  const next = new Map<number, number>();
  const column = joinTable.inverseOrderColumnName;
  if (!column) return next;
  const rows = (await strapi.db
    .getConnection(joinTable.name)
    .transacting(trx as never)
    .select(joinTable.inverseJoinColumn.name)
    .max({ last: column })
    .groupBy(joinTable.inverseJoinColumn.name)) as Record<string, unknown>[];
  for (const row of rows) next.set(Number(row[joinTable.inverseJoinColumn.name]), Number(row.last ?? 0) + 1);
  return next;
};

/**
 * Inserts many records of one content type with a few statements instead of one Document
 * Service call each: `strapi.db.query().createMany` for the rows (so database lifecycles run,
 * among them rich-text sanitising and the cache-events plugin), then the relations' join-table
 * rows, as the Document Service would write them (positions included). Rows get the
 * documentId, timestamps and publishedAt the Document Service sets on a type without draft and
 * publish, and on a localized type the default language (a record as written). Runs inside the caller's transaction when there is one. Returns the new row ids, in
 * the order of `records`.
 */
export const insertDocuments = async (
  strapi: Core.Strapi,
  uid: UID.ContentType,
  records: readonly BulkRecord[],
  options: InsertOptions,
): Promise<number[]> => (await insertDocumentRefs(strapi, uid, records, options)).map((ref) => ref.id);

/** As insertDocuments, returning each new record's row id and documentId (the importer needs both). */
export const insertDocumentRefs = async (
  strapi: Core.Strapi,
  uid: UID.ContentType,
  records: readonly BulkRecord[],
  { random, createdAt }: InsertOptions,
): Promise<{ id: number; documentId: string }[]> => {
  if (records.length === 0) return [];
  const documentIds = records.map(() => documentIdFrom(random));
  const language = isLocalizedType(strapi, uid) ? DEFAULT_LOCALE_ROWS : {};
  const rows = records.map((record, index) => {
    const at = createdAt(index);
    return { ...language, ...record.data, documentId: documentIds[index], createdAt: at, updatedAt: at, publishedAt: at };
  });
  await strapi.db.query(uid).createMany({ data: rows });

  const idOf = new Map<string, number>();
  for (const part of chunks(documentIds, 500)) {
    const found = (await strapi.db.query(uid).findMany({ where: { documentId: { $in: part } }, select: ['id', 'documentId'] })) as {
      id: number;
      documentId: string;
    }[];
    for (const row of found) idOf.set(row.documentId, row.id);
  }
  const ids = documentIds.map((documentId) => {
    const id = idOf.get(documentId);
    if (id === undefined) throw new Error(`Bulk insert: ${uid} ${documentId} was not inserted`);
    return id;
  });

  const relations = [...new Set(records.flatMap((record) => Object.keys(record.links ?? {})))];
  await strapi.db.transaction(async ({ trx }) => {
    for (const relation of relations) {
      const joinTable = joinTableOf(strapi, uid, relation);
      const inverseOrder = await nextInverseOrder(strapi, trx, joinTable);
      const linkRows: Record<string, number>[] = [];
      records.forEach((record, index) => {
        (record.links?.[relation] ?? []).forEach((targetId, position) => {
          const row: Record<string, number> = { [joinTable.joinColumn.name]: ids[index]!, [joinTable.inverseJoinColumn.name]: targetId };
          if (joinTable.orderColumnName) row[joinTable.orderColumnName] = position + 1;
          if (joinTable.inverseOrderColumnName) {
            const order = inverseOrder.get(targetId) ?? 1;
            row[joinTable.inverseOrderColumnName] = order;
            inverseOrder.set(targetId, order + 1);
          }
          linkRows.push(row);
        });
      });
      for (const part of chunks(linkRows)) {
        await strapi.db
          .getConnection(joinTable.name)
          .transacting(trx as never)
          .insert(part);
      }
    }
  });
  return ids.map((id, index) => ({ id, documentId: documentIds[index]! }));
};

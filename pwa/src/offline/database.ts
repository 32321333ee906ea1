import Dexie, { liveQuery, type EntityTable, type Observable, type Table, type Transaction } from 'dexie';
import type { OfflineDatabase, OfflineRecords, OutboxItem, SavedTable } from './declarations.ts';
import { dismissRefusedWrite, flushOutbox, readRefusedWrites, startOutboxSync, type FlushResult, type RefusedWrite } from './outbox.ts';

/**
 * The one IndexedDB database of a signed-in person: a cache of what the BFF sent them, plus
 * the outbox of writes not yet sent. Records are stored as the API shaped them, so a screen
 * reads the same fields offline as online.
 *
 * Its tables are the engine's own four (below) and those the features declare
 * (app/offline-records.ts); one Dexie schema is built from them at the registry's version.
 *
 * Nothing here is a credential: tokens stay in sessionStorage (features/auth).
 *
 * Only lazy code imports this module (offline/session.ts loads it with import()), which keeps
 * Dexie out of the entry chunk.
 */

/** When a saved list was last replaced by the server's answer ('last updated' on screens). */
type ListDate = { list: string; updatedAt: number };

/** A single saved record the app needs before any screen, under the name its feature gives. */
type SavedDocument = { key: string; value: unknown; updatedAt: number };

/**
 * A GET's last answer with its ETag, by URL: the next visit asks `If-None-Match` and a 304
 * costs no records on the wire (lib/api-client.ts). What the server sent, nothing merged.
 */
type SavedAnswer = { url: string; etag: string; records: unknown; savedAt: number };

const ENGINE_TABLES = {
  documents: 'key',
  meta: 'list',
  outbox: '++seq, &key, kind',
  answers: 'url, savedAt',
};

/** Dexie's schema line of a declared table: its key first, then its indexes. */
function schemaLine(table: SavedTable<never>): string {
  return [table.key, ...(table.indexes ?? [])].join(', ');
}

export function buildSchema(records: OfflineRecords): Record<string, string> {
  const schema: Record<string, string> = { ...ENGINE_TABLES };
  for (const feature of records.features) {
    for (const table of feature.tables ?? []) {
      if (table.name in schema) throw new Error(`Two offline tables are named ${table.name}`);
      schema[table.name] = schemaLine(table);
    }
  }
  return schema;
}

function legacyTable(transaction: Transaction, name: string): Table | null {
  try {
    return transaction.table(name);
  } catch {
    return null;
  }
}

/** Queued writes of schema 2 carried the request itself; now the payload, which the write's declaration sends. */
async function upgradeOutbox(transaction: Transaction, records: OfflineRecords): Promise<void> {
  const writes = new Map(records.features.flatMap((feature) => feature.writes ?? []).map((write) => [write.kind, write]));
  await transaction
    .table('outbox')
    .toCollection()
    .modify((item: Record<string, unknown>, ref: { value: unknown }) => {
      if ('payload' in item) return;
      const payload = writes.get(String(item.kind))?.fromVersion2?.(item as { key: string; path: string; body?: unknown });
      if (payload === undefined || payload === null) {
        // A write no feature can send any more: keeping it would block the queue.
        delete (ref as { value?: unknown }).value;
        return;
      }
      ref.value = { seq: item.seq, key: item.key, kind: item.kind, payload, queuedAt: item.queuedAt, attempts: 0 };
    });
}

export class PortalDatabase extends Dexie implements OfflineDatabase {
  documents!: EntityTable<SavedDocument, 'key'>;
  meta!: EntityTable<ListDate, 'list'>;
  outbox!: EntityTable<OutboxItem, 'seq'>;
  answers!: EntityTable<SavedAnswer, 'url'>;
  readonly records: OfflineRecords;

  constructor(name: string, records: OfflineRecords) {
    super(name);
    this.records = records;
    // Only the current version is declared: Dexie compares it with what the browser holds,
    // adds and removes tables and indexes, and runs the upgrade for any older version.
    this.version(records.version)
      .stores(buildSchema(records))
      .upgrade(async (transaction) => {
        const meta = transaction.table('meta');
        const renameList = async (from: string, to: string) => {
          const row = (await meta.get(from)) as ListDate | undefined;
          if (!row) return;
          await meta.put({ list: to, updatedAt: row.updatedAt });
          await meta.delete(from);
        };
        for (const feature of records.features) {
          for (const table of feature.tables ?? []) {
            await table.upgrade?.({
              transaction,
              table: transaction.table(table.name),
              legacy: (old) => legacyTable(transaction, old),
              renameList,
            });
          }
        }
        await upgradeOutbox(transaction, records);
      });
  }

  // Sending the queue (offline/outbox.ts) comes with the database, in its lazily loaded
  // chunk: screens queue a write and call these.

  /** Sends what is queued now, in order. */
  sendQueued(): Promise<FlushResult> {
    return flushOutbox(this);
  }

  /** Keeps the queue moving while the app is open; returns the clean-up. */
  keepSendingQueued(): () => void {
    return startOutboxSync(this);
  }

  async hasRefusedWrites(): Promise<boolean> {
    return (await this.outbox.filter((item) => item.refused !== undefined).count()) > 0;
  }

  refusedWrites(): Promise<RefusedWrite[]> {
    return readRefusedWrites(this);
  }

  dismissRefusedWrite(seq: number): Promise<void> {
    return dismissRefusedWrite(this, seq);
  }

  /**
   * Dexie's liveQuery on this database. Screens reach it through the open database
   * (offline/use-live-query.ts), so Dexie stays in this lazily loaded module.
   */
  observe<T>(querier: (db: this) => Promise<T>): Observable<T> {
    return liveQuery(() => querier(this));
  }
}

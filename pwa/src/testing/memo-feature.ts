import { ApiError } from '@/lib/api-client.ts';
import { tableOf, type OfflineRecords, type QueuedWrite, type SavedTable } from '@/offline/declarations.ts';
import type { SavedList } from '@/offline/saved-list.ts';

/**
 * A made-up feature for the offline engine's tests: memos on boards that expire, and pins
 * queued for the server. It names nothing of the portal, as a new feature would not.
 */
/**
 * The memo server's calls. Not through lib/api-client: its answers are checked against the
 * contract's schemas in tests, and memos are in no contract.
 */
async function memoCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  } catch {
    throw new ApiError(0, 'offline');
  }
  const json = (await response.json()) as { responceObject: { records: T; error?: { message: string } } };
  if (!response.ok) throw new ApiError(response.status, json.responceObject.error?.message ?? response.statusText);
  return json.responceObject.records;
}

export type Memo = { memoUid: string; board: string; text: string; expiresAt: string | null };
type Pin = { memoUid: string; clientPinId: string; pinUid: string | null };

/** Schema 1 of the memo feature kept memos in a table named 'notes', with no board. */
export const memosTable: SavedTable<Memo, 'memoUid'> = {
  name: 'memos',
  key: 'memoUid',
  indexes: ['board'],
  async upgrade({ table, legacy, renameList }) {
    const notes = legacy('notes');
    if (!notes) return;
    const rows = (await notes.toArray()) as Omit<Memo, 'board'>[];
    await table.bulkPut(rows.map((note, position) => ({ ...note, board: 'general', position })));
    await renameList('notes', 'memos:general');
  },
};

export const pinsTable: SavedTable<Pin, 'memoUid'> = { name: 'pins', key: 'memoUid', indexes: ['clientPinId'] };

export const memoList: SavedList<Memo, 'memoUid', string> = {
  table: memosTable,
  name: (board) => `memos:${board}`,
  rows: (table, board) => table.where('board').equals(board),
  order: 'server',
  queryKey: (board) => ['memos', board],
  fetch: (board) => memoCall<Memo[]>('GET', `memos/?board=${encodeURIComponent(board)}`),
  current: {
    isCurrent: (memo, now) => memo.expiresAt === null || Date.parse(memo.expiresAt) > now.getTime(),
    nextChange: (memos, now) =>
      Math.min(...memos.map((memo) => (memo.expiresAt ? Date.parse(memo.expiresAt) : Infinity)).filter((time) => time > now.getTime())),
  },
};

type PinRequest = { memoUid: string; clientPinId: string };

export const pinMemo: QueuedWrite<PinRequest, { pinUid: string }> = {
  kind: 'memo-pin',
  key: (pin) => `memo-pin:${pin.memoUid}`,
  send: (pin) => memoCall<{ pinUid: string }>('POST', 'memos/pins/', { data: pin }),
  tables: [pinsTable],
  async applyAnswer(db, pin, answer) {
    await tableOf(db, pinsTable).update(pin.memoUid, { pinUid: answer.pinUid });
  },
  async undo(db, pin) {
    await tableOf(db, pinsTable).delete(pin.memoUid);
  },
  describe: () => 'Pinning a memo',
  fromVersion2: ({ body }) => (body as { data?: PinRequest } | undefined)?.data ?? null,
};

export const memoRecords: OfflineRecords = {
  version: 2,
  features: [{ tables: [memosTable, pinsTable], writes: [pinMemo] }],
};

import { EMPTY } from '@portal/contract';

/** The spec's empty-list text, 'No records found!', unless a screen needs another. */
export function EmptyState({ message = EMPTY.noRecords }: { message?: string }) {
  return <p className="empty-state">{message}</p>;
}

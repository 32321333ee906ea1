import { EMPTY } from '@portal/contract';
import './empty-state.css';

/** The spec's empty-list text, 'No records found!', unless a screen needs another. */
export function EmptyState({ message = EMPTY.noRecords }: { message?: string }) {
  return <p className="empty-state">{message}</p>;
}

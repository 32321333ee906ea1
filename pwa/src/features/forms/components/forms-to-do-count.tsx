import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getFormsQueryOptions } from '../api/get-forms.ts';

/** Entries still waiting on this person: not those they signed while another carer must sign too. */
const toDo = (entries: readonly { awaiting_me: boolean }[]) => entries.filter((entry) => entry.awaiting_me).length;

/**
 * Tells the dashboard how many form entries still wait on this person, for its Forms tile; renders
 * nothing. The dashboard loads it once its first screen is shown: the call and this code are
 * not in the way of the tiles. The list at /forms then opens from the same answer.
 */
export function FormsToDoCount({ onCount }: { onCount: (count: number) => void }) {
  const { data: count } = useQuery({ ...getFormsQueryOptions(), select: toDo });
  useEffect(() => {
    if (count !== undefined) onCount(count);
  }, [count, onCount]);
  return null;
}

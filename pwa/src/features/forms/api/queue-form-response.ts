import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { PortalDatabase } from '@/offline/database.ts';
import { enqueue, queuedItems, type QueuedItem } from '@/offline/queue.ts';
import { useOfflineDatabase } from '@/offline/session.ts';
import { useLiveQuery } from '@/offline/use-live-query.ts';
import { sendFormResponse, type QueuedFormResponse } from '../offline.ts';

/** A signature on the outbox: waiting to be sent, or refused by the server (with its reason). */
export type QueuedAnswer = QueuedItem<QueuedFormResponse>;

/** Puts a signature in the outbox; it is sent now when online, otherwise as soon as the device is back online. */
export function queueFormResponse(db: PortalDatabase, answer: QueuedFormResponse): Promise<void> {
  return enqueue(db, sendFormResponse, answer);
}

/** Whether a queued signature answers this form for this child. */
export function answersFor(answer: QueuedFormResponse, formUid: string, studentUid: string): boolean {
  return answer.formUid === formUid && answer.signature.students.includes(studentUid);
}

const NONE: readonly QueuedAnswer[] = [];

/**
 * The signatures on the outbox, live (none without a database: a shared computer queues nothing).
 * When one leaves the queue, stored or refused, the forms are asked again, so that the list and
 * the form show the server's state (done, or the form closed or changed); `onSettled` is told
 * which, for the screen's own words.
 */
export function useQueuedAnswers(
  onSettled?: (answer: QueuedFormResponse, outcome: 'sent' | 'refused') => void,
): readonly QueuedAnswer[] {
  const { db } = useOfflineDatabase();
  const items = useLiveQuery(db, 'queued-form-responses', (open) => queuedItems(open, sendFormResponse)).value;
  const client = useQueryClient();
  const waiting = useRef(new Map<number, QueuedFormResponse>());
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });
  useEffect(() => {
    if (!items) return;
    let changed = false;
    for (const [seq, answer] of waiting.current) {
      const now = items.find((item) => item.seq === seq);
      if (now && !now.refused) continue;
      waiting.current.delete(seq);
      changed = true;
      settled.current?.(answer, now ? 'refused' : 'sent');
    }
    for (const item of items) if (!item.refused) waiting.current.set(item.seq, item.payload);
    // The forms' root key (get-form.ts's FORMS_QUERY_ROOT), written out so that the list does not load the form's module.
    if (changed) void client.invalidateQueries({ queryKey: ['forms'] });
  }, [items, client]);
  return items ?? NONE;
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AbsenceReasonInput, AbsenceRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { writeToCache } from '@/offline/session.ts';
import { tableOf } from '@/offline/declarations.ts';
import { absencesTable } from '../offline.ts';
import { absencesOf } from './get-absences.ts';

/** `PUT absences/`: the reason of an absence, saved on the server (online only). */
export function useSaveAbsenceReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AbsenceReasonInput['data']) => api.put<AbsenceRecord>('absences/', { data: input }),
    async onSuccess(saved) {
      await writeToCache(async (db) => {
        const table = tableOf(db, absencesTable);
        const before = (await table.get(saved.DAILY_ATTENDANCE_ID)) as (AbsenceRecord & { position?: number }) | undefined;
        await table.put({ ...saved, position: before?.position ?? -1 } as AbsenceRecord);
      });
      await queryClient.invalidateQueries({ queryKey: absencesOf.queryKey(saved.STUDENT_NUMBER) });
    },
  });
}

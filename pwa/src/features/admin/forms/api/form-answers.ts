import type {
  FormMatrixQuery,
  FormMatrixRecord,
  FormPaperAnswerInput,
  FormReminderRecord,
  FormResponseRecord,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { browser } from '@/lib/browser.ts';

/** The matrix's filters: those of its call without `format` (which asks for a file instead). */
export type MatrixFilter = Omit<FormMatrixQuery, 'format'>;

export type MatrixExportFormat = NonNullable<FormMatrixQuery['format']>;

/** A form's matrices (each filter's) under one key, so a paper answer refreshes them all. */
const matrixKey = (formUid: string) => ['admin-form-matrix', formUid] as const;

const matrixPath = (formUid: string) => `consent-forms/${encodeURIComponent(formUid)}/matrix`;

/**
 * Issue 30: a form's students × signers with each signer's state, and the counts of the rows
 * the filter keeps (the BFF filters). Asked again each time it is shown: answers keep coming.
 * While another filter's answer loads, the last one stays on screen.
 */
export function useFormMatrix(formUid: string, filter: MatrixFilter) {
  return useQuery({
    queryKey: [...matrixKey(formUid), filter],
    // Without `format` the call answers the matrix, not a link to its file.
    queryFn: ({ signal }) => api.get<FormMatrixRecord>(matrixPath(formUid), { query: filter, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** Emails every signer still pending now (at most once a day each): how many were queued, and how many had been reminded today. */
export function useRemindPending(formUid: string) {
  return useMutation({
    mutationFn: () => api.post<FormReminderRecord>(`consent-forms/${encodeURIComponent(formUid)}/reminders`, {}),
  });
}

/**
 * Records the answers of a paper form for one student. The client id is the caller's, made once
 * per paper form, so a retry after a lost answer stores it once. The matrices are asked again.
 */
export function useRecordPaperAnswer(formUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: FormPaperAnswerInput) =>
      api.post<FormResponseRecord>(`consent-forms/${encodeURIComponent(formUid)}/paper-answers`, { data }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matrixKey(formUid) }),
  });
}

type ExportRequest = { filter: MatrixFilter; format: MatrixExportFormat };

/**
 * The matrix of the filter as CSV or XLSX: the call answers a short-lived signed link, opened as
 * a plain download (it carries no token), so the screen stays.
 */
export function useExportFormMatrix(formUid: string) {
  return useMutation({
    mutationFn: async ({ filter, format }: ExportRequest) => {
      const link = await api.get<string>(matrixPath(formUid), { query: { ...filter, format } });
      browser.assign(link);
    },
  });
}

import type { FormEntryRecord } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * The person's forms: one entry per form and child, newest due first (the server's order).
 * Asked online only: an entry's status must be the server's, and signing is online this round.
 * Its key is the root of every forms query (get-form.ts's FORMS_QUERY_ROOT), written out here
 * rather than imported: the dashboard's count loads this module on home, and a module that two
 * screens import (the list and a form) goes into the chunk the screens share, which the count
 * would then load with it. So only the list screen and the count import this one.
 */
export function getFormsQueryOptions() {
  return queryOptions({ queryKey: ['forms'], queryFn: () => api.get<FormEntryRecord[]>('forms') });
}

export function useForms() {
  return useQuery(getFormsQueryOptions());
}

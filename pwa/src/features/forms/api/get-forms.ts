import type { FormEntryRecord } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * The person's forms, as the dashboard's count asks them: one entry per form and child, newest
 * due first (the server's order). Its key is the root of every forms query (get-form.ts's
 * FORMS_QUERY_ROOT), written out here rather than imported: the count loads this module on home,
 * and a module that two screens import goes into the chunk the screens share, which the count
 * would then load with it. So only the count imports this one; the list at /forms asks the same
 * call under the same key through use-forms.ts, which saves it on the device for offline reading.
 */
export function getFormsQueryOptions() {
  return queryOptions({ queryKey: ['forms'], queryFn: () => api.get<FormEntryRecord[]>('forms') });
}

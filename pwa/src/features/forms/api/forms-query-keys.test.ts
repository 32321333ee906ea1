import { describe, expect, it } from 'vitest';
import { FORMS_QUERY_ROOT, formQueryKey } from './get-form.ts';
import { getFormsQueryOptions } from './get-forms.ts';
import { formsList } from './use-forms.ts';

describe('the forms queries', () => {
  it('share one root, which a signature invalidates: the list is its key, each form is below it', () => {
    expect(getFormsQueryOptions().queryKey).toEqual(FORMS_QUERY_ROOT);
    // The dashboard's count and the list at /forms ask one query: the list opens from the count's answer.
    expect(formsList.queryKey()).toEqual(getFormsQueryOptions().queryKey);
    expect(formQueryKey('form0000001').slice(0, FORMS_QUERY_ROOT.length)).toEqual(FORMS_QUERY_ROOT);
  });
});

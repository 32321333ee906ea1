import { Callout, Classes, HTMLTable, Intent, Spinner } from '@blueprintjs/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { adminFormPaths, type ConsentFormRecord } from '@portal/contract';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Link } from '@/components/ui/link.tsx';
import { DeleteQuestion } from '@/features/admin/components/delete-question.tsx';
import { RowActions } from '@/features/admin/components/row-actions.tsx';
import { TableHead } from '@/features/admin/components/table-head.tsx';
import { showAdminToast } from '@/features/admin/lib/admin-toaster.ts';
import { formatAdminDate } from '@/features/admin/lib/format-admin-date.ts';
import { formatNumber } from '@/lib/format-number.ts';
import { useConsentForms, useDeleteConsentForm } from '../api/consent-forms.ts';
import { FORM_STATUS_NAMES } from '../lib/form-editor-form.ts';
import { DELETE_FORM_QUESTION, STEP_DONE, canDelete } from '../lib/form-steps.ts';
import './consent-forms-list.css';

const COLUMNS = [msg`Title`, msg`Status`, msg`Due`, msg`Answered`, msg`Actions`];

/** One form's line: its title names its buttons ('Edit Year 9 camp'). */
function FormRow({ form, onDelete }: { form: ConsentFormRecord; onDelete: () => void }) {
  const { i18n } = useLingui();
  const name = form.title;
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{i18n._(FORM_STATUS_NAMES[form.status])}</td>
      <td>
        <time dateTime={form.due_at}>{formatAdminDate(form.due_at)}</time>
      </td>
      <td>{formatNumber(form.answered)}</td>
      <td>
        <RowActions
          className="consent-forms-list__actions"
          name={name}
          editHref={adminFormPaths.form.href({ id: form.formUid })}
          onDelete={canDelete(form) ? onDelete : undefined}
        />
      </td>
    </tr>
  );
}

/**
 * Issue 30: the campus's permission forms, newest due first, each with its status, due time
 * (the admin area's one date format, at the school) and how many answers stand; a form opens
 * in its editor, and one no one has answered can go from here.
 */
export function ConsentFormsList() {
  const { t, i18n } = useLingui();
  const forms = useConsentForms();
  const remove = useDeleteConsentForm();
  const [deleting, setDeleting] = useState<ConsentFormRecord | null>(null);

  return (
    <div className="consent-forms-list">
      <p className="consent-forms-list__create">
        <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to={adminFormPaths.newForm.href()}>
          <Trans>New form</Trans>
        </Link>
      </p>
      {forms.isError && (
        <Callout intent={Intent.DANGER} role="alert">
          {i18n._(forms.error.message)}
        </Callout>
      )}
      {forms.isPending && <Spinner size={30} aria-label={t`Loading the permission forms`} />}
      {forms.data?.length === 0 && (
        <EmptyState hint={<Trans>No permission form yet: make one with New form, then publish it to ask families.</Trans>} />
      )}
      {forms.data && forms.data.length > 0 && (
        <div className="consent-forms-list__table">
          <HTMLTable striped compact>
            <TableHead columns={COLUMNS.map((column) => i18n._(column))} />
            <tbody>
              {forms.data.map((form) => (
                <FormRow key={form.formUid} form={form} onDelete={() => setDeleting(form)} />
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <DeleteQuestion
        question={i18n._(DELETE_FORM_QUESTION)}
        subject={deleting?.title ?? null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.formUid, {
            onSuccess: () => showAdminToast({ message: i18n._(STEP_DONE.deleted), intent: Intent.SUCCESS }),
            onError: (failure) => showAdminToast({ message: i18n._(failure.message), intent: Intent.DANGER }),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </div>
  );
}

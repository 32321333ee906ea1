import { Button, Callout, FormGroup, HTMLTable, InputGroup, Intent } from '@blueprintjs/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { EMPTY, SUBSCRIBER_MESSAGES, subscribedUserFields, type SubscribedUserRecord } from '@portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { DeleteQuestion } from '@/features/admin/components/delete-question.tsx';
import { Pager } from '@/features/admin/components/pager.tsx';
import { showAdminToast } from '@/features/admin/lib/admin-toaster.ts';
import { formErrors } from '@/features/admin/lib/form-errors.ts';
import { SUBSCRIBERS_PAGE_SIZE, useDeleteSubscriber, useSaveSubscriber, useSubscribers, type SubscribersFilter } from '../api/subscribers.ts';
import { TableHead } from '@/features/admin/components/table-head.tsx';
import './subscribers.css';

type SubscriberForm = { name: string; email: string };
type SubscriberErrors = Partial<Record<keyof SubscriberForm, string>>;

const EMPTY_FORM: SubscriberForm = { name: '', email: '' };
const NO_FILTER: SubscribersFilter = { name: '', email: '' };

function errorsOf(form: SubscriberForm): SubscriberErrors {
  return formErrors(subscribedUserFields, form);
}

/**
 * Admin spec 2 "Subscribers": the form for a new subscriber (or the one being edited), the
 * name and email filters, and the campus's subscribers a page at a time, newest first.
 */
export function Subscribers() {
  const { t, i18n } = useLingui();
  /** The contract's message for a field, read out when it appears. */
  const alertOf = (message: string | undefined) => (message ? <span role="alert">{i18n._(message)}</span> : undefined);
  const id = useId();
  const [filter, setFilter] = useState<SubscribersFilter>(NO_FILTER);
  const [draftFilter, setDraftFilter] = useState<SubscribersFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const subscribers = useSubscribers(filter, page);
  const save = useSaveSubscriber();
  const remove = useDeleteSubscriber();
  const [editing, setEditing] = useState<SubscribedUserRecord | null>(null);
  const [form, setForm] = useState<SubscriberForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<SubscriberErrors>({});
  const [deleting, setDeleting] = useState<SubscribedUserRecord | null>(null);

  const set = (field: keyof SubscriberForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function startEditing(subscriber: SubscribedUserRecord | null) {
    setEditing(subscriber);
    setForm(subscriber ? { name: subscriber.name, email: subscriber.email } : EMPTY_FORM);
    setErrors({});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = errorsOf(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { subscriberUid: editing?.subscribedusersUid, data: subscribedUserFields.parse(form) },
      {
        onSuccess: () => {
          showAdminToast({ message: i18n._(SUBSCRIBER_MESSAGES.saved), intent: Intent.SUCCESS });
          startEditing(null);
        },
        // Spec 8: the server's message ('[ERROR] Subscribed user already exist in database') as an error notification.
        onError: (error) => showAdminToast({ message: i18n._(error.message), intent: Intent.DANGER }),
      },
    );
  }

  function applyFilter(next: SubscribersFilter) {
    setFilter({ name: next.name.trim(), email: next.email.trim() });
    setPage(1);
  }

  const filtering = subscribers.isFetching && !subscribers.isPending;
  const total = subscribers.data?.total ?? 0;
  return (
    <div className="subscribers">
      <form className="subscribers-form" aria-labelledby={`${id}-form-title`} noValidate onSubmit={submit}>
        <h3 id={`${id}-form-title`}>{editing ? t`Edit subscriber` : t`Add a subscriber`}</h3>
        <div className="subscribers-form__fields">
          <FormGroup label={t`Name`} labelFor={`${id}-name`} intent={errors.name ? Intent.DANGER : Intent.NONE} helperText={alertOf(errors.name)}>
            <InputGroup id={`${id}-name`} value={form.name} maxLength={200} aria-invalid={Boolean(errors.name)} onValueChange={(name) => set('name', name)} />
          </FormGroup>
          <FormGroup label={t`Email`} labelFor={`${id}-email`} intent={errors.email ? Intent.DANGER : Intent.NONE} helperText={alertOf(errors.email)}>
            <InputGroup id={`${id}-email`} type="email" value={form.email} maxLength={254} aria-invalid={Boolean(errors.email)} onValueChange={(email) => set('email', email)} />
          </FormGroup>
        </div>
        <div className="subscribers-form__actions">
          <Button type="submit" intent={Intent.PRIMARY} disabled={save.isPending} text={save.isPending ? t`Save...` : t`Save`} />
          {editing && <Button text={t`Cancel`} disabled={save.isPending} onClick={() => startEditing(null)} />}
        </div>
      </form>

      <section aria-labelledby={`${id}-list-title`}>
        <h3 id={`${id}-list-title`}>
          <Trans>Subscribed users</Trans>
        </h3>
        <form
          className="subscribers-filter"
          aria-label={t`Subscribers filter`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            applyFilter(draftFilter);
          }}
        >
          <FormGroup label={t`Filter by name`} labelFor={`${id}-filter-name`}>
            <InputGroup id={`${id}-filter-name`} value={draftFilter.name} maxLength={200} onValueChange={(name) => setDraftFilter({ ...draftFilter, name })} />
          </FormGroup>
          <FormGroup label={t`Filter by email`} labelFor={`${id}-filter-email`}>
            <InputGroup id={`${id}-filter-email`} value={draftFilter.email} maxLength={254} onValueChange={(email) => setDraftFilter({ ...draftFilter, email })} />
          </FormGroup>
          <div className="subscribers-filter__buttons">
            <Button
              text={t`Reset`}
              disabled={filtering}
              onClick={() => {
                setDraftFilter(NO_FILTER);
                applyFilter(NO_FILTER);
              }}
            />
            <Button type="submit" intent={Intent.PRIMARY} disabled={filtering} text={filtering ? t`Filter...` : t`Filter`} />
          </div>
        </form>
        {subscribers.isError && <Callout intent={Intent.DANGER}>{i18n._(subscribers.error.message)}</Callout>}
        <HTMLTable striped compact className="subscribers-table">
          <TableHead columns={[t`Name`, t`Email`, t`Actions`]} />
          <tbody>
            {subscribers.data && subscribers.data.records.length === 0 && (
              <tr>
                <td colSpan={3}>{i18n._(EMPTY.noRecords)}</td>
              </tr>
            )}
            {subscribers.data?.records.map((subscriber) => (
              <tr key={subscriber.subscribedusersUid}>
                <th scope="row">{subscriber.name}</th>
                <td>{subscriber.email}</td>
                <td className="subscribers-table__actions">
                  <Button size="small" text={t`Edit`} aria-label={t`Edit ${{ name: subscriber.name }}`} onClick={() => startEditing(subscriber)} />
                  <Button
                    size="small"
                    intent={Intent.DANGER}
                    variant="minimal"
                    text={t`Delete`}
                    aria-label={t`Delete ${{ name: subscriber.name }}`}
                    onClick={() => setDeleting(subscriber)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <Pager page={page} pageCount={Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE))} total={total} noun="subscriber" onPage={setPage} />
      </section>

      <DeleteQuestion
        question={i18n._(SUBSCRIBER_MESSAGES.deleteConfirm)}
        subject={deleting ? `${deleting.name} <${deleting.email}>` : null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.subscribedusersUid, {
            onSuccess: () => {
              showAdminToast({ message: i18n._(SUBSCRIBER_MESSAGES.deleted), intent: Intent.SUCCESS });
              if (editing?.subscribedusersUid === deleting.subscribedusersUid) startEditing(null);
            },
            onError: (error) => showAdminToast({ message: i18n._(error.message), intent: Intent.DANGER }),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </div>
  );
}

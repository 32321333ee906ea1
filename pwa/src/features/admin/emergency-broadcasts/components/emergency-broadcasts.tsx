import { Button, Callout, FormGroup, HTMLTable, Intent, Switch, TextArea } from '@blueprintjs/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ADMIN_API_MESSAGES, BROADCAST_MESSAGES, EMPTY, type EmergencyBroadcastRecord } from '@portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { DeleteQuestion } from '@/features/admin/components/delete-question.tsx';
import { showAdminToast } from '@/features/admin/lib/admin-toaster.ts';
import { formatAdminDate } from '@/features/admin/lib/format-admin-date.ts';
import { useAdminBroadcasts, useDeleteBroadcast, useSaveBroadcast } from '../api/broadcasts.ts';
import { TableHead } from '@/features/admin/components/table-head.tsx';

/**
 * The Dashboard tab (which the spec leaves empty) holds the emergency broadcasts: raise one,
 * change it, clear it from the banner, or remove it. The reader banner shows the newest
 * broadcast whose status is on.
 */
export function EmergencyBroadcasts() {
  const { t, i18n } = useLingui();
  const broadcasts = useAdminBroadcasts();
  const save = useSaveBroadcast();
  const remove = useDeleteBroadcast();
  const [editing, setEditing] = useState<EmergencyBroadcastRecord | null>(null);
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState(true);
  /** The contract's message for the field, shown in the language shown. */
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<EmergencyBroadcastRecord | null>(null);
  const id = useId();

  function edit(broadcast: EmergencyBroadcastRecord | null) {
    setEditing(broadcast);
    setMessage(broadcast?.message ?? '');
    setStatus(broadcast?.status ?? true);
    setError(null);
    save.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (message.trim() === '') {
      setError(ADMIN_API_MESSAGES.broadcastMessage);
      return;
    }
    save.mutate(
      { broadcastUid: editing?.emergencybroadcastUid, data: { message: message.trim(), status } },
      {
        onSuccess: () => {
          showAdminToast({ message: i18n._(BROADCAST_MESSAGES.saved), intent: Intent.SUCCESS });
          edit(null);
        },
      },
    );
  }

  function clear(broadcast: EmergencyBroadcastRecord) {
    save.mutate(
      { broadcastUid: broadcast.emergencybroadcastUid, data: { message: broadcast.message, status: false } },
      {
        onSuccess: () => showAdminToast({ message: i18n._(BROADCAST_MESSAGES.cleared), intent: Intent.SUCCESS }),
        onError: (failure) => showAdminToast({ message: i18n._(failure.message), intent: Intent.DANGER }),
      },
    );
  }

  const shown = broadcasts.data?.find((broadcast) => broadcast.status);
  const shownMessage = shown?.message;
  return (
    <div className="emergency-broadcasts">
      <form className="emergency-broadcast-form" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
        <h3 id={`${id}-title`}>{editing ? t`Change the broadcast` : t`Raise an emergency broadcast`}</h3>
        <FormGroup
          label={t`Message`}
          labelFor={`${id}-message`}
          intent={error ? Intent.DANGER : Intent.NONE}
          helperText={error ? <span role="alert">{i18n._(error)}</span> : t`Shown in a banner on every screen of the portal while it is on.`}
        >
          <TextArea
            id={`${id}-message`}
            value={message}
            maxLength={1000}
            fill
            aria-invalid={Boolean(error)}
            onChange={(event) => {
              setMessage(event.currentTarget.value);
              setError(null);
            }}
          />
        </FormGroup>
        <Switch label={t`On: show it in the banner`} checked={status} onChange={(event) => setStatus(event.currentTarget.checked)} />
        {save.isError && (
          <Callout intent={Intent.DANGER} title={t`The broadcast was not saved`}>
            {i18n._(save.error.message)}
          </Callout>
        )}
        <div className="emergency-broadcast-form__actions">
          <Button type="submit" intent={Intent.PRIMARY} disabled={save.isPending} text={save.isPending ? t`Save...` : t`Save`} />
          {editing && <Button text={t`Cancel`} disabled={save.isPending} onClick={() => edit(null)} />}
        </div>
      </form>

      <section aria-labelledby={`${id}-list`}>
        <h3 id={`${id}-list`}>
          <Trans>Broadcasts</Trans>
        </h3>
        <p aria-live="polite">{shown ? t`The banner shows: “${shownMessage}”` : t`No broadcast is on: the banner is hidden.`}</p>
        {broadcasts.isError && <Callout intent={Intent.DANGER}>{i18n._(broadcasts.error.message)}</Callout>}
        <HTMLTable striped compact className="emergency-broadcasts-table">
          <TableHead columns={[t`Message`, t`Status`, t`Updated at`, t`Actions`]} />
          <tbody>
            {broadcasts.data?.length === 0 && (
              <tr>
                <td colSpan={4}>{i18n._(EMPTY.noRecords)}</td>
              </tr>
            )}
            {broadcasts.data?.map((broadcast) => (
              <tr key={broadcast.emergencybroadcastUid}>
                <th scope="row">{broadcast.message}</th>
                <td>{broadcast.status ? t`On` : t`Off`}</td>
                <td>{formatAdminDate(broadcast.updated_at)}</td>
                <td className="emergency-broadcasts-table__actions">
                  <Button size="small" text={t`Edit`} aria-label={t`Edit broadcast: ${{ message: broadcast.message }}`} onClick={() => edit(broadcast)} />
                  {broadcast.status && (
                    <Button
                      size="small"
                      text={t`Clear`}
                      aria-label={t`Clear broadcast: ${{ message: broadcast.message }}`}
                      disabled={save.isPending}
                      onClick={() => clear(broadcast)}
                    />
                  )}
                  <Button
                    size="small"
                    intent={Intent.DANGER}
                    variant="minimal"
                    text={t`Delete`}
                    aria-label={t`Delete broadcast: ${{ message: broadcast.message }}`}
                    onClick={() => setDeleting(broadcast)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </section>

      <DeleteQuestion
        question={i18n._(BROADCAST_MESSAGES.deleteConfirm)}
        subject={deleting?.message ?? null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.emergencybroadcastUid, {
            onSuccess: () => showAdminToast({ message: i18n._(BROADCAST_MESSAGES.deleted), intent: Intent.SUCCESS }),
            onError: (failure) => showAdminToast({ message: i18n._(failure.message), intent: Intent.DANGER }),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </div>
  );
}

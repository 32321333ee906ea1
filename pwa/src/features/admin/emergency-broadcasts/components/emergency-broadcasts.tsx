import { Button, Callout, FormGroup, HTMLTable, Intent, Switch, TextArea } from '@blueprintjs/core';
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
  const broadcasts = useAdminBroadcasts();
  const save = useSaveBroadcast();
  const remove = useDeleteBroadcast();
  const [editing, setEditing] = useState<EmergencyBroadcastRecord | null>(null);
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState(true);
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
          showAdminToast({ message: BROADCAST_MESSAGES.saved, intent: Intent.SUCCESS });
          edit(null);
        },
      },
    );
  }

  function clear(broadcast: EmergencyBroadcastRecord) {
    save.mutate(
      { broadcastUid: broadcast.emergencybroadcastUid, data: { message: broadcast.message, status: false } },
      {
        onSuccess: () => showAdminToast({ message: BROADCAST_MESSAGES.cleared, intent: Intent.SUCCESS }),
        onError: (failure) => showAdminToast({ message: failure.message, intent: Intent.DANGER }),
      },
    );
  }

  const shown = broadcasts.data?.find((broadcast) => broadcast.status);
  return (
    <div className="emergency-broadcasts">
      <form className="emergency-broadcast-form" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
        <h3 id={`${id}-title`}>{editing ? 'Change the broadcast' : 'Raise an emergency broadcast'}</h3>
        <FormGroup label="Message" labelFor={`${id}-message`} intent={error ? Intent.DANGER : Intent.NONE} helperText={error ? <span role="alert">{error}</span> : 'Shown in a banner on every screen of the portal while it is on.'}>
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
        <Switch label="On: show it in the banner" checked={status} onChange={(event) => setStatus(event.currentTarget.checked)} />
        {save.isError && (
          <Callout intent={Intent.DANGER} title="The broadcast was not saved">
            {save.error.message}
          </Callout>
        )}
        <div className="emergency-broadcast-form__actions">
          <Button type="submit" intent={Intent.PRIMARY} disabled={save.isPending} text={save.isPending ? 'Save...' : 'Save'} />
          {editing && <Button text="Cancel" disabled={save.isPending} onClick={() => edit(null)} />}
        </div>
      </form>

      <section aria-labelledby={`${id}-list`}>
        <h3 id={`${id}-list`}>Broadcasts</h3>
        <p aria-live="polite">{shown ? `The banner shows: “${shown.message}”` : 'No broadcast is on: the banner is hidden.'}</p>
        {broadcasts.isError && <Callout intent={Intent.DANGER}>{broadcasts.error.message}</Callout>}
        <HTMLTable striped compact className="emergency-broadcasts-table">
          <TableHead columns={['Message', 'Status', 'Updated at', 'Actions']} />
          <tbody>
            {broadcasts.data?.length === 0 && (
              <tr>
                <td colSpan={4}>{EMPTY.noRecords}</td>
              </tr>
            )}
            {broadcasts.data?.map((broadcast) => (
              <tr key={broadcast.emergencybroadcastUid}>
                <th scope="row">{broadcast.message}</th>
                <td>{broadcast.status ? 'On' : 'Off'}</td>
                <td>{formatAdminDate(broadcast.updated_at)}</td>
                <td className="emergency-broadcasts-table__actions">
                  <Button size="small" text="Edit" aria-label={`Edit broadcast: ${broadcast.message}`} onClick={() => edit(broadcast)} />
                  {broadcast.status && <Button size="small" text="Clear" aria-label={`Clear broadcast: ${broadcast.message}`} disabled={save.isPending} onClick={() => clear(broadcast)} />}
                  <Button size="small" intent={Intent.DANGER} variant="minimal" text="Delete" aria-label={`Delete broadcast: ${broadcast.message}`} onClick={() => setDeleting(broadcast)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </section>

      <DeleteQuestion
        question={BROADCAST_MESSAGES.deleteConfirm}
        subject={deleting?.message ?? null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.emergencybroadcastUid, {
            onSuccess: () => showAdminToast({ message: BROADCAST_MESSAGES.deleted, intent: Intent.SUCCESS }),
            onError: (failure) => showAdminToast({ message: failure.message, intent: Intent.DANGER }),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </div>
  );
}

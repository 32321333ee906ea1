import { Trans, useLingui } from '@lingui/react/macro';
import { formPaths, type FormEntryRecord } from '@portal/contract';
import { Card, CardList } from '@/components/ui/card.tsx';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { LastUpdated } from '@/components/ui/last-updated.tsx';
import { Link } from '@/components/ui/link.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { NotSavedYet } from '@/components/ui/not-saved-yet.tsx';
import { useForms } from '../api/use-forms.ts';
import { answersFor, useQueuedAnswers, type QueuedAnswer } from '../api/queue-form-response.ts';
import { FormStatusBadge } from './form-status-badge.tsx';
import { QueuedAnswerBadge } from './unsent-answer.tsx';
import './forms.css';

/** Where an entry opens: the form, with its child chosen. */
function formHref(entry: Pick<FormEntryRecord, 'formUid' | 'studentUid'>): string {
  return `${formPaths.formDetails.href({ id: entry.formUid })}?${new URLSearchParams({ student: entry.studentUid })}`;
}

/** An entry's answer on this device's outbox, if any: the last one, waiting or refused. */
function queuedAnswerOf(queued: readonly QueuedAnswer[], entry: FormEntryRecord): QueuedAnswer | undefined {
  return queued.filter((item) => answersFor(item.payload, entry.formUid, entry.studentUid)).at(-1);
}

function FormEntry({ entry, queued }: { entry: FormEntryRecord; queued: QueuedAnswer | undefined }) {
  const key = `form-${entry.formUid}-${entry.studentUid}`;
  return (
    <Card
      className="post-card form-entry"
      titleId={`${key}-title`}
      title={
        // The child's name and the status are read with the link: two children's entries of one form differ by them.
        <Link to={formHref(entry)} aria-describedby={`${key}-meta`}>
          {entry.title}
        </Link>
      }
    >
      {/* Spaces between the parts, so that they are not read as one word. */}
      <p className="card__meta" id={`${key}-meta`}>
        <FormStatusBadge status={entry.status} awaitingMe={entry.awaiting_me} />{' '}
        {queued ? (
          <>
            <QueuedAnswerBadge refused={Boolean(queued.refused)} />{' '}
          </>
        ) : null}
        <span>{entry.student_name}</span>{' '}
        <span>
          <Trans>
            Due <DateDisplay value={entry.due_at} withTime />
          </Trans>
        </span>
      </p>
    </Card>
  );
}

/**
 * A signer's forms: one entry per form and child, in the server's order (newest due first), saved
 * on the device to read offline; an answer made offline shows as waiting on its entry until sent.
 */
export function FormsList() {
  const { t } = useLingui();
  const forms = useForms();
  const queued = useQueuedAnswers();
  if (forms.status === 'loading') return <Loading label={t`Loading forms…`} />;
  if (forms.status === 'error') return <ErrorMessage error={forms.error} onRetry={forms.refetch} />;
  if (forms.status === 'unavailable' || forms.data === undefined) return <NotSavedYet />;
  if (forms.data.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__message">
          <Trans>No forms are waiting for you.</Trans>
        </p>
      </div>
    );
  }
  return (
    <>
      <CardList>
        {forms.data.map((entry) => (
          <FormEntry key={`${entry.formUid}-${entry.studentUid}`} entry={entry} queued={queuedAnswerOf(queued, entry)} />
        ))}
      </CardList>
      <LastUpdated at={forms.updatedAt} stale={forms.stale} />
    </>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PSYCHOLOGY_REQUEST_MESSAGES, REQUEST_RELATIONSHIPS, psychologyRequestFields, type PsychologyRequestRecord, type YearInfoRecord } from '@portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { Card, CardList } from '@/components/ui/card.tsx';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { fieldErrorProps } from '@/components/ui/field-error.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { SavedContent } from '@/components/ui/saved-content.tsx';
import { fieldErrorsOf } from '@/lib/field-errors.ts';
import { useMyStudents } from '@/lib/my-students.ts';
import { usePsychologyRequests } from '../api/get-psychology-requests.ts';
import { useSendPsychologyRequest } from '../api/send-psychology-request.ts';
import './psychology-requests.css';

const STATUS_LABELS: Record<PsychologyRequestRecord['request_status'], MessageDescriptor> = {
  submitted: msg`Sent`,
  in_progress: msg`In progress`,
  closed: msg`Closed`,
};

function RequestForm({ students }: { students: readonly YearInfoRecord[] }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const send = useSendPsychologyRequest();
  const [username, setUsername] = useState(students.length === 1 ? (students[0]?.username ?? '') : '');
  const [relationship, setRelationship] = useState('');
  const [concerns, setConcerns] = useState('');
  const [contact, setContact] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    const parsed = psychologyRequestFields.safeParse({ username, relationship, concerns, preferred_contact: contact, consent });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        setConcerns('');
        setContact('');
        setConsent(false);
        setSent(true);
      },
    });
  }

  const { errorOf, described } = fieldErrorProps(id, errors);

  return (
    <form className="request-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Ask for the school psychologist</Trans>
      </h2>
      <p>
        <Trans>Your request goes to the school&apos;s counsellors, who will contact you. In an emergency, call 000.</Trans>
      </p>
      <div>
        <label className="field-label" htmlFor={`${id}-student`}>
          <Trans>Student</Trans>
        </label>
        <select id={`${id}-student`} className="text-input" value={username} onChange={(event) => setUsername(event.target.value)} {...described('username')}>
          <option value="">{t`Choose…`}</option>
          {students.map((student) => (
            <option key={student.username} value={student.username}>
              {student.student}
            </option>
          ))}
        </select>
        {errorOf('username')}
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-relationship`}>
          <Trans>Your relationship to the student</Trans>
        </label>
        <select id={`${id}-relationship`} className="text-input" value={relationship} onChange={(event) => setRelationship(event.target.value)} {...described('relationship')}>
          <option value="">{t`Choose…`}</option>
          {REQUEST_RELATIONSHIPS.map((value) => (
            <option key={value} value={value}>
              {i18n._(value)}
            </option>
          ))}
        </select>
        {errorOf('relationship')}
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-concerns`}>
          <Trans>Your concerns</Trans>
        </label>
        <textarea id={`${id}-concerns`} className="text-input" rows={5} value={concerns} onChange={(event) => setConcerns(event.target.value)} {...described('concerns')} />
        {errorOf('concerns')}
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-contact`}>
          <Trans>Best way and time to contact you (optional)</Trans>
        </label>
        <input id={`${id}-contact`} className="text-input" value={contact} onChange={(event) => setContact(event.target.value)} {...described('preferred_contact')} />
        {errorOf('preferred_contact')}
      </div>
      <div>
        <div className="checkbox-field">
          <input id={`${id}-consent`} type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} {...described('consent')} />
          <label htmlFor={`${id}-consent`}>
            <Trans>The school psychologist may contact me about this request</Trans>
          </label>
        </div>
        {errorOf('consent')}
      </div>
      {send.error ? <ErrorMessage error={send.error} /> : null}
      <p className="form-status" role="status">
        {sent ? i18n._(PSYCHOLOGY_REQUEST_MESSAGES.sent) : ''}
      </p>
      <div>
        <button type="submit" className="button" disabled={send.isPending}>
          {send.isPending ? <Trans>Sending…</Trans> : <Trans>Send request</Trans>}
        </button>
      </div>
    </form>
  );
}

/**
 * Who sent a request and how they know the student; for the counsellors, their address; and
 * how they would like to be contacted. Each combination is one sentence for translators.
 */
function RequestFrom({ request, isCounsellor }: { request: PsychologyRequestRecord; isCounsellor: boolean }) {
  const { i18n } = useLingui();
  const from = request.requester_name ?? request.requested_by_username ?? '';
  const relationship = request.relationship === null ? '' : i18n._(request.relationship);
  const address = isCounsellor ? request.requester_email : null;
  const email = address ? <a href={`mailto:${address}`}>{address}</a> : null;
  const contact = request.preferred_contact;
  if (email && contact)
    return (
      <Trans>
        From {from} ({relationship}) — {email}; contact: {contact}
      </Trans>
    );
  if (email)
    return (
      <Trans>
        From {from} ({relationship}) — {email}
      </Trans>
    );
  if (contact)
    return (
      <Trans>
        From {from} ({relationship}); contact: {contact}
      </Trans>
    );
  return (
    <Trans>
      From {from} ({relationship})
    </Trans>
  );
}

function RequestList() {
  const { i18n } = useLingui();
  const saved = usePsychologyRequests();
  return (
    <SavedContent saved={saved}>
      {({ is_counsellor, requests }) => (
        <section aria-labelledby="requests-title">
          <h2 id="requests-title">
            {is_counsellor ? <Trans>Requests received by the counsellors</Trans> : <Trans>Your requests</Trans>}
          </h2>
          {requests.length === 0 ? (
            <EmptyState />
          ) : (
            <CardList>
              {requests.map((request) => (
                <Card
                  key={request.schoolpsychologyrequestUid}
                  title={request.student}
                  titleId={`request-${request.schoolpsychologyrequestUid}`}
                  headingLevel={3}
                  metaFirst
                  meta={
                    <>
                      <span className="badge">{i18n._(STATUS_LABELS[request.request_status])}</span>
                      <DateDisplay value={request.created_at} withTime />
                    </>
                  }
                >
                  <p className="card__body">
                    <RequestFrom request={request} isCounsellor={is_counsellor} />
                  </p>
                  <p className="card__body request-concerns">{request.concerns}</p>
                </Card>
              ))}
            </CardList>
          )}
        </section>
      )}
    </SavedContent>
  );
}

/** Reader 2.1 School psychology request: the form the counsellors receive, then the requests this person may see. */
export function PsychologyRequestScreen() {
  const students = useMyStudents();
  return (
    <>
      <SavedContent saved={students}>{(list) => (list.length === 0 ? null : <RequestForm students={list} />)}</SavedContent>
      <RequestList />
    </>
  );
}

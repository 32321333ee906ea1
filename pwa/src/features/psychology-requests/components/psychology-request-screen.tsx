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

const STATUS_LABELS: Record<PsychologyRequestRecord['request_status'], string> = { submitted: 'Sent', in_progress: 'In progress', closed: 'Closed' };

function RequestForm({ students }: { students: readonly YearInfoRecord[] }) {
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
      <h2 id={`${id}-title`}>Ask for the school psychologist</h2>
      <p>Your request goes to the school&apos;s counsellors, who will contact you. In an emergency, call 000.</p>
      <div>
        <label className="field-label" htmlFor={`${id}-student`}>
          Student
        </label>
        <select id={`${id}-student`} className="text-input" value={username} onChange={(event) => setUsername(event.target.value)} {...described('username')}>
          <option value="">Choose…</option>
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
          Your relationship to the student
        </label>
        <select id={`${id}-relationship`} className="text-input" value={relationship} onChange={(event) => setRelationship(event.target.value)} {...described('relationship')}>
          <option value="">Choose…</option>
          {REQUEST_RELATIONSHIPS.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
        {errorOf('relationship')}
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-concerns`}>
          Your concerns
        </label>
        <textarea id={`${id}-concerns`} className="text-input" rows={5} value={concerns} onChange={(event) => setConcerns(event.target.value)} {...described('concerns')} />
        {errorOf('concerns')}
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-contact`}>
          Best way and time to contact you (optional)
        </label>
        <input id={`${id}-contact`} className="text-input" value={contact} onChange={(event) => setContact(event.target.value)} {...described('preferred_contact')} />
        {errorOf('preferred_contact')}
      </div>
      <div>
        <div className="checkbox-field">
          <input id={`${id}-consent`} type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} {...described('consent')} />
          <label htmlFor={`${id}-consent`}>The school psychologist may contact me about this request</label>
        </div>
        {errorOf('consent')}
      </div>
      {send.error ? <ErrorMessage error={send.error} /> : null}
      <p className="form-status" role="status">
        {sent ? PSYCHOLOGY_REQUEST_MESSAGES.sent : ''}
      </p>
      <div>
        <button type="submit" className="button" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send request'}
        </button>
      </div>
    </form>
  );
}

function RequestList() {
  const saved = usePsychologyRequests();
  return (
    <SavedContent saved={saved}>
      {({ is_counsellor, requests }) => (
        <section aria-labelledby="requests-title">
          <h2 id="requests-title">{is_counsellor ? 'Requests received by the counsellors' : 'Your requests'}</h2>
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
                      <span className="badge">{STATUS_LABELS[request.request_status]}</span>
                      <DateDisplay value={request.created_at} withTime />
                    </>
                  }
                >
                  <p className="card__body">
                    From {request.requester_name ?? request.requested_by_username} ({request.relationship})
                    {is_counsellor && request.requester_email ? (
                      <>
                        {' '}
                        — <a href={`mailto:${request.requester_email}`}>{request.requester_email}</a>
                      </>
                    ) : null}
                    {request.preferred_contact ? `; contact: ${request.preferred_contact}` : ''}
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

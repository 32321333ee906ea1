import { Alert, Button, Callout, FormGroup, HTMLSelect, InputGroup, Intent, Radio, Spinner, TextArea } from '@blueprintjs/core';
import {
  EMAIL_SENDING_MESSAGES as SEND,
  EMAIL_SENDING_TOAST_MS,
  WEEKLY_EMAIL_TEXT_MESSAGES as M,
  exclusionList,
  exclusionListOf,
  testAddress,
  weeklyBlurb,
  type EmailSendRecord,
  type EmailSendingType,
  type WeeklyEmailTextRecord,
} from '@portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { showAdminToast } from '@/features/admin/lib/admin-toaster.ts';
import { useSaveWeeklyEmailText, useWeeklyEmailText, type WeeklyEmailTextSave } from '../api/weekly-email-text.ts';
import { useLatestSend, useStartEmailSending } from '../api/email-sending.ts';
import { useRecipientCount } from '../api/recipient-count.ts';
import './email-sending.css';

/** Admin spec 2 "Email sending": the three sends, Weekly Digest by default (spec 9). Radios in a fieldset rather than Blueprint's RadioGroup: one Blueprint module fewer shared across admin chunks, whose file name the reader's first script lists. */
const EMAIL_TYPES = [
  { value: 'Weekly', label: 'Weekly Digest' },
  { value: 'Daily', label: 'Daily Reminders' },
  { value: 'Principal', label: 'Principals Message' },
] as const satisfies ReadonlyArray<{ value: EmailSendingType; label: string }>;
type EmailType = EmailSendingType;

const labelOf = (type: EmailType) => EMAIL_TYPES.find((option) => option.value === type)?.label ?? type;

/** The latest send's progress, read out politely as it changes. */
function SendProgress({ send }: { send: EmailSendRecord | null | undefined }) {
  if (!send) return null;
  const who = send.email_testing ? `test to ${send.recipient ?? ''}` : 'to the campus';
  const figures = `${send.sent.toLocaleString('en-AU')} of ${send.total.toLocaleString('en-AU')} sent${send.skipped ? `, ${send.skipped} skipped` : ''}${send.failed ? `, ${send.failed} failed` : ''}`;
  return (
    <p className="email-sending__note" role="status">
      Latest send: {labelOf(send.type)} ({who}): {send.status}, {figures}
      {send.error ? `. ${send.error}` : ''}
    </p>
  );
}

/** The first message of a field's check, or undefined when it passes. */
function issueOf(schema: { safeParse: (value: string) => { success: boolean; error?: { issues: Array<{ message: string }> } } }, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

const alertOf = (message: string | undefined) => (message ? <span role="alert">{message}</span> : undefined);

type Part = 'blurb' | 'list' | 'address' | 'send';

/** The fields start from the record as it was when the tab opened; later saves keep what was typed. */
function EmailSendingForm({ record, initialType }: { record: WeeklyEmailTextRecord | null; initialType: EmailType }) {
  const id = useId();
  const save = useSaveWeeklyEmailText();
  const startSending = useStartEmailSending();
  const latest = useLatestSend();
  const [type, setType] = useState<EmailType>(initialType);
  const [blurb, setBlurb] = useState(record?.email_text ?? '');
  const [list, setList] = useState(record?.except_emails ?? '');
  const [testing, setTesting] = useState(true);
  const [newAddress, setNewAddress] = useState('');
  const [recipient, setRecipient] = useState(record?.test_emails_list[0] ?? '');
  const [errors, setErrors] = useState<Partial<Record<Part, string>>>({});
  const [saving, setSaving] = useState<Part | null>(null);
  // Send Emails asks first: a send cannot be called back once it is queued.
  const [confirming, setConfirming] = useState(false);
  const testAddresses = record?.test_emails_list ?? [];
  const askingCampus = confirming && !testing;
  const recipientCount = useRecipientCount({ type, unsaved: askingCampus ? unsavedExclusions(list, record) : [], enabled: askingCampus });
  const reach: Reach = recipientCount.isFetching ? 'counting' : recipientCount.isSuccess ? recipientCount.data : 'unknown';

  function saveOne(part: Part, data: WeeklyEmailTextSave, saved: string, after?: () => void) {
    setSaving(part);
    save.mutate(
      { textUid: record?.weeklyemailtextUid, data },
      {
        onSuccess: () => {
          showAdminToast({ message: saved, intent: Intent.SUCCESS });
          after?.();
        },
        onError: (error) => showAdminToast({ message: error.message, intent: Intent.DANGER }),
        onSettled: () => setSaving(null),
      },
    );
  }

  function check(part: Part, message: string | undefined): boolean {
    setErrors((current) => ({ ...current, [part]: message }));
    return message === undefined;
  }

  const submitBlurb = (event: FormEvent) => {
    event.preventDefault();
    if (check('blurb', issueOf(weeklyBlurb, blurb))) saveOne('blurb', { email_text: blurb }, M.blurbSaved);
  };

  const submitList = (event: FormEvent) => {
    event.preventDefault();
    if (check('list', issueOf(exclusionList, list))) saveOne('list', { except_emails: list }, M.listSaved);
  };

  const submitAddress = (event: FormEvent) => {
    event.preventDefault();
    if (!check('address', issueOf(testAddress, newAddress) ?? (record ? undefined : M.testAddressNeedsRecord))) return;
    const address = testAddress.parse(newAddress);
    saveOne('address', { test_emails_list: [...testAddresses.filter((known) => known !== address), address] }, M.testAddressSaved, () => {
      setNewAddress('');
      setRecipient(address);
    });
  };

  const askToSend = () => {
    const listIssue = list.trim() ? issueOf(exclusionList, list) : undefined;
    if (!check('list', listIssue) || !check('send', testing && !recipient ? SEND.recipientRequired : undefined)) return;
    setConfirming(true);
  };

  const send = () => {
    setConfirming(false);
    startSending.mutate(
      { type, email_testing: testing, ...(testing ? { recipient } : {}), except_for: list.trim() ? exclusionListOf(list) : [] },
      {
        onSuccess: () => showAdminToast({ message: SEND.sent, intent: Intent.SUCCESS, timeout: EMAIL_SENDING_TOAST_MS }),
        onError: (error) => showAdminToast({ message: error.message, intent: Intent.DANGER }),
      },
    );
  };

  const busy = (part: Part, label: string) => ({ disabled: save.isPending, text: saving === part ? `${label}...` : label });

  return (
    <div className="email-sending">
      <fieldset className="email-sending__choice">
        <legend>Email type</legend>
        {EMAIL_TYPES.map((option) => (
          <Radio key={option.value} inline name={`${id}-type`} value={option.value} label={option.label} checked={type === option.value} onChange={() => setType(option.value)} />
        ))}
      </fieldset>

      {type === 'Weekly' && (
        <form className="email-sending__part" aria-label="Weekly blurb" noValidate onSubmit={submitBlurb}>
          <FormGroup label="Blurb" labelFor={`${id}-blurb`} intent={errors.blurb ? Intent.DANGER : Intent.NONE} helperText={alertOf(errors.blurb)}>
            <TextArea id={`${id}-blurb`} value={blurb} rows={6} fill maxLength={10_000} aria-invalid={Boolean(errors.blurb)} aria-describedby={`${id}-hints`} onChange={(event) => setBlurb(event.currentTarget.value)} />
          </FormGroup>
          <ul id={`${id}-hints`} className="email-sending__hints" aria-label="Formatting">
            <li>
              Link: <code>[link text](https://example.com)</code>
            </li>
            <li>
              Bold: <code>**bold text**</code>
            </li>
            <li>New line: press Enter.</li>
          </ul>
          <Button type="submit" intent={Intent.PRIMARY} {...busy('blurb', 'Save Blurb')} />
        </form>
      )}

      <form className="email-sending__part" aria-label="Exclusion list" noValidate onSubmit={submitList}>
        <FormGroup
          label="Don't send emails to people in this list"
          labelFor={`${id}-list`}
          intent={errors.list ? Intent.DANGER : Intent.NONE}
          helperText={alertOf(errors.list) ?? 'Email addresses separated by commas or new lines.'}
        >
          <TextArea id={`${id}-list`} value={list} rows={5} fill aria-invalid={Boolean(errors.list)} onChange={(event) => setList(event.currentTarget.value)} />
        </FormGroup>
        <Button type="submit" intent={Intent.PRIMARY} {...busy('list', 'Save List')} />
      </form>

      <fieldset className="email-sending__part email-sending__testing">
        <legend>Testing</legend>
        <div role="radiogroup" aria-label="Testing mode" className="email-sending__choice">
          <Radio inline name={`${id}-testing`} value="off" label="Off" checked={!testing} onChange={() => setTesting(false)} />
          <Radio inline name={`${id}-testing`} value="on" label="On" checked={testing} onChange={() => setTesting(true)} />
        </div>
        {testing && (
          <>
            <FormGroup label="Send test emails to" labelFor={`${id}-recipient`} helperText={testAddresses.length === 0 ? 'Add a test address below.' : undefined}>
              <HTMLSelect
                id={`${id}-recipient`}
                value={recipient}
                onChange={(event) => setRecipient(event.currentTarget.value)}
                options={[{ value: '', label: 'Select a test address' }, ...testAddresses.map((address) => ({ value: address, label: address }))]}
              />
            </FormGroup>
            <form className="email-sending__address" aria-label="Add a test address" noValidate onSubmit={submitAddress}>
              <FormGroup label="Test address" labelFor={`${id}-address`} intent={errors.address ? Intent.DANGER : Intent.NONE} helperText={alertOf(errors.address)}>
                <InputGroup id={`${id}-address`} type="email" value={newAddress} maxLength={254} aria-invalid={Boolean(errors.address)} onValueChange={setNewAddress} />
              </FormGroup>
              <Button type="submit" {...busy('address', 'Save Address')} />
            </form>
          </>
        )}
      </fieldset>

      <div className="email-sending__send">
        <Button
          intent={Intent.PRIMARY}
          text={startSending.isPending ? 'Send Emails...' : 'Send Emails'}
          disabled={startSending.isPending}
          aria-invalid={Boolean(errors.send)}
          aria-describedby={errors.send ? `${id}-send-error` : undefined}
          onClick={askToSend}
        />
        {errors.send && (
          <p id={`${id}-send-error`} className="email-sending__note" role="alert">
            {errors.send}
          </p>
        )}
        <SendProgress send={latest.data} />
      </div>

      <Alert
        isOpen={confirming}
        intent={Intent.PRIMARY}
        icon="envelope"
        confirmButtonText="Send Emails"
        cancelButtonText="Cancel"
        canEscapeKeyCancel
        canOutsideClickCancel
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      >
        {/* Polite: the number arrives after the question opens, and is read out when it does. */}
        <p aria-live="polite">{testing ? testQuestion(type, recipient) : campusQuestion(type, reach)}</p>
        {!testing && list.trim() ? <p>{excludedNote(exclusionListOf(list).length)}</p> : null}
      </Alert>
    </div>
  );
}

/**
 * The typed exclusion list's addresses that the saved list lacks. The send leaves out both lists
 * (the server adds the saved one), so these are all the count needs to be told, which keeps its
 * query string short.
 */
function unsavedExclusions(list: string, record: WeeklyEmailTextRecord | null): string[] {
  if (!list.trim()) return [];
  const saved = new Set((record?.except_emails_list ?? []).map((address) => address.toLowerCase()));
  return exclusionListOf(list).filter((address) => !saved.has(address));
}

/** How many people a send to the campus reaches: a number, still being counted, or not known (the count failed). */
type Reach = number | 'counting' | 'unknown';

const whatIsSent = (type: EmailType) => ({ Weekly: 'the weekly digest', Daily: 'the daily reminders', Principal: "the principal's message" })[type];

/** What Send Emails is about to do with Testing On, in plain words. */
const testQuestion = (type: EmailType, testRecipient: string) => `Send a test of ${whatIsSent(type)} to ${testRecipient} only?`;

/** What Send Emails is about to do with Testing Off, in plain words, with how many people that is once it is counted. */
function campusQuestion(type: EmailType, reach: Reach): string {
  const what = whatIsSent(type);
  const warning = 'Testing is off: this goes to the whole campus and cannot be called back.';
  if (reach === 'counting') return `Send ${what} to everyone it is for? Still counting how many people that is. ${warning}`;
  if (reach === 'unknown') return `Send ${what} to everyone it is for? How many people that is could not be counted just now. ${warning}`;
  if (reach === 0) return `Send ${what}? It would reach nobody now: no post of it is live, or no one it is for.`;
  return `Send ${what} to ${reach === 1 ? '1 person' : `${reach.toLocaleString('en-AU')} people`}? ${warning}`;
}

const excludedNote = (count: number) => `${count === 1 ? '1 address' : `${count} addresses`} on the list above will not get it.`;

/**
 * Admin spec 2 "Email sending": the email type, the weekly blurb, the exclusion list and the
 * testing controls, each part saved on its own button into the campus's weekly email text, and
 * Send Emails, which queues the send and follows its progress. The standalone send routes open
 * it with their type chosen.
 */
export function EmailSending({ initialType = 'Weekly' }: { initialType?: EmailType }) {
  const text = useWeeklyEmailText();
  if (text.isPending) return <Spinner size={30} aria-label="Loading" />;
  if (text.isError) return <Callout intent={Intent.DANGER}>{text.error.message}</Callout>;
  return <EmailSendingForm record={text.data} initialType={initialType} />;
}

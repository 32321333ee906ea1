import { Alert, Button, Callout, FormGroup, HTMLSelect, InputGroup, Intent, Radio, Spinner, TextArea } from '@blueprintjs/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, select } from '@lingui/core/macro';
import { Plural, Select, Trans, useLingui } from '@lingui/react/macro';
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
import { formatNumber } from '@/lib/format-number.ts';
import { showAdminToast } from '@/features/admin/lib/admin-toaster.ts';
import { useSaveWeeklyEmailText, useWeeklyEmailText, type WeeklyEmailTextSave } from '../api/weekly-email-text.ts';
import { useLatestSend, useStartEmailSending } from '../api/email-sending.ts';
import { useRecipientCount } from '../api/recipient-count.ts';
import './email-sending.css';

/** Admin spec 2 "Email sending": the three sends, Weekly Digest by default (spec 9). Radios in a fieldset rather than Blueprint's RadioGroup: one Blueprint module fewer shared across admin chunks, whose file name the reader's first script lists. */
type EmailType = EmailSendingType;
const EMAIL_TYPES = ['Weekly', 'Daily', 'Principal'] as const satisfies ReadonlyArray<EmailType>;
const EMAIL_TYPE_LABELS: Record<EmailType, MessageDescriptor> = {
  Weekly: msg`Weekly Digest`,
  Daily: msg`Daily Reminders`,
  Principal: msg`Principals Message`,
};

/** A send's status (the contract's SEND_STATUSES), in the person's language. */
const SEND_STATUS_LABELS: Record<EmailSendRecord['status'], MessageDescriptor> = {
  Queued: msg`Queued`,
  Sending: msg`Sending`,
  Sent: msg`Sent`,
  Failed: msg`Failed`,
};

/** The latest send's progress, read out politely as it changes. */
function SendProgress({ send }: { send: EmailSendRecord | null | undefined }) {
  const { i18n } = useLingui();
  if (!send) return null;
  const label = i18n._(EMAIL_TYPE_LABELS[send.type]);
  const audience = send.email_testing ? 'test' : 'campus';
  const recipient = send.recipient ?? '';
  const status = i18n._(SEND_STATUS_LABELS[send.status]);
  const sent = formatNumber(send.sent);
  const total = formatNumber(send.total);
  const { skipped, failed } = send;
  const error = send.error ? i18n._(send.error) : '';
  const ending = error ? 'error' : 'none';
  return (
    <p className="email-sending__note" role="status">
      <Trans>
        Latest send: {label} (<Select value={audience} _test={`test to ${recipient}`} other="to the campus" />): {status}, {sent} of {total} sent
        <Plural value={skipped} _0="" other=", # skipped" />
        <Plural value={failed} _0="" other=", # failed" />
        <Select value={ending} _error={`. ${error}`} other="" />
      </Trans>
    </p>
  );
}

/** The first message of a field's check, or undefined when it passes. */
function issueOf(schema: { safeParse: (value: string) => { success: boolean; error?: { issues: Array<{ message: string }> } } }, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

type Part = 'blurb' | 'list' | 'address' | 'send';

/** The fields start from the record as it was when the tab opened; later saves keep what was typed. */
function EmailSendingForm({ record, initialType }: { record: WeeklyEmailTextRecord | null; initialType: EmailType }) {
  const { t, i18n } = useLingui();
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

  /** A check's message (a contract text), in the person's language, read out as it appears. */
  const alertOf = (message: string | undefined) => (message ? <span role="alert">{i18n._(message)}</span> : undefined);

  /** Saves one part; `saved` is the contract's notice for it. */
  function saveOne(part: Part, data: WeeklyEmailTextSave, saved: string, after?: () => void) {
    setSaving(part);
    save.mutate(
      { textUid: record?.weeklyemailtextUid, data },
      {
        onSuccess: () => {
          showAdminToast({ message: i18n._(saved), intent: Intent.SUCCESS });
          after?.();
        },
        onError: (error) => showAdminToast({ message: i18n._(error.message), intent: Intent.DANGER }),
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
        onSuccess: () => showAdminToast({ message: i18n._(SEND.sent), intent: Intent.SUCCESS, timeout: EMAIL_SENDING_TOAST_MS }),
        onError: (error) => showAdminToast({ message: i18n._(error.message), intent: Intent.DANGER }),
      },
    );
  };

  /** A save button: its label, or its busy label while its part is being saved. */
  const busy = (part: Part, label: string, busyLabel: string) => ({ disabled: save.isPending, text: saving === part ? busyLabel : label });

  return (
    <div className="email-sending">
      <fieldset className="email-sending__choice">
        <legend>
          <Trans>Email type</Trans>
        </legend>
        {EMAIL_TYPES.map((option) => (
          <Radio key={option} inline name={`${id}-type`} value={option} label={i18n._(EMAIL_TYPE_LABELS[option])} checked={type === option} onChange={() => setType(option)} />
        ))}
      </fieldset>

      {type === 'Weekly' && (
        <form className="email-sending__part" aria-label={t`Weekly blurb`} noValidate onSubmit={submitBlurb}>
          <FormGroup label={t`Blurb`} labelFor={`${id}-blurb`} intent={errors.blurb ? Intent.DANGER : Intent.NONE} helperText={alertOf(errors.blurb)}>
            <TextArea id={`${id}-blurb`} value={blurb} rows={6} fill maxLength={10_000} aria-invalid={Boolean(errors.blurb)} aria-describedby={`${id}-hints`} onChange={(event) => setBlurb(event.currentTarget.value)} />
          </FormGroup>
          <ul id={`${id}-hints`} className="email-sending__hints" aria-label={t`Formatting`}>
            <li>
              <Trans>
                Link: <code>[link text](https://example.com)</code>
              </Trans>
            </li>
            <li>
              <Trans>
                Bold: <code>**bold text**</code>
              </Trans>
            </li>
            <li>
              <Trans>New line: press Enter.</Trans>
            </li>
          </ul>
          <Button type="submit" intent={Intent.PRIMARY} {...busy('blurb', t`Save Blurb`, t`Save Blurb...`)} />
        </form>
      )}

      <form className="email-sending__part" aria-label={t`Exclusion list`} noValidate onSubmit={submitList}>
        <FormGroup
          label={t`Don't send emails to people in this list`}
          labelFor={`${id}-list`}
          intent={errors.list ? Intent.DANGER : Intent.NONE}
          helperText={alertOf(errors.list) ?? t`Email addresses separated by commas or new lines.`}
        >
          <TextArea id={`${id}-list`} value={list} rows={5} fill aria-invalid={Boolean(errors.list)} onChange={(event) => setList(event.currentTarget.value)} />
        </FormGroup>
        <Button type="submit" intent={Intent.PRIMARY} {...busy('list', t`Save List`, t`Save List...`)} />
      </form>

      <fieldset className="email-sending__part email-sending__testing">
        <legend>
          <Trans>Testing</Trans>
        </legend>
        <div role="radiogroup" aria-label={t`Testing mode`} className="email-sending__choice">
          <Radio inline name={`${id}-testing`} value="off" label={t`Off`} checked={!testing} onChange={() => setTesting(false)} />
          <Radio inline name={`${id}-testing`} value="on" label={t`On`} checked={testing} onChange={() => setTesting(true)} />
        </div>
        {testing && (
          <>
            <FormGroup label={t`Send test emails to`} labelFor={`${id}-recipient`} helperText={testAddresses.length === 0 ? t`Add a test address below.` : undefined}>
              <HTMLSelect
                id={`${id}-recipient`}
                value={recipient}
                onChange={(event) => setRecipient(event.currentTarget.value)}
                options={[{ value: '', label: t`Select a test address` }, ...testAddresses.map((address) => ({ value: address, label: address }))]}
              />
            </FormGroup>
            <form className="email-sending__address" aria-label={t`Add a test address`} noValidate onSubmit={submitAddress}>
              <FormGroup label={t`Test address`} labelFor={`${id}-address`} intent={errors.address ? Intent.DANGER : Intent.NONE} helperText={alertOf(errors.address)}>
                <InputGroup id={`${id}-address`} type="email" value={newAddress} maxLength={254} aria-invalid={Boolean(errors.address)} onValueChange={setNewAddress} />
              </FormGroup>
              <Button type="submit" {...busy('address', t`Save Address`, t`Save Address...`)} />
            </form>
          </>
        )}
      </fieldset>

      <div className="email-sending__send">
        <Button
          intent={Intent.PRIMARY}
          text={startSending.isPending ? t`Send Emails...` : t`Send Emails`}
          disabled={startSending.isPending}
          aria-invalid={Boolean(errors.send)}
          aria-describedby={errors.send ? `${id}-send-error` : undefined}
          onClick={askToSend}
        />
        {errors.send && (
          <p id={`${id}-send-error`} className="email-sending__note" role="alert">
            {i18n._(errors.send)}
          </p>
        )}
        <SendProgress send={latest.data} />
      </div>

      <Alert
        isOpen={confirming}
        intent={Intent.PRIMARY}
        icon="envelope"
        confirmButtonText={t`Send Emails`}
        cancelButtonText={t`Cancel`}
        canEscapeKeyCancel
        canOutsideClickCancel
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      >
        {/* Polite: the number arrives after the question opens, and is read out when it does. */}
        <p aria-live="polite">
          <SendQuestion type={type} testing={testing} recipient={recipient} reach={reach} />
        </p>
        {!testing && list.trim() ? (
          <p>
            <ExcludedNote count={exclusionListOf(list).length} />
          </p>
        ) : null}
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

type SendQuestionProps = { type: EmailType; testing: boolean; recipient: string; reach: Reach };

/**
 * What Send Emails is about to do, in plain words: with Testing On, the test and its address;
 * with Testing Off, the whole campus, with how many people that is once it is counted. What is
 * sent is chosen inside each message (`select`), so a translator sees every sentence whole.
 */
function SendQuestion({ type, testing, recipient, reach }: SendQuestionProps) {
  const { t } = useLingui();
  // 'Principal' is `other`: a select needs one.
  if (testing) return t`Send a test of ${select(type, { Weekly: 'the weekly digest', Daily: 'the daily reminders', other: "the principal's message" })} to ${recipient} only?`;
  if (reach === 'counting')
    return t`Send ${select(type, { Weekly: 'the weekly digest', Daily: 'the daily reminders', other: "the principal's message" })} to everyone it is for? Still counting how many people that is. Testing is off: this goes to the whole campus and cannot be called back.`;
  if (reach === 'unknown')
    return t`Send ${select(type, { Weekly: 'the weekly digest', Daily: 'the daily reminders', other: "the principal's message" })} to everyone it is for? How many people that is could not be counted just now. Testing is off: this goes to the whole campus and cannot be called back.`;
  if (reach === 0)
    return t`Send ${select(type, { Weekly: 'the weekly digest', Daily: 'the daily reminders', other: "the principal's message" })}? It would reach nobody now: no post of it is live, or no one it is for.`;
  return t`Send ${select(type, { Weekly: 'the weekly digest', Daily: 'the daily reminders', other: "the principal's message" })} to ${plural(reach, { one: '# person', other: '# people' })}? Testing is off: this goes to the whole campus and cannot be called back.`;
}

/** How many typed addresses a send to the campus leaves out. */
function ExcludedNote({ count }: { count: number }) {
  return <Plural value={count} one="# address on the list above will not get it." other="# addresses on the list above will not get it." />;
}

/**
 * Admin spec 2 "Email sending": the email type, the weekly blurb, the exclusion list and the
 * testing controls, each part saved on its own button into the campus's weekly email text, and
 * Send Emails, which queues the send and follows its progress. The standalone send routes open
 * it with their type chosen.
 */
export function EmailSending({ initialType = 'Weekly' }: { initialType?: EmailType }) {
  const { t, i18n } = useLingui();
  const text = useWeeklyEmailText();
  if (text.isPending) return <Spinner size={30} aria-label={t`Loading`} />;
  if (text.isError) return <Callout intent={Intent.DANGER}>{i18n._(text.error.message)}</Callout>;
  return <EmailSendingForm record={text.data} initialType={initialType} />;
}

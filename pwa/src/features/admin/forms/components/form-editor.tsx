import {
  Alert,
  Button,
  Callout,
  Checkbox,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  Radio,
  RadioGroup,
  Spinner,
} from '@blueprintjs/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  FORM_LIMITS,
  FORM_SIGNER_RULES,
  adminFormPaths,
  type ConsentFormInput,
  type ConsentFormRecord,
  type FormSignerRule,
} from '@portal/contract';
import { Suspense, lazy, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminDateInput } from '@/features/admin/components/admin-date-input.tsx';
import { DeleteQuestion } from '@/features/admin/components/delete-question.tsx';
import { RichTextField } from '@/features/admin/components/rich-text-field.tsx';
import { useGroups } from '@/features/admin/api/groups.ts';
import { showAdminToast } from '@/features/admin/lib/admin-toaster.ts';
import { fieldMessage, useFocusFirstMessage } from '@/features/admin/lib/field-message.tsx';
import { formatAdminDate } from '@/features/admin/lib/format-admin-date.ts';
import { useConsentForm, useDeleteConsentForm, useFormStep, useSaveConsentForm } from '../api/consent-forms.ts';
import {
  FORM_STATUS_NAMES,
  SCHOOL_YEARS,
  SIGNER_RULE_NAMES,
  emptyFormEditorForm,
  formEditorErrors,
  formEditorFormOf,
  formWriteData,
  serverErrorsOf,
  withNewQuestion,
  type FormEditorErrors,
  type FormEditorField,
  type FormEditorForm,
} from '../lib/form-editor-form.ts';
import { DELETE_FORM_QUESTION, STEP_DONE, actionsOf, type FormAction } from '../lib/form-steps.ts';
import { FormAttachmentsField } from './form-attachments-field.tsx';
import { FormAudience } from './form-audience.tsx';
import type { SigningPreviewComponent } from './form-preview.tsx';
import { QuestionsBuilder } from './questions-builder.tsx';
import './form-editor.css';

// Loaded when opened: it brings the rich-text sanitiser and the carer's signing components.
const FormPreview = lazy(() => import('./form-preview.tsx').then((module) => ({ default: module.FormPreview })));

/** The steps that write, each button's label idle and while under way. */
type WriteStep = 'saveDraft' | 'save' | 'publish' | 'close' | 'clone' | 'delete';

const BUSY_LABELS: Record<WriteStep, [idle: MessageDescriptor, busy: MessageDescriptor]> = {
  saveDraft: [msg`Save draft`, msg`Save draft...`],
  save: [msg`Save`, msg`Save...`],
  publish: [msg`Publish`, msg`Publish...`],
  close: [msg`Close now`, msg`Close now...`],
  clone: [msg`Clone for next year`, msg`Clone for next year...`],
  delete: [msg`Delete`, msg`Delete...`],
};

/** The questions a step asks before it writes. */
type Asking = 'publish' | 'close' | 'delete' | 'asksAgain' | null;

type FormEditorProps = {
  formUid?: string;
  /** The carer's signing form, which the preview shows the form in. */
  signingPreview: SigningPreviewComponent;
};

/**
 * Issue 30: a permission form's editor. A new form is saved as a draft and the screen moves to
 * its address. A draft is published once it is right (which emails every carer who must sign);
 * a published form's change is a new version, and the admin says whether those who answered
 * must sign again; it can be closed early, and any form cloned for next year. The buttons are
 * the form's status's (lib/form-steps.ts). The server's refusals show beside the field they are
 * about, else above the buttons.
 */
export function FormEditor({ formUid, signingPreview }: FormEditorProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const id = useId();
  const stored = useConsentForm(formUid);
  const groups = useGroups();
  const save = useSaveConsentForm();
  const publish = useFormStep('publication');
  const close = useFormStep('closure');
  const clone = useFormStep('copies');
  const remove = useDeleteConsentForm();
  const [form, setForm] = useState<FormEditorForm | null>(formUid ? null : emptyFormEditorForm);
  const [errors, setErrors] = useState<FormEditorErrors>({});
  /** A refusal no field is named for, in the language shown. */
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<WriteStep | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [previewing, setPreviewing] = useState(false);
  const { ref: formRef, focusFirstMessage } = useFocusFirstMessage<HTMLFormElement>();
  const record = stored.data;
  const storedAsSent = useMemo(() => (record ? JSON.stringify(formWriteData(formEditorFormOf(record))) : null), [record]);

  // The stored form fills the editor once it arrives, and again as each write answers it.
  useEffect(() => {
    if (record) setForm(formEditorFormOf(record));
  }, [record]);

  if (formUid && stored.isError) {
    return (
      <Callout intent={Intent.DANGER} title={t`This form cannot be opened`}>
        {i18n._(stored.error.message)}
      </Callout>
    );
  }
  if (!form) return <Spinner size={40} aria-label={t`Loading`} />;

  const busy = pending !== null;
  const readOnly = record?.status === 'closed';
  const actions = actionsOf(record);

  const set = <K extends keyof FormEditorForm>(field: K, value: FormEditorForm[K], clears: readonly FormEditorField[] = []) => {
    setForm((current) => (current ? { ...current, [field]: value } : current));
    setErrors((current) => {
      const next = { ...current };
      for (const cleared of [field as FormEditorField, ...clears]) delete next[cleared];
      return next;
    });
  };

  /** Whether the form holds the stored one's fields and questions, so Publish need not save first. */
  const unsaved = () => JSON.stringify(formWriteData(form)) !== storedAsSent;

  /** Checks the form by the contract's rules; false (and the person brought to the first message) when one is broken. */
  function checked(publishing: boolean): boolean {
    const found = formEditorErrors(form!, { now: new Date(), publishing });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length === 0) return true;
    focusFirstMessage();
    return false;
  }

  /** Runs a write, showing its refusal beside the field it names, else above the buttons. */
  async function run(step: WriteStep, write: () => Promise<void>, sent: ConsentFormInput | null = null) {
    setPending(step);
    setFailure(null);
    try {
      await write();
    } catch (error) {
      const shown = serverErrorsOf(error, sent);
      setErrors(shown.fields);
      setFailure(shown.top ?? (Object.keys(shown.fields).length > 0 ? null : i18n._(msg`The form was not saved.`)));
      if (Object.keys(shown.fields).length > 0) focusFirstMessage();
    } finally {
      setPending(null);
    }
  }

  const done = (message: MessageDescriptor) => showAdminToast({ message: i18n._(message), intent: Intent.SUCCESS });

  /** Saves the form as it is: a new draft (then its own address), a draft in place, or a published form's new version. */
  function saveForm(step: 'saveDraft' | 'save', asksAgain?: boolean) {
    const data: ConsentFormInput = { ...formWriteData(form!), ...(asksAgain !== undefined && { asks_again: asksAgain }) };
    void run(
      step,
      async () => {
        const written = await save.mutateAsync({ formUid, data });
        done(STEP_DONE.saved);
        if (!formUid) navigate(adminFormPaths.form.href({ id: written.formUid }), { replace: true });
      },
      data,
    );
  }

  function publishForm(current: ConsentFormRecord) {
    setAsking(null);
    const data = formWriteData(form!);
    void run(
      'publish',
      async () => {
        // What is published is what is stored: the edits on screen are saved first.
        if (unsaved()) await save.mutateAsync({ formUid: current.formUid, data });
        await publish.mutateAsync(current.formUid);
        done(STEP_DONE.published);
      },
      data,
    );
  }

  function closeForm(current: ConsentFormRecord) {
    setAsking(null);
    void run('close', async () => {
      await close.mutateAsync(current.formUid);
      done(STEP_DONE.closed);
    });
  }

  function cloneForm(current: ConsentFormRecord) {
    void run('clone', async () => {
      const copy = await clone.mutateAsync(current.formUid);
      done(STEP_DONE.cloned);
      navigate(adminFormPaths.form.href({ id: copy.formUid }));
    });
  }

  function deleteForm(current: ConsentFormRecord) {
    // The question stays, busy, while the form goes; a refusal shows on the form once it closes.
    void run('delete', async () => {
      await remove.mutateAsync(current.formUid);
      done(STEP_DONE.deleted);
      navigate(adminFormPaths.forms.href());
    }).finally(() => setAsking(null));
  }

  /** A button's step: those that write ask first (or are checked first) where the step needs it. */
  function act(action: FormAction) {
    if (action === 'preview') {
      setPreviewing(true);
    } else if (action === 'saveDraft') {
      if (checked(false)) saveForm('saveDraft');
    } else if (record) {
      if (action === 'save' && checked(false)) setAsking('asksAgain');
      if (action === 'publish' && checked(true)) setAsking('publish');
      if (action === 'close' || action === 'delete') setAsking(action);
      if (action === 'clone') cloneForm(record);
    }
  }

  const buttonOf = (action: FormAction) => {
    if (action === 'preview')
      return <Button key={action} icon="eye-open" text={t`Preview`} disabled={busy} onClick={() => act(action)} />;
    const [idle, underWay] = BUSY_LABELS[action];
    const primary = action === 'saveDraft' || action === 'save' || action === 'publish';
    return (
      <Button
        key={action}
        type={action === 'saveDraft' || action === 'save' ? 'submit' : 'button'}
        intent={action === 'delete' ? Intent.DANGER : primary ? Intent.PRIMARY : Intent.NONE}
        variant={action === 'delete' ? 'minimal' : undefined}
        text={i18n._(pending === action ? underWay : idle)}
        disabled={busy}
        onClick={action === 'saveDraft' || action === 'save' ? undefined : () => act(action)}
      />
    );
  };
  const saveAction = actions.find((action) => action === 'saveDraft' || action === 'save');
  const sent = formWriteData(form);

  return (
    <>
      {record && (
        <p className="form-editor__state">
          <span className={`${Classes.TAG} form-editor__status`}>{i18n._(FORM_STATUS_NAMES[record.status])}</span>{' '}
          <FormState record={record} />
        </p>
      )}
      <form
        ref={formRef}
        className="form-editor"
        aria-labelledby="screen-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (saveAction) act(saveAction);
        }}
      >
        <fieldset className="form-editor__fields" disabled={readOnly}>
          <FormGroup label={t`Title`} labelFor={`${id}-title`} {...fieldMessage(errors.title)}>
            <InputGroup
              id={`${id}-title`}
              value={form.title}
              maxLength={FORM_LIMITS.title}
              disabled={busy || readOnly}
              aria-invalid={Boolean(errors.title)}
              onValueChange={(title) => set('title', title)}
            />
          </FormGroup>

          <RichTextField
            label={t`Body`}
            value={form.body}
            onChange={(body) => set('body', body)}
            error={errors.body}
            disabled={busy || readOnly}
          />

          <FormAttachmentsField
            attachments={form.attachments}
            error={errors.attachments}
            disabled={busy || readOnly}
            onChange={(attachments) => set('attachments', attachments)}
          />

          <QuestionsBuilder
            questions={form.questions}
            errors={errors}
            disabled={busy || readOnly}
            onChange={(questions) =>
              set(
                'questions',
                questions,
                form.questions.flatMap(
                  ({ id: questionId }) => [`question:${questionId}:label`, `question:${questionId}:options`] as const,
                ),
              )
            }
            onAdd={() => setForm(withNewQuestion(form))}
          />

          <FormAudience
            value={{ user_types: form.user_types, years: form.years, groups: form.groups, students: form.students }}
            groups={groups.data ?? []}
            error={errors.audience}
            disabled={busy || readOnly}
            onChange={({ user_types: userTypes, years, groups: names, students }) => {
              setForm({ ...form, user_types: userTypes, years, groups: names, students });
              setErrors(({ audience: _cleared, ...rest }) => rest);
            }}
          />

          <FormGroup
            label={t`Due date and time`}
            labelFor={`${id}-due`}
            {...fieldMessage(errors.due_at, t`At the school's time.`)}
          >
            <AdminDateInput
              precision="minute"
              id={`${id}-due`}
              value={form.due_at}
              onChange={(due) => set('due_at', due)}
              disabled={busy || readOnly}
              invalid={Boolean(errors.due_at)}
            />
          </FormGroup>

          <RadioGroup
            label={t`Who must sign`}
            selectedValue={form.signers}
            disabled={busy || readOnly}
            onChange={(event) => set('signers', event.currentTarget.value as FormSignerRule, ['student_from_year'])}
          >
            {FORM_SIGNER_RULES.map((rule) => (
              <Radio key={rule} value={rule} label={i18n._(SIGNER_RULE_NAMES[rule])} />
            ))}
          </RadioGroup>
          {form.signers === 'student' && (
            <FormGroup
              label={t`Students sign from year`}
              labelFor={`${id}-from-year`}
              {...fieldMessage(errors.student_from_year, t`Younger students' carers sign for them (any one carer).`)}
            >
              <HTMLSelect
                id={`${id}-from-year`}
                value={form.student_from_year ?? ''}
                disabled={busy || readOnly}
                aria-invalid={Boolean(errors.student_from_year)}
                onChange={(event) =>
                  set('student_from_year', event.currentTarget.value ? Number(event.currentTarget.value) : null)
                }
                options={[
                  { value: '', label: t`Choose a year` },
                  ...SCHOOL_YEARS.map((year) => ({ value: year, label: t`Year ${year}` })),
                ]}
              />
            </FormGroup>
          )}

          <Checkbox
            label={t`Carers may change or withdraw their answer until the due date`}
            checked={form.changes_allowed}
            disabled={busy || readOnly}
            onChange={(event) => set('changes_allowed', event.currentTarget.checked)}
          />

          <FormGroup
            label={t`Reminder days`}
            labelFor={`${id}-reminders`}
            {...fieldMessage(
              errors.reminder_days,
              t`Days before the due date that those still to sign are reminded, separated by commas.`,
            )}
          >
            <InputGroup
              id={`${id}-reminders`}
              value={form.reminder_days}
              disabled={busy || readOnly}
              aria-invalid={Boolean(errors.reminder_days)}
              onValueChange={(days) => set('reminder_days', days)}
            />
          </FormGroup>
        </fieldset>

        <div aria-live="polite" className="form-editor__failure">
          {failure && (
            <Callout intent={Intent.DANGER} title={t`That did not work`}>
              {i18n._(failure)}
            </Callout>
          )}
        </div>

        <div className="form-editor__actions">
          {actions.map(buttonOf)}
          <Button text={t`Back to the forms`} disabled={busy} onClick={() => navigate(adminFormPaths.forms.href())} />
        </div>
      </form>

      {previewing && (
        <Suspense fallback={<Spinner size={20} aria-label={t`Loading`} />}>
          <FormPreview form={sent} SigningPreview={signingPreview} onClose={() => setPreviewing(false)} />
        </Suspense>
      )}

      {record && (
        <>
          <Alert
            isOpen={asking === 'publish'}
            intent={Intent.PRIMARY}
            icon="envelope"
            confirmButtonText={t`Publish`}
            cancelButtonText={t`Cancel`}
            canEscapeKeyCancel
            onConfirm={() => publishForm(record)}
            onCancel={() => setAsking(null)}
          >
            <p>
              <Trans>Publishing emails every carer who must sign.</Trans>
            </p>
          </Alert>
          <Alert
            isOpen={asking === 'close'}
            intent={Intent.WARNING}
            confirmButtonText={t`Close now`}
            cancelButtonText={t`Cancel`}
            canEscapeKeyCancel
            onConfirm={() => closeForm(record)}
            onCancel={() => setAsking(null)}
          >
            <p>
              <Trans>Close this form now? No more answers are taken once it is closed.</Trans>
            </p>
          </Alert>
          <DeleteQuestion
            question={i18n._(DELETE_FORM_QUESTION)}
            subject={asking === 'delete' ? record.title : null}
            pending={pending === 'delete'}
            onCancel={() => setAsking(null)}
            onConfirm={() => deleteForm(record)}
          />
          <AsksAgainDialog
            isOpen={asking === 'asksAgain'}
            answered={record.answered}
            onAnswer={(asksAgain) => {
              setAsking(null);
              saveForm('save', asksAgain);
            }}
            onCancel={() => setAsking(null)}
          />
        </>
      )}
    </>
  );
}

/** The form's state in words: when it is due, and for a form out with families how many have answered. */
function FormState({ record }: { record: ConsentFormRecord }) {
  const due = formatAdminDate(record.due_at);
  const answered = record.answered;
  const version = record.version;
  if (record.status === 'draft') return <Trans>Not sent yet. Due {due}.</Trans>;
  if (record.status === 'published') {
    return (
      <Trans>
        Version {version}, due {due}; {answered} answered so far.
      </Trans>
    );
  }
  return (
    <Trans>
      Closed; was due {due}; {answered} answered.
    </Trans>
  );
}

type AsksAgainDialogProps = { isOpen: boolean; answered: number; onAnswer: (asksAgain: boolean) => void; onCancel: () => void };

/** Saving a published form makes a new version: whether those who answered must sign it again. */
function AsksAgainDialog({ isOpen, answered, onAnswer, onCancel }: AsksAgainDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog isOpen={isOpen} onClose={onCancel} title={t`Save a new version`}>
      <DialogBody>
        <p>
          <Trans>Does this change need carers to sign again?</Trans>
        </p>
        <p className={Classes.TEXT_MUTED}>
          <Trans>
            {answered} answered the version before. If you ask them again, their answers stop counting until they sign the new
            version; otherwise their answers still count.
          </Trans>
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t`Cancel`} onClick={onCancel} />
            <Button text={t`No, their answers still count`} onClick={() => onAnswer(false)} />
            <Button intent={Intent.PRIMARY} text={t`Yes, ask them to sign again`} onClick={() => onAnswer(true)} />
          </>
        }
      />
    </Dialog>
  );
}

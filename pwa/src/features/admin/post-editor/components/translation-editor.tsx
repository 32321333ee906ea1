import { Button, Callout, FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  LANGUAGE_NAMES,
  applyContentRules,
  isRightToLeft,
  type PostRecord,
  type PostTranslationRecord,
  type TranslatedLanguage,
} from '@portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { RichTextField } from '@/features/admin/components/rich-text-field.tsx';
import { DeleteQuestion } from '@/features/admin/components/delete-question.tsx';
import { showAdminToast } from '@/features/admin/lib/admin-toaster.ts';
import { fieldMessage, useFocusFirstMessage } from '@/features/admin/lib/field-message.tsx';
import { serverFieldMessages } from '@/features/admin/lib/form-errors.ts';
import { useDeletePostTranslation, useSavePostTranslation } from '../api/post-translations.ts';
import {
  translationFormErrors,
  translationFormOf,
  translationWriteData,
  withTranslationChange,
  type TranslationForm,
  type TranslationFormErrors,
} from '../lib/translation-form.ts';

type TranslationEditorProps = {
  /** The post as written, in English. */
  post: PostRecord;
  language: TranslatedLanguage;
  /** The post's translation into the language as stored; undefined when it has none yet. */
  stored: PostTranslationRecord | undefined;
};

/**
 * A post's translation into one language (issue 28): its title, content, excerpt and picture
 * description, written in the language's own direction; saved as a person's, which the machine
 * never changes, or deleted (readers of the language then get the English, marked "Not
 * translated yet"). Everything else about the post (dates, audience, picture) is the English's.
 */
export function TranslationEditor({ post, language, stored }: TranslationEditorProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const save = useSavePostTranslation(post.postUid);
  const remove = useDeletePostTranslation(post.postUid);
  const [form, setForm] = useState<TranslationForm>(() => translationFormOf(stored));
  /**
   * The stored version the form was filled from: a save, a delete or another editor's change
   * fills it again; the same translation asked for again (the network back) keeps the draft.
   */
  const storedVersion = stored?.updated_at ?? null;
  const [filledFrom, setFilledFrom] = useState(storedVersion);
  const [errors, setErrors] = useState<TranslationFormErrors>({});
  /** What failed and the server's message when it named no field (or the error's): shown in the language shown. */
  const [failure, setFailure] = useState<{ of: 'save' | 'delete'; message: string } | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { ref: formRef, focusFirstMessage } = useFocusFirstMessage<HTMLFormElement>();

  if (storedVersion !== filledFrom) {
    setFilledFrom(storedVersion);
    setForm(translationFormOf(stored));
  }

  const languageName = LANGUAGE_NAMES[language];
  const written = { lang: language, dir: isRightToLeft(language) ? 'rtl' : 'ltr' } as const;
  const busy = save.isPending || remove.isPending;

  const set = <K extends keyof TranslationForm>(field: K, value: TranslationForm[K]) => {
    setForm((current) => withTranslationChange(current, field, value));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = translationFormErrors(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirstMessage();
      return;
    }
    // Links and images by the same rules as the English's (admin spec 5), which the BFF applies again.
    const data = {
      ...translationWriteData(form),
      content_html: applyContentRules(form.content_html, { internalHosts: [window.location.hostname] }),
    };
    save.mutate(
      { language, data },
      {
        onSuccess: () => showAdminToast({ message: t`Translation saved.`, intent: Intent.SUCCESS }),
        onError: (error) => {
          const refused = serverFieldMessages(error, form);
          setErrors(refused);
          if (Object.keys(refused).length > 0) focusFirstMessage();
          else setFailure({ of: 'save', message: error.message });
        },
      },
    );
  }

  function confirmDelete() {
    setFailure(null);
    remove.mutate(language, {
      onSuccess: () => showAdminToast({ message: t`Translation deleted.`, intent: Intent.SUCCESS }),
      onError: (error) => setFailure({ of: 'delete', message: error.message }),
      onSettled: () => setConfirmingDelete(false),
    });
  }

  return (
    <form ref={formRef} className="post-editor" aria-label={t`Translation into ${languageName}`} noValidate onSubmit={submit}>
      {stored?.machine_translated ? (
        <Callout intent={Intent.PRIMARY}>
          <Trans>Machine translated: saving makes it yours, and the machine will not change it again.</Trans>
        </Callout>
      ) : stored ? null : (
        <p className="post-editor__hint">
          <Trans>No translation into this language yet: its readers see the English, marked “Not translated yet”.</Trans>
        </p>
      )}

      <FormGroup label={t`Title`} labelFor={`${id}-title`} {...fieldMessage(errors.title, <EnglishBeside text={post.title} />)}>
        <InputGroup
          id={`${id}-title`}
          value={form.title}
          maxLength={300}
          disabled={busy}
          aria-invalid={Boolean(errors.title)}
          onValueChange={(title) => set('title', title)}
          {...written}
        />
      </FormGroup>

      <RichTextField
        label={t`Content`}
        value={form.content_html}
        onChange={(html) => set('content_html', html)}
        error={errors.content_html}
        disabled={busy}
        {...written}
      />

      <FormGroup
        label={t`Excerpt`}
        labelFor={`${id}-excerpt`}
        {...fieldMessage(
          errors.excerpt,
          form.excerptEdited ? undefined : t`Filled from the first 150 characters of the content until you edit it.`,
        )}
      >
        <TextArea
          id={`${id}-excerpt`}
          value={form.excerpt}
          maxLength={1000}
          fill
          disabled={busy}
          onChange={(event) => set('excerpt', event.currentTarget.value)}
          {...written}
        />
      </FormGroup>

      {post.featured_img_url ? (
        <FormGroup
          label={t`Picture description`}
          labelFor={`${id}-picture-description`}
          {...fieldMessage(
            errors.featured_img_alt,
            post.featured_img_alt ? (
              <EnglishBeside text={post.featured_img_alt} />
            ) : (
              t`Read out to people who cannot see the picture; leave empty if it only decorates.`
            ),
          )}
        >
          <InputGroup
            id={`${id}-picture-description`}
            value={form.featured_img_alt}
            maxLength={250}
            disabled={busy}
            aria-invalid={Boolean(errors.featured_img_alt)}
            onValueChange={(description) => set('featured_img_alt', description)}
            {...written}
          />
        </FormGroup>
      ) : null}

      <div aria-live="polite" className="post-editor__status">
        {failure ? (
          <Callout
            intent={Intent.DANGER}
            title={failure.of === 'save' ? t`The translation was not saved` : t`The translation was not deleted`}
          >
            {i18n._(failure.message)}
          </Callout>
        ) : null}
      </div>

      <div className="post-editor__actions">
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          disabled={busy}
          text={save.isPending ? t`Save translation...` : t`Save translation`}
        />
        {stored ? (
          <Button intent={Intent.DANGER} disabled={busy} text={t`Delete translation`} onClick={() => setConfirmingDelete(true)} />
        ) : null}
      </div>

      <DeleteQuestion
        question={t`Delete the ${languageName} translation of this post? Its readers will see the English, marked “Not translated yet”.`}
        subject={confirmingDelete ? (stored?.title ?? post.title) : null}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmingDelete(false)}
      />
    </form>
  );
}

/** The English a field translates, under it, for the translator to read. */
function EnglishBeside({ text }: { text: string }) {
  return (
    <Trans>
      English: <span lang="en">{text}</span>
    </Trans>
  );
}

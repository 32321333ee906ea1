import { Button, Callout, Checkbox, FormGroup, HTMLSelect, InputGroup, Intent, Radio, RadioGroup, Spinner, TextArea } from '@blueprintjs/core';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { AUDIENCE_KINDS, POST_MESSAGES, SORT_ORDER_MAX, SORT_ORDER_MIN, adminPaths, applyContentRules, type AudienceKind, type PostRecord } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { languageAttributes, usePageLanguage } from '@/components/content-translation/texts-shown.ts';
import { useAllPostCategories } from '@/features/admin/api/get-all-post-categories.ts';
import { adminPostsKey } from '@/features/admin/api/get-admin-posts.ts';
import { showAdminToast } from '@/features/admin/lib/admin-toaster.ts';
import { fieldMessage, useFocusFirstMessage } from '@/features/admin/lib/field-message.tsx';
import { savedPostState } from '@/features/admin/lib/saved-post.ts';
import { ApiError } from '@/lib/api-client.ts';
import { adminPostKey, useAdminPost } from '@/features/admin/api/admin-post.ts';
import { useGroups } from '@/features/admin/api/groups.ts';
import { CREATE_RETRY_DELAY_MS, createPost, updatePost } from '../api/save-post.ts';
import {
  NOTICE_EDITOR_TYPES,
  emptyPostForm,
  postAsWritten,
  postFormErrors,
  postFormOf,
  postWriteData,
  slugOf,
  withChange,
  type EditorKind,
  type PostForm,
  type PostFormErrors,
} from '../lib/post-form.ts';
import { AudienceGroups } from '@/features/admin/components/audience-groups.tsx';
import { FeaturedImageField } from '@/data/images/components/featured-image-field.tsx';
import { PublishDatesFields } from '@/features/admin/components/publish-date-field.tsx';
import { RichTextField } from '@/features/admin/components/rich-text-field.tsx';
import { PostLanguages } from './post-languages.tsx';
import './post-editor.css';

type SaveAction = 'save' | 'saveAndClose' | 'clone';

const BUSY_LABELS: Record<SaveAction, [idle: MessageDescriptor, busy: MessageDescriptor]> = {
  save: [msg`Save`, msg`Save...`],
  saveAndClose: [msg`Save and close`, msg`Save and close...`],
  clone: [msg`Clone`, msg`Clone...`],
};

/** The contract's texts, shown in the language shown. */
const SAVED_MESSAGE: Record<EditorKind, string> = { newsletter: POST_MESSAGES.newsletterSaved, notice: POST_MESSAGES.noticeSaved };

const AUDIENCE_LABELS: Record<AudienceKind, MessageDescriptor> = { student: msg`Students`, carer: msg`Carers`, staff: msg`Staff` };

/**
 * Who is chosen, in words, as the checkboxes beside it show it (none chosen is every reader).
 * Each case is a whole sentence, so a language puts its own words around the names.
 */
function audienceSummary(chosen: readonly AudienceKind[], i18n: I18n): string {
  if (chosen.length === 0) return i18n._(msg`None chosen: every reader (students, carers and staff).`);
  const names = AUDIENCE_KINDS.filter((kind) => chosen.includes(kind)).map((kind) => i18n._(AUDIENCE_LABELS[kind]));
  const [first = '', second = '', third = ''] = names;
  // AUDIENCE_KINDS has three kinds: all three chosen is every reader.
  if (names.length === 3) return i18n._(msg`Chosen: ${first}, ${second} and ${third} (every reader).`);
  if (names.length === 2) return i18n._(msg`Chosen: ${first} and ${second} only.`);
  return i18n._(msg`Chosen: ${first} only.`);
}

function editRoute(kind: EditorKind, postUid: string): string {
  return kind === 'newsletter' ? adminPaths.editNewsletter.href({ id: postUid }) : adminPaths.editNotice.href({ id: postUid });
}

/** Saving failed for now and is tried again (admin spec 4), said in words. */
function RetryMessage({ triesLeft }: { triesLeft: number }) {
  const seconds = CREATE_RETRY_DELAY_MS / 1000;
  return (
    <Trans>
      Saving did not work. It is tried again in {seconds} seconds (<Plural value={triesLeft} one="# try" other="# tries" /> left).
    </Trans>
  );
}

type PostEditorProps = { kind: EditorKind; postUid?: string };

/**
 * The newsletter and notice editors (admin spec 2, 4 and 5). A new post is created on its first
 * save and the screen moves to its edit route; Save stays and shows the post as stored, Save
 * and close and Clone go back to /admin, Cancel leaves without saving.
 */
export function PostEditor({ kind, postUid }: PostEditorProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const stored = useAdminPost(postUid);
  const categories = useAllPostCategories();
  const groups = useGroups();
  const [form, setForm] = useState<PostForm | null>(postUid ? null : emptyPostForm(kind));
  const [errors, setErrors] = useState<PostFormErrors>({});
  const [pending, setPending] = useState<SaveAction | null>(null);
  /** While a creation is tried again: how many tries are left. */
  const [retrying, setRetrying] = useState<number | null>(null);
  /** The server's message (or the error's), or ours: shown in the language shown. */
  const [failure, setFailure] = useState<string | MessageDescriptor | null>(null);
  const { ref: formRef, focusFirstMessage } = useFocusFirstMessage<HTMLFormElement>();
  // One creation, one client id: every try of it (and a double click) makes one post.
  const clientId = useRef(crypto.randomUUID());
  const id = useId();
  /** The fields hold English: so marked on a page in another language. */
  const english = languageAttributes('en', usePageLanguage());
  const asWritten = useMemo(() => (stored.data ? postAsWritten(stored.data) : undefined), [stored.data]);

  // The stored post fills the form once it arrives (and again after Save reloads it).
  useEffect(() => {
    if (asWritten) setForm(postFormOf(asWritten));
  }, [asWritten]);

  if (postUid && stored.isError) {
    return (
      <Callout intent={Intent.DANGER} title={t`This post cannot be opened`}>
        {i18n._(stored.error.message)}
      </Callout>
    );
  }
  if (asWritten === null) {
    return (
      <Callout intent={Intent.DANGER} title={t`This post cannot be opened`}>
        <Trans>The portal sent this post's texts translated, without the English they are written in, so they cannot be edited here.</Trans>
      </Callout>
    );
  }
  if (!form) return <Spinner size={40} aria-label={t`Loading`} />;

  const keptStart = stored.data?.publish_start ?? null;
  const set = <K extends keyof PostForm>(field: K, value: PostForm[K]) => {
    setForm((current) => (current ? withChange(current, field, value) : current));
    // The slug is made from the title: a new title answers the slug's message too.
    setErrors((current) => ({ ...current, [field]: undefined, ...(field === 'title' && { slug: undefined }) }));
  };

  async function run(action: SaveAction) {
    if (!form || pending) return;
    const found = postFormErrors(form, { now: new Date(), keptStart: postUid ? keptStart : null });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirstMessage();
      return;
    }
    setPending(action);
    try {
      // Admin spec 5 "Content on save", by the contract's rule the BFF applies again.
      const data = { ...postWriteData(form), content_html: applyContentRules(form.content_html, { internalHosts: [window.location.hostname] }) };
      let written: PostRecord;
      if (action === 'clone' && postUid) {
        written = await createPost({ ...data, clone: true, clone_of: postUid }, crypto.randomUUID(), { onRetry: setRetrying });
      } else if (postUid) {
        written = await updatePost(postUid, data);
      } else {
        written = await createPost(data, clientId.current, { onRetry: setRetrying });
      }
      void queryClient.invalidateQueries({ queryKey: adminPostsKey });
      queryClient.setQueryData(adminPostKey(written.postUid), written);
      const message = SAVED_MESSAGE[kind];
      // Every save says so in the admin's toast, which outlives the screen a save moves away from.
      showAdminToast({ message: i18n._(message), intent: Intent.SUCCESS });
      if (action === 'saveAndClose' || action === 'clone') {
        // The admin home's Posts list shows this post first.
        navigate(adminPaths.home.href(), { state: savedPostState(written.postUid, message) });
      } else if (!postUid) {
        navigate(editRoute(kind, written.postUid), { replace: true, state: savedPostState(written.postUid, message) });
      } else {
        setForm(postFormOf(written));
      }
    } catch (error) {
      setFailure(error instanceof ApiError || error instanceof Error ? error.message : msg`The post was not saved.`);
    } finally {
      setPending(null);
      setRetrying(null);
    }
  }

  const busy = pending !== null;
  const noticeEditor = kind === 'notice';
  const button = (action: SaveAction, intent: Intent = Intent.NONE) => (
    <Button intent={intent} disabled={busy} onClick={() => void run(action)} text={i18n._(BUSY_LABELS[action][pending === action ? 1 : 0])} />
  );

  const englishEditor = (
    <form ref={formRef} className="post-editor" aria-labelledby="screen-title" noValidate onSubmit={(event) => { event.preventDefault(); void run('save'); }}>

      {noticeEditor && (
        <FormGroup label={t`Type`} labelFor={`${id}-type`}>
          <HTMLSelect
            id={`${id}-type`}
            value={form.type}
            disabled={busy}
            onChange={(event) => set('type', event.currentTarget.value as PostForm['type'])}
            options={NOTICE_EDITOR_TYPES.map(({ value, label }) => ({ value, label: i18n._(label) }))}
          />
        </FormGroup>
      )}

      <FormGroup label={t`Title`} labelFor={`${id}-title`} {...fieldMessage(errors.title)}>
        <InputGroup id={`${id}-title`} value={form.title} maxLength={300} disabled={busy} aria-invalid={Boolean(errors.title)} onValueChange={(title) => set('title', title)} {...english} />
      </FormGroup>
      <FormGroup label={t`Slug`} labelFor={`${id}-slug`} {...fieldMessage(errors.slug, t`Made from the title.`)}>
        <InputGroup id={`${id}-slug`} value={slugOf(form)} readOnly aria-invalid={Boolean(errors.slug)} />
      </FormGroup>

      <RichTextField label={t`Content`} value={form.content_html} onChange={(html) => set('content_html', html)} error={errors.content_html} disabled={busy} {...english} />

      <FormGroup
        label={t`Excerpt`}
        labelFor={`${id}-excerpt`}
        helperText={form.excerptEdited ? undefined : t`Filled from the first 150 characters of the content until you edit it.`}
      >
        <TextArea id={`${id}-excerpt`} value={form.excerpt} maxLength={1000} fill disabled={busy} onChange={(event) => set('excerpt', event.currentTarget.value)} {...english} />
      </FormGroup>

      <FormGroup label={t`Category`} labelFor={`${id}-category`} {...fieldMessage(errors.postcategory_categoryid)}>
        <HTMLSelect
          id={`${id}-category`}
          value={form.postcategory_categoryid ?? ''}
          disabled={busy}
          aria-invalid={Boolean(errors.postcategory_categoryid)}
          onChange={(event) => set('postcategory_categoryid', event.currentTarget.value || null)}
          options={[
            { value: '', label: t`Select category` },
            ...(categories.data ?? []).map((category) => ({
              value: category.postcategoryUid,
              label: category.categorytype ? `${category.categoryname} (${category.categorytype})` : category.categoryname,
            })),
          ]}
        />
      </FormGroup>

      <RadioGroup label={t`Published`} inline selectedValue={form.published ? 'post' : 'draft'} disabled={busy} onChange={(event) => set('published', event.currentTarget.value === 'post')}>
        <Radio value="post" label={t`Post: displayed or will send`} />
        <Radio value="draft" label={t`Draft: not displayed or will not send`} />
      </RadioGroup>

      <div className="post-editor__dates">
        <PublishDatesFields value={form} errors={errors} onChange={set} disabled={busy} noPastStart={{ keptStart: postUid ? keptStart : undefined }} offerNow />
      </div>

      {noticeEditor && (
        <FormGroup label={t`Sort order`} labelFor={`${id}-sort`} {...fieldMessage(errors.sort_order)}>
          <HTMLSelect
            id={`${id}-sort`}
            value={form.sort_order}
            disabled={busy}
            onChange={(event) => set('sort_order', Number(event.currentTarget.value))}
            options={Array.from({ length: SORT_ORDER_MAX - SORT_ORDER_MIN + 1 }, (_, index) => SORT_ORDER_MIN + index)}
          />
        </FormGroup>
      )}

      {kind === 'newsletter' && <Checkbox label={t`Make public`} checked={form.make_public} disabled={busy} onChange={(event) => set('make_public', event.currentTarget.checked)} />}
      {noticeEditor && form.type !== 'notice' && (
        <Checkbox label={t`Exclude students`} checked={form.for_carer_only} disabled={busy} onChange={(event) => set('for_carer_only', event.currentTarget.checked)} />
      )}

      <FeaturedImageField
        use={kind === 'newsletter' ? 'hero' : 'thumbnail'}
        label={kind === 'newsletter' ? t`Hero image` : t`Thumbnail image`}
        url={form.featured_img_url}
        onChange={(url) => set('featured_img_url', url)}
        error={errors.featured_img_url}
        disabled={busy}
      />
      <FormGroup
        label={t`Picture description`}
        labelFor={`${id}-picture-description`}
        {...fieldMessage(errors.featured_img_alt, t`Read out to people who cannot see the picture; leave empty if it only decorates.`)}
      >
        <InputGroup
          id={`${id}-picture-description`}
          value={form.featured_img_alt}
          disabled={busy}
          aria-invalid={Boolean(errors.featured_img_alt)}
          onValueChange={(description) => set('featured_img_alt', description)}
          {...english}
        />
      </FormGroup>

      {noticeEditor && (
        <fieldset className="post-editor__user-types">
          <legend>
            <Trans>Audience</Trans>
          </legend>
          {AUDIENCE_KINDS.map((audience) => (
            <Checkbox
              key={audience}
              inline
              label={i18n._(AUDIENCE_LABELS[audience])}
              checked={form.user_types.includes(audience)}
              disabled={busy}
              onChange={(event) => set('user_types', event.currentTarget.checked ? [...form.user_types, audience] : form.user_types.filter((kindOf) => kindOf !== audience))}
            />
          ))}
          <p className="post-editor__hint" aria-live="polite">
            {audienceSummary(form.user_types, i18n)}
          </p>
        </fieldset>
      )}

      <AudienceGroups groups={groups.data ?? []} selected={form.group_ids} onChange={(groupIds) => set('group_ids', groupIds)} disabled={busy} />

      <div aria-live="polite" className="post-editor__status">
        {retrying !== null && (
          <Callout intent={Intent.WARNING}>
            <RetryMessage triesLeft={retrying} />
          </Callout>
        )}
        {failure && (
          <Callout intent={Intent.DANGER} title={t`The post was not saved`}>
            {typeof failure === 'string' ? i18n._(failure) : i18n._(failure)}
          </Callout>
        )}
      </div>

      <div className="post-editor__actions">
        <Button type="submit" intent={Intent.PRIMARY} disabled={busy} text={i18n._(BUSY_LABELS.save[pending === 'save' ? 1 : 0])} />
        {button('saveAndClose')}
        {postUid && button('clone')}
        <Button disabled={busy} text={t`Cancel`} onClick={() => navigate(adminPaths.home.href())} />
      </div>
    </form>
  );
  // The switch to the post's translations, above the fields; a new post has none until it is saved.
  return <PostLanguages post={postUid ? asWritten : undefined}>{englishEditor}</PostLanguages>;
}

import {
  Callout,
  Checkbox,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  Radio,
  RadioGroup,
  Spinner,
} from '@blueprintjs/core';
import { useLingui } from '@lingui/react/macro';
import { PAGE_ADMIN_MESSAGES, PAGE_TYPE_NAMES, PLACE_ADMIN_MESSAGES, applyContentRules } from '@portal/contract';
import { useId, useMemo } from 'react';
import { PublishDatesFields } from '@/features/admin/components/publish-date-field.tsx';
import { RichTextField } from '@/features/admin/components/rich-text-field.tsx';
import { useAdminPage, useSavePage } from '../api/pages.ts';
import { usePageTypes } from '../api/page-types.ts';
import { useAdminPlaces } from '../api/places.ts';
import {
  emptyPageForm,
  pageFormErrors,
  pageFormOf,
  pageSlugOf,
  withPageType,
  type PageEditorForm,
} from '../lib/page-form.ts';
import { NO_PLACES_FILTER, byPlaceName } from '../lib/places-filter.ts';
import { fieldMessage } from '@/features/admin/lib/field-message.tsx';
import { useEditorForm } from '../lib/use-editor-form.ts';
import { EditorActions } from './editor-actions.tsx';
import { TextAreaField, TextField } from './editor-fields.tsx';
import { LoadProblems } from './load-problems.tsx';
import './place-and-page-editors.css';

/**
 * The admin's Page editor, CREATE PAGE (admin spec 2, 4 and 5): a new page, or the one with
 * this id. What the page type needs shows with it (content for a Static Page, the Drive folder
 * and its view for Documents) and is then required. Save checks the form with the contract's
 * rules (nothing is sent while a message shows), stores it and goes back to the Places tab
 * with 'Page saved successfully.'.
 */
export function PageEditor({ pageUid }: { pageUid?: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const stored = useAdminPage(pageUid);
  const places = useAdminPlaces(NO_PLACES_FILTER);
  const pageTypes = usePageTypes();
  const save = useSavePage();
  const { form, setForm, errors, setErrors, set, textField, busy, submit, formRef, cancel } = useEditorForm({
    stored: stored.data,
    isNew: !pageUid,
    empty: emptyPageForm,
    formOf: pageFormOf,
    check: (form: PageEditorForm) => pageFormErrors(form, pageTypes.data ?? []),
    save,
    variablesOf: (form) => ({
      // Admin spec 5 "Content on save", by the contract's rule the BFF applies again.
      form: { ...form, content_html: applyContentRules(form.content_html, { internalHosts: [window.location.hostname] }) },
      stored: stored.data,
    }),
    savedMessage: PAGE_ADMIN_MESSAGES.saved,
  });

  const placeOptions = useMemo(() => [...(places.data ?? [])].sort(byPlaceName((place) => place.place)), [places.data]);
  const pageTypeName = (pagetypeUid: string) => pageTypes.data?.find((type) => type.pagetypeUid === pagetypeUid)?.pageType ?? '';
  /** A field's message (a contract text, or the server's) in the person's language. */
  const message = (text: string | undefined) => text && i18n._(text);

  if (pageUid && stored.isError) {
    return (
      <Callout intent={Intent.DANGER} title={t`This page cannot be opened`}>
        {i18n._(stored.error.message)}
      </Callout>
    );
  }

  const kind = form ? pageTypeName(form.pagetypeUid) : '';

  return (
    <div className="page-editor">
      {!form ? (
        <Spinner size={40} aria-label={t`Loading`} />
      ) : (
        <form ref={formRef} className="editor-form" aria-labelledby="screen-title" noValidate onSubmit={submit}>
          <LoadProblems errors={[places.error, pageTypes.error]} />
          <FormGroup label={t`Place`} labelFor={`${id}-place`} {...fieldMessage(message(errors.placeUid))}>
            <HTMLSelect
              id={`${id}-place`}
              value={form.placeUid}
              disabled={busy}
              aria-invalid={Boolean(errors.placeUid)}
              onChange={(event) => set('placeUid', event.currentTarget.value)}
              options={[
                { value: '', label: i18n._(PLACE_ADMIN_MESSAGES.selectPlace) },
                ...placeOptions.map((place) => ({ value: place.placeUid, label: place.place })),
              ]}
            />
          </FormGroup>
          <FormGroup label={t`Page type`} labelFor={`${id}-pagetype`} {...fieldMessage(message(errors.pagetypeUid))}>
            <HTMLSelect
              id={`${id}-pagetype`}
              value={form.pagetypeUid}
              disabled={busy}
              aria-invalid={Boolean(errors.pagetypeUid)}
              onChange={(event) => {
                const pagetypeUid = event.currentTarget.value;
                setForm((current) =>
                  current
                    ? withPageType(current, pagetypeUid, pageTypeName(pagetypeUid), { isNew: !pageUid, now: new Date() })
                    : current,
                );
                setErrors((current) => ({ ...current, pagetypeUid: undefined, title: undefined }));
              }}
              options={[
                { value: '', label: i18n._(PLACE_ADMIN_MESSAGES.selectPageType) },
                ...(pageTypes.data ?? []).map((type) => ({ value: type.pagetypeUid, label: type.pageType })),
              ]}
            />
          </FormGroup>
          <TextField label={t`Title`} maxLength={300} {...textField('title', form)} />
          <FormGroup label={t`Slug`} labelFor={`${id}-slug`} helperText={t`Made from the title.`}>
            <InputGroup id={`${id}-slug`} value={pageSlugOf(form)} readOnly />
          </FormGroup>
          <Checkbox
            label={t`Navigation (add as a tab to the place)`}
            checked={form.navigation}
            disabled={busy}
            onChange={(event) => set('navigation', event.currentTarget.checked)}
          />
          <Checkbox
            label={t`Landing page`}
            checked={form.landing_page}
            disabled={busy}
            onChange={(event) => set('landing_page', event.currentTarget.checked)}
          />

          {kind === PAGE_TYPE_NAMES.staticPage && (
            <RichTextField
              label={t`Content`}
              value={form.content_html}
              onChange={(html) => set('content_html', html)}
              error={message(errors.content_html)}
              disabled={busy}
            />
          )}

          {kind === PAGE_TYPE_NAMES.documents && (
            <>
              <TextField label={t`Google Drive folder`} labelInfo={t`(the folder's link or its ID)`} maxLength={1000} {...textField('google_drive_url', form)} />
              <RadioGroup
                label={t`File view type`}
                inline
                selectedValue={form.file_view_type}
                disabled={busy}
                onChange={(event) => set('file_view_type', event.currentTarget.value === 'grid' ? 'grid' : 'list')}
              >
                <Radio value="list" label={t`List`} />
                <Radio value="grid" label={t`Grid`} />
              </RadioGroup>
            </>
          )}

          <TextAreaField label={t`Description`} maxLength={2000} {...textField('description', form)} />
          <div className="editor-form__dates">
            <PublishDatesFields
              value={form}
              errors={{ publish_start: message(errors.publish_start), publish_end: message(errors.publish_end) }}
              onChange={set}
              disabled={busy}
            />
          </div>

          <EditorActions noun="page" failure={save.error} busy={busy} busyLabel="save ..." onCancel={cancel} />
        </form>
      )}
    </div>
  );
}

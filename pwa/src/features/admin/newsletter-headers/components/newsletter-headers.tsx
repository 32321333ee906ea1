import { Button, Callout, FormGroup, HTMLSelect, HTMLTable, InputGroup, Intent } from '@blueprintjs/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CAPTION_LOCATIONS, EMPTY, HEADER_MESSAGES, connectionHeaderFormSchema, isHeaderLive, type ConnectionHeaderRecord } from '@portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { PublishDatesFields } from '@/features/admin/components/publish-date-field.tsx';
import { DeleteQuestion } from '@/features/admin/components/delete-question.tsx';
import { Pager } from '@/features/admin/components/pager.tsx';
import { showAdminToast } from '@/features/admin/lib/admin-toaster.ts';
import { formErrors } from '@/features/admin/lib/form-errors.ts';
import { fieldMessage, useFocusFirstMessage } from '@/features/admin/lib/field-message.tsx';
import { formatAdminDate } from '@/features/admin/lib/format-admin-date.ts';
import { FeaturedImageField } from '@/data/images/components/featured-image-field.tsx';
import { HEADERS_PAGE_SIZE, useDeleteHeader, useHeaders, useSaveHeader } from '../api/headers.ts';
import { TableHead } from '@/features/admin/components/table-head.tsx';
import './newsletter-headers.css';

type HeaderForm = {
  caption: string;
  caption_location: (typeof CAPTION_LOCATIONS)[number];
  alttext: string;
  featured_img_url: string | null;
  publish_start: string | null;
  publish_end: string | null;
};

type HeaderErrors = Partial<Record<keyof HeaderForm, string>>;

const EMPTY_FORM: HeaderForm = { caption: '', caption_location: 'bottom_left', alttext: '', featured_img_url: null, publish_start: null, publish_end: null };

const LOCATION_LABELS: Record<HeaderForm['caption_location'], MessageDescriptor> = {
  top_left: msg`Top left`,
  top_right: msg`Top right`,
  bottom_left: msg`Bottom left`,
  bottom_right: msg`Bottom right`,
  no_caption: msg`No caption`,
};

function formOf(header: ConnectionHeaderRecord): HeaderForm {
  const { caption, caption_location, alttext, featured_img_url, publish_start, publish_end } = header;
  return { caption, caption_location, alttext, featured_img_url, publish_start, publish_end };
}

/** A header as its buttons and the delete question name it: its caption, else when it was made. */
const nameOf = (header: ConnectionHeaderRecord) => header.caption || formatAdminDate(header.created_at);

function errorsOf(form: HeaderForm, keptStart: string | null): HeaderErrors {
  return formErrors(connectionHeaderFormSchema({ now: new Date(), keptStart }), form);
}

/** A list preview: the header's image, or a placeholder when it cannot load (admin spec 2). */
function HeaderPreview({ header }: { header: ConnectionHeaderRecord }) {
  const [broken, setBroken] = useState(false);
  if (!header.featured_img_url || broken)
    return (
      <span className="header-preview header-preview--placeholder">
        <Trans>No preview</Trans>
      </span>
    );
  return <img className="header-preview" src={header.featured_img_url} alt={header.alttext || header.caption} onError={() => setBroken(true)} />;
}

/**
 * Admin spec 2 "Newsletter header screen": the form for a new header (or the one being
 * edited) above the paged list of headers, newest first.
 */
export function NewsletterHeaders() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const headers = useHeaders(page);
  const save = useSaveHeader();
  const remove = useDeleteHeader();
  const [editing, setEditing] = useState<ConnectionHeaderRecord | null>(null);
  const [form, setForm] = useState<HeaderForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<HeaderErrors>({});
  const [deleting, setDeleting] = useState<ConnectionHeaderRecord | null>(null);
  const id = useId();
  const now = new Date();
  const { ref: formRef, focusFirstMessage } = useFocusFirstMessage<HTMLFormElement>();

  const set = <K extends keyof HeaderForm>(field: K, value: HeaderForm[K]) => {
    setForm((current) => ({ ...current, [field]: value, ...(field === 'caption_location' && value === 'no_caption' ? { caption: '' } : {}) }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function startEditing(header: ConnectionHeaderRecord | null) {
    setEditing(header);
    setForm(header ? formOf(header) : EMPTY_FORM);
    setErrors({});
    save.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = errorsOf(form, editing?.publish_start ?? null);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstMessage();
      return;
    }
    save.mutate(
      { headerUid: editing?.connectionheaderUid, data: form },
      {
        onSuccess: () => {
          showAdminToast({ message: i18n._(HEADER_MESSAGES.saved), intent: Intent.SUCCESS });
          startEditing(null);
        },
      },
    );
  }

  const total = headers.data?.total ?? 0;
  return (
    <div className="newsletter-headers">
      <form ref={formRef} className="newsletter-header-form" aria-labelledby={`${id}-form-title`} noValidate onSubmit={submit}>
        <h2 id={`${id}-form-title`}>{editing ? t`Edit header` : t`Add a header`}</h2>
        <FormGroup label={t`Caption location`} labelFor={`${id}-location`}>
          <HTMLSelect
            id={`${id}-location`}
            value={form.caption_location}
            onChange={(event) => set('caption_location', event.currentTarget.value as HeaderForm['caption_location'])}
            options={CAPTION_LOCATIONS.map((location) => ({ value: location, label: i18n._(LOCATION_LABELS[location]) }))}
          />
        </FormGroup>
        <FormGroup
          label={t`Caption`}
          labelFor={`${id}-caption`}
          {...fieldMessage(errors.caption, form.caption_location === 'no_caption' ? t`No caption is shown with this location.` : undefined)}
        >
          <InputGroup id={`${id}-caption`} value={form.caption} maxLength={300} readOnly={form.caption_location === 'no_caption'} aria-invalid={Boolean(errors.caption)} onValueChange={(caption) => set('caption', caption)} />
        </FormGroup>
        <FormGroup label={t`Alt text`} labelFor={`${id}-alt`} helperText={t`What the image shows, for people who cannot see it.`}>
          <InputGroup id={`${id}-alt`} value={form.alttext} maxLength={300} onValueChange={(alttext) => set('alttext', alttext)} />
        </FormGroup>
        <FeaturedImageField use="header" label={t`Header image`} url={form.featured_img_url} onChange={(url) => set('featured_img_url', url)} error={errors.featured_img_url} />
        <div className="newsletter-header-form__dates">
          <PublishDatesFields value={form} errors={errors} onChange={set} noPastStart={{ keptStart: editing?.publish_start }} offerNow />
        </div>
        {save.isError && (
          <Callout intent={Intent.DANGER} title={t`The header was not saved`}>
            {i18n._(save.error.message)}
          </Callout>
        )}
        <div className="newsletter-header-form__actions">
          <Button type="submit" intent={Intent.PRIMARY} disabled={save.isPending} text={save.isPending ? t`Save...` : t`Save`} />
          {editing && <Button text={t`Cancel`} disabled={save.isPending} onClick={() => startEditing(null)} />}
        </div>
      </form>

      <section aria-labelledby={`${id}-list-title`}>
        <h2 id={`${id}-list-title`}>
          <Trans>Headers</Trans>
        </h2>
        {headers.isError && <Callout intent={Intent.DANGER}>{i18n._(headers.error.message)}</Callout>}
        <HTMLTable striped compact className="newsletter-headers-table">
          <TableHead columns={[t`Image`, t`Caption`, t`Caption location`, t`Publish start`, t`Publish end`, t`Live`, t`Created at`, t`Actions`]} />
          <tbody>
            {headers.data && headers.data.records.length === 0 && (
              <tr>
                <td colSpan={8}>{i18n._(EMPTY.noRecords)}</td>
              </tr>
            )}
            {headers.data?.records.map((header) => (
              <tr key={header.connectionheaderUid}>
                <td>
                  <HeaderPreview header={header} />
                </td>
                <th scope="row">{header.caption || i18n._(LOCATION_LABELS.no_caption)}</th>
                <td>{i18n._(LOCATION_LABELS[header.caption_location])}</td>
                <td>{formatAdminDate(header.publish_start)}</td>
                <td>{formatAdminDate(header.publish_end)}</td>
                <td>{isHeaderLive(header, now) ? t`Yes` : t`No`}</td>
                <td>{formatAdminDate(header.created_at)}</td>
                <td className="newsletter-headers-table__actions">
                  <Button size="small" text={t`Edit`} aria-label={t`Edit header ${{ header: nameOf(header) }}`} onClick={() => startEditing(header)} />
                  <Button
                    size="small"
                    intent={Intent.DANGER}
                    variant="minimal"
                    text={t`Delete`}
                    aria-label={t`Delete header ${{ header: nameOf(header) }}`}
                    onClick={() => setDeleting(header)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <Pager page={page} pageCount={Math.max(1, Math.ceil(total / HEADERS_PAGE_SIZE))} total={total} noun="header" onPage={setPage} />
      </section>

      <DeleteQuestion
        question={i18n._(HEADER_MESSAGES.deleteConfirm)}
        subject={deleting ? nameOf(deleting) : null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.connectionheaderUid, {
            onSuccess: () => showAdminToast({ message: i18n._(HEADER_MESSAGES.deleted), intent: Intent.SUCCESS }),
            onError: (error) => showAdminToast({ message: i18n._(error.message), intent: Intent.DANGER }),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </div>
  );
}

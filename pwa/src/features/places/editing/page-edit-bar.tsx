import { Trans, useLingui } from '@lingui/react/macro';
import { PLACE_MESSAGES, canHidePageType, canRetitlePageType, canSchedulePage, type PageRecord } from '@portal/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeletePage } from '../api/delete-page.ts';
import { useUpdatePage } from '../api/update-page.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { usePlaceEditing } from './place-editing.tsx';
import { PublishPeriodPicker } from './publish-period-picker.tsx';
import { TitleEditor } from './title-editor.tsx';

/** Rich text whose first block is a heading. */
const opensWithHeading = (html: string) => /^\s*<h[1-6][\s>]/i.test(html);

/**
 * A page's heading, and for its editors in edit mode: retitle, hide or show, publish period,
 * delete. A deleted page's address answers 'No records found!' from then on, so its editor is
 * taken to the place's first page, where the notice says it went.
 */
export function PageEditBar({ page, titleId, placeHref }: { page: PageRecord; titleId: string; placeHref: string }) {
  const { t, i18n } = useLingui();
  const editing = usePlaceEditing();
  const navigate = useNavigate();
  const update = useUpdatePage();
  const remove = useDeletePage();
  const [deleting, setDeleting] = useState(false);
  const retitling = editing.field?.pageUid === page.pageUid && editing.field.field === 'title';
  const otherOpen = editing.field !== null && editing.field.pageUid !== page.pageUid;
  const idle = editing.enabled && !editing.busy && !otherOpen;

  // The tabs already say which page this is: when its content opens with the editor's own
  // heading ('Welcome to Year 9 English' on the 'Welcome' page), that heading heads the page, and
  // the title stays for screen readers, naming the section. Editors see it, beside its controls.
  const pageTitle = page.title;
  const titleHidden = !editing.editMode && opensWithHeading(page.content_html);
  return (
    <div className="place-page__head">
      <h2 id={titleId} className={titleHidden ? 'visually-hidden' : undefined}>
        {page.title}
      </h2>
      {editing.editMode ? (
        <div className="place-page__controls" role="group" aria-label={t`Edit ${pageTitle}`}>
          {canRetitlePageType(page.pagetype_pagetype) && !retitling ? (
            <button type="button" className="button button--secondary button--small" disabled={!idle || editing.field !== null} onClick={() => editing.openField({ pageUid: page.pageUid, field: 'title' })}>
              <Trans>Edit title</Trans>
            </button>
          ) : null}
          {!page.landing_page && canHidePageType(page.pagetype_pagetype) ? (
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={!idle}
              onClick={() => void editing.run(() => update(page, { pageHide: !page.pageHide }), page.pageHide ? PLACE_MESSAGES.shown : PLACE_MESSAGES.hidden)}
            >
              {page.pageHide ? <Trans>Show page</Trans> : <Trans>Hide page</Trans>}
            </button>
          ) : null}
          {canSchedulePage(page) ? <PublishPeriodPicker page={page} /> : null}
          {!page.landing_page ? (
            <button type="button" className="button button--secondary button--small" disabled={!idle} onClick={() => setDeleting(true)}>
              <Trans>Delete page</Trans>
            </button>
          ) : null}
          <ConfirmDialog
            open={deleting}
            title={t`Delete Page`}
            question={i18n._(PLACE_MESSAGES.deleteConfirm)}
            confirmLabel={t`Delete`}
            onCancel={() => setDeleting(false)}
            onConfirm={() => {
              setDeleting(false);
              void editing.run(() => remove(page), PLACE_MESSAGES.deleted).then((outcome) => {
                if (outcome.ok) void navigate(placeHref, { replace: true });
              });
            }}
          />
        </div>
      ) : null}
      {retitling ? <TitleEditor page={page} onDone={() => editing.openField(null)} /> : null}
    </div>
  );
}

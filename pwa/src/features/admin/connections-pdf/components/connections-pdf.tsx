import { Button, Callout, HTMLTable, Intent, Spinner } from '@blueprintjs/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONNECTIONS_PDF_MESSAGES as M, EMPTY, type ConnectionsPdfRecord } from '@portal/contract';
import { Suspense, lazy, useId, useState } from 'react';
import { DeleteQuestion } from '@/features/admin/components/delete-question.tsx';
import { Pager } from '@/features/admin/components/pager.tsx';
import { showAdminToast } from '@/features/admin/lib/admin-toaster.ts';
import { formatAdminDate } from '@/features/admin/lib/format-admin-date.ts';
import {
  CONNECTIONS_PDFS_PAGE_SIZE,
  isGenerating,
  useConnectionsPdfs,
  useDeletePdf,
  useDownloadPdf,
  useGeneratePdf,
  usePdfEmailTemplate,
  useSendPdfEmail,
} from '../api/connections-pdf.ts';
import { TableHead } from '@/features/admin/components/table-head.tsx';
import './connections-pdf.css';

// The form brings the rich-text editor (Quill): loaded when the template is opened, not with the tab.
const PdfEmailTemplateForm = lazy(() => import('./pdf-email-template-form.tsx').then((module) => ({ default: module.PdfEmailTemplateForm })));

const COLUMNS = [msg`Created at`, msg`Title`, msg`Status`, msg`Error`, msg`Emailed`, msg`Actions`];

/** A PDF's status (the contract's CONNECTIONS_PDF_STATUSES), in the person's language. */
const STATUS_LABELS: Record<ConnectionsPdfRecord['status'], MessageDescriptor> = {
  Generating: msg`Generating`,
  Completed: msg`Completed`,
};

/**
 * Admin spec 2 "Connections PDF (under Subscribers)": Generate PDF, the email template, and the
 * campus's PDFs newest first, polled every 2 s while one is being generated. Download for a
 * Completed PDF, Send email for a Completed one not yet emailed, Delete for a Completed or failed one.
 */
export function ConnectionsPdf() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<ConnectionsPdfRecord | null>(null);
  const pdfs = useConnectionsPdfs(page);
  const generate = useGeneratePdf();
  const remove = useDeletePdf();
  const download = useDownloadPdf();
  const sendEmail = useSendPdfEmail();
  const template = usePdfEmailTemplate(!editing);

  const failed = (error: Error) => showAdminToast({ message: i18n._(error.message), intent: Intent.DANGER });

  function send(pdf: ConnectionsPdfRecord) {
    const saved = template.data;
    if (!saved || saved.send_to.length === 0) {
      showAdminToast({ message: i18n._(M.noRecipients), intent: Intent.DANGER });
      return;
    }
    sendEmail.mutate(
      {
        send_to: saved.send_to,
        subject: saved.subject,
        email_html: saved.email_html,
        connections_pdfUid: pdf.connections_pdfUid,
        connections_pdf_title: pdf.title,
        connection_pdf_emailtextUid: saved.connection_pdf_emailtextUid,
      },
      { onSuccess: () => showAdminToast({ message: i18n._(M.sent), intent: Intent.SUCCESS }), onError: failed },
    );
  }

  const busyFor = (pending: boolean, variable: string | undefined, pdf: ConnectionsPdfRecord) => pending && variable === pdf.connections_pdfUid;
  const sendingUid = sendEmail.isPending ? sendEmail.variables?.connections_pdfUid : undefined;
  const total = pdfs.data?.total ?? 0;
  return (
    <section className="connections-pdf" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Trans>Connections PDF</Trans>
      </h3>
      <div className="connections-pdf__buttons">
        <Button
          intent={Intent.PRIMARY}
          disabled={generate.isPending}
          text={generate.isPending ? t`Generate PDF...` : t`Generate PDF`}
          onClick={() =>
            generate.mutate(undefined, {
              onSuccess: () => {
                setPage(1);
                showAdminToast({ message: i18n._(M.generating), intent: Intent.PRIMARY });
              },
              onError: failed,
            })
          }
        />
        <Button text={t`Edit Email template`} aria-expanded={editing} onClick={() => setEditing((open) => !open)} />
      </div>
      {editing && (
        <Suspense fallback={<Spinner size={24} aria-label={t`Loading the email template`} />}>
          <PdfEmailTemplateForm onDone={() => setEditing(false)} />
        </Suspense>
      )}

      {pdfs.isError && <Callout intent={Intent.DANGER}>{i18n._(pdfs.error.message)}</Callout>}
      <HTMLTable striped compact className="connections-pdf__table">
        <TableHead columns={COLUMNS.map((column) => i18n._(column))} />
        <tbody aria-live="polite">
          {pdfs.data && pdfs.data.records.length === 0 && (
            <tr>
              <td colSpan={COLUMNS.length}>{i18n._(EMPTY.noRecords)}</td>
            </tr>
          )}
          {pdfs.data?.records.map((pdf) => {
            const completed = pdf.status === 'Completed';
            const name = `${pdf.title}, ${formatAdminDate(pdf.created_at)}`;
            return (
              <tr key={pdf.connections_pdfUid}>
                <td>{formatAdminDate(pdf.created_at)}</td>
                <th scope="row">{pdf.title}</th>
                <td>{i18n._(isGenerating(pdf) ? STATUS_LABELS.Generating : STATUS_LABELS[pdf.status])}</td>
                <td>{pdf.error ? i18n._(pdf.error) : ''}</td>
                <td>{pdf.emailed ? t`Yes` : t`No`}</td>
                <td className="connections-pdf__actions">
                  {completed && (
                    <Button
                      size="small"
                      disabled={busyFor(download.isPending, download.variables, pdf)}
                      text={busyFor(download.isPending, download.variables, pdf) ? t`Download...` : t`Download`}
                      aria-label={t`Download ${name}`}
                      onClick={() => download.mutate(pdf.connections_pdfUid, { onError: failed })}
                    />
                  )}
                  {completed && !pdf.emailed && (
                    <Button
                      size="small"
                      disabled={sendEmail.isPending}
                      text={sendingUid === pdf.connections_pdfUid ? t`Send email...` : t`Send email`}
                      aria-label={t`Send email of ${name}`}
                      onClick={() => send(pdf)}
                    />
                  )}
                  {(completed || pdf.error) && (
                    <Button size="small" intent={Intent.DANGER} variant="minimal" text={t`Delete`} aria-label={t`Delete ${name}`} onClick={() => setDeleting(pdf)} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <Pager page={page} pageCount={Math.max(1, Math.ceil(total / CONNECTIONS_PDFS_PAGE_SIZE))} total={total} noun="PDF" onPage={setPage} />

      <DeleteQuestion
        question={i18n._(M.deleteConfirm)}
        subject={deleting ? deleting.title : null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.connections_pdfUid, {
            onSuccess: () => showAdminToast({ message: i18n._(M.deleted), intent: Intent.SUCCESS }),
            onError: failed,
            onSettled: () => setDeleting(null),
          })
        }
      />
    </section>
  );
}

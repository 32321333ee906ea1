import type { Context } from 'koa';
import { CONSENT_FORM_MESSAGES, FORM_LIMITS, startsAsPdf } from '@portal/contract';
import { ApiError, badRequest } from '../../errors.ts';
import type { FormAttachmentFile } from '../../models/consent-forms.ts';
import { sendPdfDownload } from '../pdf-download.ts';

/** Base64 grows the bytes by a third; the envelope, the file's name and a data: prefix add a little. */
export const ATTACHMENT_BODY_MAX_BYTES = Math.ceil((FORM_LIMITS.attachmentBytes * 4) / 3) + 4096;

/**
 * The bytes of an uploaded attachment, sent as base64 as the editors' images are: refused in
 * words when they are more than a form takes (413) or not a PDF (415). A PDF is known by its
 * first bytes (%PDF-), never by the name or the type the browser gave; the CMS checks them again.
 */
export function pdfBytesOf(base64File: string): Buffer {
  const data = base64File.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data)) {
    throw badRequest(CONSENT_FORM_MESSAGES.attachmentType, { 'data.base64File': CONSENT_FORM_MESSAGES.attachmentType });
  }
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > FORM_LIMITS.attachmentBytes)
    throw new ApiError(413, 'payload_too_large', CONSENT_FORM_MESSAGES.attachmentSize);
  if (!startsAsPdf(bytes)) throw new ApiError(415, 'unsupported_media_type', CONSENT_FORM_MESSAGES.attachmentType);
  return bytes;
}

/** The name a downloaded attachment is saved under: the admin's, ending in .pdf (the file is one, whatever it was called). */
export function attachmentFileName(name: string): string {
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}

/** Hands an attachment the person may read on to the browser, streamed and kept by no cache. */
export function sendAttachment(ctx: Context, { attachment, pdf }: FormAttachmentFile): void {
  sendPdfDownload(ctx, pdf, attachmentFileName(attachment.name));
}

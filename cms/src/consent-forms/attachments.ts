import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import {
  CONSENT_FORM_MESSAGES,
  FORM_LIMITS,
  formAttachmentKey,
  startsAsPdf,
  type Campus,
  type FormAttachment,
} from '@portal/contract';
import { FormRefused } from './refusals';

/**
 * The PDFs attached to permission forms (issue 30). They are kept in the pdfs plugin's private
 * file store, never in the upload plugin's media library: the media library's files are public
 * at a URL (`/uploads/…` on the CMS, public-read objects on S3), and a form's attachment is for
 * the form's signers only (a child's care plan, a venue's medical form). Only the BFF's token
 * reads the store, and the BFF hands a file on only to someone who may see its form.
 *
 * A file is stored under the SHA-256 of its bytes, per campus (`formAttachmentKey`): the same PDF
 * attached twice, or kept by two versions, is one file, and a stored key's bytes never change,
 * which is what lets a version's hash name an attachment by its SHA-256 alone.
 */

/** The part of the pdfs plugin's private file store (cms-plugins/pdfs/server/src/private-files/store.ts) used here. */
type PrivateFileStore = {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  read(key: string): Promise<{ body: Readable; size: number } | null>;
};

const storeOf = (strapi: Core.Strapi) => strapi.plugin('pdfs').service<PrivateFileStore>('private-files');

/** The stored attachment's size, or null when the store has no such file. */
async function storedSize(store: PrivateFileStore, key: string): Promise<number | null> {
  const file = await store.read(key);
  if (!file) return null;
  // Only its size was wanted: the stream (a file handle, or an S3 body) is let go unread.
  file.body.destroy();
  return file.size;
}

/**
 * Stores a PDF an admin of the campus uploaded (the BFF checked who, and checked the bytes too;
 * the CMS checks them again, whoever sends them): its size and SHA-256, which the form then lists.
 */
export async function storeAttachment(
  strapi: Core.Strapi,
  { campus, bytes }: { campus: Campus; bytes: Buffer },
): Promise<Pick<FormAttachment, 'size' | 'sha256'>> {
  if (bytes.length > FORM_LIMITS.attachmentBytes) throw new FormRefused('badRequest', CONSENT_FORM_MESSAGES.attachmentSize);
  if (!startsAsPdf(bytes)) throw new FormRefused('badRequest', CONSENT_FORM_MESSAGES.attachmentType);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const store = storeOf(strapi);
  const key = formAttachmentKey(campus, sha256);
  // The same bytes are already there under their hash: nothing to write.
  if ((await storedSize(store, key)) !== bytes.length) await store.put(key, bytes, 'application/pdf');
  return { size: bytes.length, sha256 };
}

/**
 * The attachments a form is saved with, as stored: each must be a file of the form's campus in
 * the store (uploaded first), and its size is the stored file's, whatever was sent. A file that
 * is not there is refused in words: the admin attaches it again.
 */
export async function storedAttachmentsOf(
  strapi: Core.Strapi,
  campus: Campus,
  attachments: readonly FormAttachment[] | undefined,
): Promise<FormAttachment[]> {
  const store = storeOf(strapi);
  const stored: FormAttachment[] = [];
  for (const { name, sha256 } of attachments ?? []) {
    const size = await storedSize(store, formAttachmentKey(campus, sha256));
    if (size === null) throw new FormRefused('badRequest', CONSENT_FORM_MESSAGES.attachmentMissing);
    stored.push({ name, size, sha256 });
  }
  return stored;
}

/** The attachment of this SHA-256 among a form's, or null. */
export const attachmentNamed = (
  attachments: readonly FormAttachment[] | null | undefined,
  sha256: string,
): FormAttachment | null => attachments?.find((attachment) => attachment.sha256 === sha256) ?? null;

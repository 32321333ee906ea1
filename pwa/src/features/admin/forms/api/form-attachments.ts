import {
  CONSENT_FORM_MESSAGES,
  FORM_LIMITS,
  startsAsPdf,
  type FormAttachment,
  type FormAttachmentUpload,
} from '@portal/contract';
import { ApiError, api } from '@/lib/api-client.ts';

function read<T extends 'readAsDataURL' | 'readAsArrayBuffer'>(blob: Blob, how: T): Promise<FileReader['result']> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.onerror = () => reject(new Error(CONSENT_FORM_MESSAGES.attachmentType));
    reader[how](blob);
  });
}

/** Whether the file's first bytes are a PDF's (%PDF-): its name and the type the device gives prove nothing. */
async function looksLikePdf(file: File): Promise<boolean> {
  const start = await read(file.slice(0, 5), 'readAsArrayBuffer');
  return start instanceof ArrayBuffer && startsAsPdf(new Uint8Array(start));
}

/**
 * Stores a PDF for a form (issue 30), as the editors' images are sent: base64 in JSON. A file
 * too large or not a PDF is refused here before minutes of uploading on a slow line, with the
 * contract's words (the server checks both again); the answer is what the form then lists.
 * Rejects with an Error whose message is the contract's (or the server's) text.
 */
export async function uploadFormAttachment(file: File): Promise<FormAttachment> {
  if (file.size > FORM_LIMITS.attachmentBytes) throw new Error(CONSENT_FORM_MESSAGES.attachmentSize);
  if (!(await looksLikePdf(file))) throw new Error(CONSENT_FORM_MESSAGES.attachmentType);
  const data: FormAttachmentUpload = { name: file.name, base64File: String(await read(file, 'readAsDataURL')) };
  try {
    return await api.post<FormAttachment>('consent-forms/attachments', { data });
  } catch (error) {
    // A body over the BFF's limit is refused before it is read, in general words: these say why.
    if (error instanceof ApiError && error.status === 413) throw new Error(CONSENT_FORM_MESSAGES.attachmentSize);
    throw error;
  }
}

import type { FormAttachment } from '@portal/contract';
import { send } from '@/lib/api-client.ts';
import { browser } from '@/lib/browser.ts';
import type { PublicSigningCall } from './public-signing.ts';

/** The name an attachment is saved under: the school's, ending in .pdf (the file is one, whatever it was called). */
export const attachmentFileName = (name: string): string => (/\.pdf$/i.test(name) ? name : `${name}.pdf`);

async function save(response: Response, attachment: FormAttachment): Promise<void> {
  browser.saveFile(await response.blob(), attachmentFileName(attachment.name));
}

/**
 * A PDF of a form the signer reads before signing, fetched with their token (the BFF hands it only
 * to a required signer of a child in the form) and saved on the device. Rejects with the server's
 * refusal, which the list shows.
 */
export async function downloadFormAttachment(formUid: string, attachment: FormAttachment): Promise<void> {
  const path = `forms/${encodeURIComponent(formUid)}/attachments/${attachment.sha256}`;
  await save(await send(path, {}, 'application/pdf'), attachment);
}

/** The same from an emailed signing link's page: the link's token is the permission, no sign-in. */
export async function downloadLinkAttachment(call: PublicSigningCall, token: string, attachment: FormAttachment): Promise<void> {
  const path = `${call}/attachments/${attachment.sha256}`;
  await save(await send(path, { query: { t: token }, auth: false }, 'application/pdf'), attachment);
}

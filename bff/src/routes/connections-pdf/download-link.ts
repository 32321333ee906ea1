import { uidSchema } from '@portal/contract';
import { signedLinkKind } from '../../signed-links/signed-links.ts';

/**
 * Admin spec 4: a Completed Connections PDF is downloaded through a signed link that opens
 * without a token (a plain browser download carries none): the admin's own download, and the
 * link in the PDF's email, which lives for CONNECTIONS_PDF_EMAIL_LINK_DAYS. Those emailed links
 * are in inboxes: this purpose, and what the link names, stay as they were first signed.
 */
export const connectionsPdfDownloadLink = signedLinkKind({
  purpose: 'portal connections pdf download link',
  path: '/public/connections-pdf-file',
  names: { pdf: uidSchema },
});

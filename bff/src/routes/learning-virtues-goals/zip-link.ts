import { uidSchema } from '@portal/contract';
import { signedLinkKind } from '../../signed-links/signed-links.ts';

/**
 * 'Download Report' of a Complete Learning Virtues request: a link that opens without a token (a
 * plain browser download carries none), naming the request.
 */
export const learningVirtuesGoalsZipLink = signedLinkKind({
  purpose: 'portal learning virtues pdf zip link',
  path: '/public/learning-virtues-pdf-zip',
  names: { request: uidSchema },
});

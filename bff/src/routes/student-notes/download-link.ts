import { z } from 'zod';
import { uidSchema } from '@portal/contract';
import { signedLinkKind } from '../../signed-links/signed-links.ts';

/**
 * Reader spec 2.7: the notes CSV through a pre-signed link, which a plain browser download can
 * open without a token. It names the person it was made for, so the download shows what that
 * person may read at download time.
 */
export const studentNotesCsvLink = signedLinkKind({
  purpose: 'portal student notes csv link',
  path: '/public/student-notes-csv',
  names: {
    student: uidSchema,
    viewer: uidSchema,
    created_by: z.string().trim().min(1).max(100).optional(),
  },
});

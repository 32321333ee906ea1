import type { JobKind } from '@portal/strapi-plugin-jobs/types';
import { makeFormSignedCopy } from '../form-signed-copy/signed-copy';

export interface FormSignedCopyPayload {
  /** The form-response (one signer's answer for one student) the copy is of. */
  responseId: string;
  /** The hash of the form event that logged the answer: the chain's head the copy quotes. */
  chainHead: string;
}

/**
 * The signed copy of one answer to a permission form (issue 30, step 3): a PDF of the form as the
 * signer was shown it, the answers, the evidence and the chain's head, kept in the private file
 * store and named on the answer. Queued by the CMS in the transaction that stores the answer
 * (cms/src/consent-forms/responses.ts), one job per answer (services/form-signed-copies.ts).
 * Safe to run again (form-signed-copy/signed-copy.ts); after its last attempt the answer simply
 * has no copy, which its signer and the staff see as one still being prepared.
 */
export const formSignedCopyJob: JobKind<FormSignedCopyPayload> = {
  name: 'form-signed-copy',
  maxAttempts: 5,

  run: (payload, { strapi, log }) => makeFormSignedCopy(strapi, payload, log),
};

import type { Core } from '@strapi/strapi';

/**
 * The signed copies of answers (issue 30, step 3): a PDF of the form as shown, the answers, the
 * evidence and the chain's head, one per stored answer, made by the pdfs plugin's job
 * `form-signed-copy` and kept in its private file store. This is the slice of that plugin's
 * service the forms use (plugins reach each other through Strapi, cms-plugins/pdfs/README.md).
 */
export type SignedCopyRequest = {
  /** The form-response the copy is of. */
  responseId: string;
  /** The hash of the form event that logged the answer: the chain's head once it was stored. */
  chainHead: string;
};

export type FormSignedCopies = {
  /** One job per answer, joining the caller's transaction (`trx`): the copy is due exactly when the answer commits. */
  queueSignedCopies(requests: readonly SignedCopyRequest[], trx?: unknown): Promise<void>;
  /** Removes stored copies (a key that is already gone is no error). */
  removeSignedCopies(keys: readonly string[]): Promise<void>;
};

export const formSignedCopiesOf = (strapi: Core.Strapi): FormSignedCopies =>
  strapi.plugin('pdfs').service<FormSignedCopies>('form-signed-copies');

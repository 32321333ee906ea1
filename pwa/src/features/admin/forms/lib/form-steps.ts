import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConsentFormRecord } from '@portal/contract';

/** What the editor offers a form, by its status (a new form is saved as a draft first). */
export type FormAction = 'saveDraft' | 'save' | 'preview' | 'publish' | 'close' | 'clone' | 'delete';

/**
 * A form can go while no one has answered it, published or not: the server's word (`deletable`),
 * which counts withdrawn and superseded answers too (they are evidence), as its delete does.
 */
export function canDelete(form: Pick<ConsentFormRecord, 'deletable'>): boolean {
  return form.deletable;
}

/**
 * A draft is saved, previewed, published or deleted; a published form is saved as a new
 * version, previewed, closed, cloned for next year or deleted; a closed one is only previewed,
 * cloned or deleted. Delete only while no one has answered.
 */
export function actionsOf(form: Pick<ConsentFormRecord, 'status' | 'deletable'> | undefined): readonly FormAction[] {
  if (!form) return ['saveDraft', 'preview'];
  const deletable: FormAction[] = canDelete(form) ? ['delete'] : [];
  switch (form.status) {
    case 'draft':
      return ['saveDraft', 'preview', 'publish', ...deletable];
    case 'published':
      return ['save', 'preview', 'close', 'clone', ...deletable];
    case 'closed':
      return ['preview', 'clone', ...deletable];
  }
}

export const DELETE_FORM_QUESTION = msg`Delete this form? It cannot be brought back.`;

/** What each step says once done, in the admin's toast. */
export const STEP_DONE: Record<'saved' | 'published' | 'closed' | 'cloned' | 'deleted', MessageDescriptor> = {
  saved: msg`The form was saved.`,
  published: msg`The form was published: carers who must sign are being emailed.`,
  closed: msg`The form was closed: no more answers are taken.`,
  cloned: msg`A copy was made as a new draft: check its due date and audience.`,
  deleted: msg`The form was deleted.`,
};

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  formMatrixQuery,
  type FormMatrixRowRecord,
  type FormSignerRule,
  type FormSignerStatus,
  type FormSigningMethod,
} from '@portal/contract';
import type { MatrixFilter } from '../api/form-answers.ts';

/** A signer's state in words (the matrix shows these, never a colour alone). */
export const SIGNER_STATUS_NAMES: Record<FormSignerStatus, MessageDescriptor> = {
  not_opened: msg`Not opened`,
  opened: msg`Opened`,
  signed_yes: msg`Signed yes`,
  signed_no: msg`Signed no`,
  withdrawn: msg`Withdrawn`,
  paper: msg`Recorded on paper`,
};

export const SIGNING_METHOD_NAMES: Record<FormSigningMethod, MessageDescriptor> = {
  'campus-sign-in': msg`Signed in to the portal`,
  'emailed-link': msg`Emailed link`,
  paper: msg`Paper form, recorded by staff`,
};

/** The states of a signer whose answer stands: the others are still pending. */
const ANSWERED: ReadonlySet<FormSignerStatus> = new Set(['signed_yes', 'signed_no', 'paper']);

export const hasAnswered = (status: FormSignerStatus) => ANSWERED.has(status);

const FILTER_KEYS = ['year', 'group', 'status'] as const;

/**
 * The matrix's filter as the page address holds it (`?year=9&status=opened`), so a reload or a
 * shared link shows the same rows. Each value is checked by the call's own schema; one it
 * refuses (typed into the address by hand) filters nothing.
 */
export function matrixFilterFromAddress(params: URLSearchParams): MatrixFilter {
  const filter: MatrixFilter = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value === null) continue;
    const parsed = formMatrixQuery.safeParse({ [key]: value });
    if (parsed.success) Object.assign(filter, parsed.data);
  }
  return filter;
}

/** The page address for a filter, keeping whatever else it holds. */
export function addressOfMatrixFilter(current: URLSearchParams, filter: MatrixFilter): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value === undefined) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The years the rows' students are in, in order: the Year filter's choices. */
export function yearsOf(rows: readonly FormMatrixRowRecord[]): number[] {
  const years = new Set<number>();
  for (const row of rows) if (row.year !== null) years.add(row.year);
  return [...years].sort((a, b) => a - b);
}

/** The groups the rows' students are in, by name: the Group filter's choices. */
export function groupsOf(rows: readonly FormMatrixRowRecord[]): string[] {
  const groups = new Set<string>();
  for (const row of rows) for (const group of row.groups) groups.add(group);
  return [...groups].sort((a, b) => a.localeCompare(b, 'en-AU', { sensitivity: 'base' }));
}

/**
 * Whether a student's row is answered: every signer has an answer standing on an "every
 * carer" form; any one of them otherwise (any one carer, or the student, who is then the only
 * signer).
 */
export function isRowAnswered(row: FormMatrixRowRecord, rule: FormSignerRule): boolean {
  const answered = row.signers.map((signer) => hasAnswered(signer.status));
  return rule === 'every_carer' ? answered.length > 0 && answered.every(Boolean) : answered.some(Boolean);
}

/** The students still waiting for an answer: whose signers a reminder emails. */
export function pendingRowsOf(rows: readonly FormMatrixRowRecord[], rule: FormSignerRule): number {
  return rows.filter((row) => !isRowAnswered(row, rule)).length;
}

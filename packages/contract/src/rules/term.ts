/** Admin spec (Learning Virtues): Jan-Mar Term 1, Apr-Jun Term 2, Jul-Sep Term 3, Oct-Dec Term 4. */
export function termFromMonth(month: number): 1 | 2 | 3 | 4 {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`month must be 1 to 12, got ${month}`);
  }
  return Math.ceil(month / 3) as 1 | 2 | 3 | 4;
}

/**
 * Learning goals are kept per semester (reader spec 2.8: Semester 1 and Semester 2) while the
 * Learning Virtues request names a term: Terms 1-2 fall in Semester 1, Terms 3-4 in Semester 2.
 */
export function semesterOfTerm(term: number): 'Semester 1' | 'Semester 2' {
  if (!Number.isInteger(term) || term < 1 || term > 4) {
    throw new RangeError(`term must be 1 to 4, got ${term}`);
  }
  return term <= 2 ? 'Semester 1' : 'Semester 2';
}

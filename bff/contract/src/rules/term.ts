/** Admin spec (Learning Virtues): Jan-Mar Term 1, Apr-Jun Term 2, Jul-Sep Term 3, Oct-Dec Term 4. */
export function termFromMonth(month: number): 1 | 2 | 3 | 4 {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`month must be 1 to 12, got ${month}`);
  }
  return Math.ceil(month / 3) as 1 | 2 | 3 | 4;
}
